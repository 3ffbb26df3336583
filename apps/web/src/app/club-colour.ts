import { useEffect } from "react";

const FILLED = ["--mantine-color-club-filled", "--mantine-primary-color-filled"];
const HOVER = ["--mantine-color-club-filled-hover", "--mantine-primary-color-filled-hover"];

/**
 * The owner's primary colour (the Club page) fills buttons, checkboxes, radios and switches and
 * rings what has focus, in both colour schemes: white text on it keeps 4.5:1 (checked when it
 * is saved), a hover is a shade darker, and the dark page rings with a tint of it (app.css).
 * Text, links and light buttons keep the theme's blue shades, which are checked on both pages.
 */
export function useClubColour(colour: string | undefined): void {
  useEffect(() => {
    if (!colour || !/^#[0-9a-f]{6}$/i.test(colour)) return;
    const style = document.documentElement.style;
    for (const name of FILLED) style.setProperty(name, colour);
    for (const name of HOVER) style.setProperty(name, `color-mix(in srgb, ${colour} 85%, black)`);
    return () => {
      for (const name of [...FILLED, ...HOVER]) style.removeProperty(name);
    };
  }, [colour]);
}
