import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme } from "./theme.ts";

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe("the theme's text colours", () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const resolved = cssVariablesResolver(merged);
  // The body: white in light; dark 7 in dark (Mantine's --mantine-color-body).
  const bodies = { light: "#ffffff", dark: merged.colors.dark[7] ?? "#242424" };

  it.each(["--mantine-color-error", "--mantine-color-dimmed", "--mantine-color-anchor"] as const)(
    "keep %s at 4.5:1 or more on the body, light and dark",
    (variable) => {
      for (const scheme of ["light", "dark"] as const) {
        const colour = resolved[scheme][variable] as string;
        expect(contrast(colour, bodies[scheme]), `${variable} (${scheme}) ${colour}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it.each(["club", "blue", "red"])("keeps a subtle %s button's text at 4.5:1 or more on its hover background (light)", (name) => {
    const shades = merged.colors[name] ?? [];
    expect(resolved.light[`--mantine-color-${name}-light-hover`]).toBe(`var(--mantine-color-${name}-1)`);
    // Mantine's light-color is shade 9 in the light scheme.
    expect(contrast(shades[9] ?? "", shades[1] ?? "")).toBeGreaterThanOrEqual(4.5);
  });
});
