/**
 * WCAG 2.x contrast, as a pure function both the server (which refuses a club colour white
 * text cannot be read on) and the back-office form (which shows the same check live) use.
 */
import { word } from "./wording.ts";

/** WCAG's minimum contrast for normal text at level AA. */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** One sRGB channel (0–255) made linear, per WCAG 2.x's relative luminance. */
function linearChannel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #RRGGBB colour: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => linearChannel(Number.parseInt(hex.slice(at, at + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The contrast ratio of two #RRGGBB colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The ratio as people read it: rounded down to two decimals, so 4.499 never shows as 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** Why white text cannot sit on this colour, or null when it can (at least 4.5:1). */
export function whiteTextContrastProblem(hex: string): string | null {
  const ratio = contrastRatio(hex, "#ffffff");
  if (ratio >= MIN_TEXT_CONTRAST) return null;
  return word("contract.club.lowContrast", { ratio: formatRatio(ratio) });
}
