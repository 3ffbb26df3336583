/**
 * Colours for status words (badges, outline buttons and alerts, warning text) that keep 4.5:1
 * on the page in light and dark colours alike (defined in app/app.css). A filled control keeps
 * a theme shade instead: white text on it reads in both schemes.
 */
export const tone = {
  teal: "var(--tone-teal)",
  orange: "var(--tone-orange)",
  red: "var(--tone-red)",
  grape: "var(--tone-grape)",
  blue: "var(--tone-blue)",
  gray: "var(--tone-gray)",
} as const;
