import { currentLocaleTag } from "../../../i18n/i18n.ts";
import { formatterPerKey } from "../../../lib/format.ts";

// "|"-joined keys: the language's tag and the number of decimals.
const hoursFormat = formatterPerKey((key) => {
  const [tag, digits] = key.split("|");
  const decimals = Number(digits);
  // No grouping: "1234 h", as the figures always read.
  return new Intl.NumberFormat(tag, { useGrouping: false, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
});

const percentFormat = formatterPerKey((tag) => new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 0 }));

/** Court-minutes as hours: "12 h", "7.5 h" ("7,5 h" in Spanish and French; "h" is the same in all three). */
export function courtHours(minutes: number): string {
  const hours = minutes / 60;
  const whole = Number.isInteger(hours);
  // Rounded as toFixed rounds (0.15 → 0.1), then written in the language's way.
  return `${hoursFormat(`${currentLocaleTag()}|${whole ? 0 : 1}`).format(whole ? hours : Number(hours.toFixed(1)))} h`;
}

/** A 0–1 share as a whole percentage ("<1%" rather than a misleading 0% for a little); "–" when nothing was on offer. */
export function percent(share: number | null): string {
  if (share === null) return "–";
  const format = percentFormat(currentLocaleTag());
  if (share > 0 && share < 0.005) return `<${format.format(0.01)}`;
  return format.format(Math.round(share * 100) / 100);
}

/** Monday first, as the stats number them (1 = Monday); the names are in the catalogue. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
