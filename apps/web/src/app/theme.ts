import { Anchor, type CSSVariablesResolver, createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "blue",
  // Shade 8 keeps white button text and links above 4.5:1 in both schemes.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: "md",
  focusRing: "auto",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: "700" },
  cursorType: "pointer",
  components: {
    // Links are told apart from text by an underline, not only by colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: "always" } }),
  },
});

/** Mantine's default dimmed text and links fall below WCAG AA contrast; darken (light) / lighten (dark) them. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": t.colors.gray[7] ?? "#495057",
    "--mantine-color-anchor": t.colors.blue[8] ?? "#1971c2",
    "--mantine-color-placeholder": t.colors.gray[6] ?? "#868e96",
  },
  dark: {
    "--mantine-color-dimmed": t.colors.dark[1] ?? "#b8b8b8",
    "--mantine-color-anchor": t.colors.blue[4] ?? "#4dabf7",
    "--mantine-color-placeholder": t.colors.dark[2] ?? "#828282",
  },
});
