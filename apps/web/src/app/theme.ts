import { Anchor, type CSSVariablesResolver, createTheme, DEFAULT_THEME, type PasswordInputProps } from "@mantine/core";
import { FONT_FAMILY } from "./font.ts";
import { t } from "./i18n.ts";

export const theme = createTheme({
  // The club's colour: blue's shades until the owner's colour fills buttons and controls
  // (club-colour.ts); a colour named blue elsewhere stays blue.
  colors: { club: DEFAULT_THEME.colors.blue },
  primaryColor: "club",
  // Shade 8 keeps white button text and links above 4.5:1 in both schemes.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: "md",
  focusRing: "auto",
  fontFamily: FONT_FAMILY,
  headings: { fontWeight: "700" },
  cursorType: "pointer",
  components: {
    // Links are told apart from text by an underline, not only by colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: "always" } }),
    // The eye that shows the password is a button like any other: Tab reaches it (Mantine skips it by default).
    // Its name is read as each field renders, so it is in the language in use.
    // (Mantine reads a function of defaultProps each time; `extend` types only the object form.)
    PasswordInput: {
      defaultProps: (): Partial<PasswordInputProps> => ({
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { "aria-label": t("app.showPassword") },
      }),
    },
  },
});

/**
 * Mantine's default dimmed text, links and error text fall below WCAG AA contrast (error red
 * #fa5252 on white is 3.28:1, red 8 on the dark body 3.44:1); darken (light) / lighten (dark)
 * them: red 9 on white is 5.46:1, red 4 on the dark body 6.7:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...lightHoverBackgrounds(t),
    "--mantine-color-dimmed": t.colors.gray[7] ?? "#495057",
    "--mantine-color-anchor": t.colors.blue[8] ?? "#1971c2",
    "--mantine-color-placeholder": t.colors.gray[6] ?? "#868e96",
    "--mantine-color-error": t.colors.red[9] ?? "#c92a2a",
  },
  dark: {
    "--mantine-color-dimmed": t.colors.dark[1] ?? "#b8b8b8",
    "--mantine-color-anchor": t.colors.blue[4] ?? "#4dabf7",
    "--mantine-color-placeholder": t.colors.dark[2] ?? "#828282",
    "--mantine-color-error": t.colors.red[4] ?? "#ff8787",
  },
});

/** The colours the app gives subtle and light buttons and badges: the primary one and red. */
const HOVERED_COLOURS = ["club", "blue", "red"] as const;

/**
 * A subtle or light button's hover background: Mantine's shade 2 under its shade 9 text is
 * about 4:1; shade 1 keeps it above 4.5:1 (theme.test.ts).
 */
function lightHoverBackgrounds(t: Parameters<CSSVariablesResolver>[0]): Record<string, string> {
  return Object.fromEntries(
    HOVERED_COLOURS.filter((name) => name in t.colors).map((name) => [
      `--mantine-color-${name}-light-hover`,
      `var(--mantine-color-${name}-1)`,
    ]),
  );
}
