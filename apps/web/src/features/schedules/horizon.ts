import { formatterPerKey } from "../../lib/format.ts";

/**
 * The booking horizon (DESIGN.md "Domain"): bookable dates are today through
 * today + total_days − 1, "today" taken in the facility's time zone. Pure functions on
 * YYYY-MM-DD strings, so the browser's own zone never leaks in.
 */

/** Keyed by zone; "" is the browser's own. */
const dayFormat = formatterPerKey(
  (zone) => new Intl.DateTimeFormat("en-CA", { timeZone: zone || undefined, year: "numeric", month: "2-digit", day: "2-digit" }),
);
const clockFormat = formatterPerKey(
  (zone) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: zone || undefined, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
);

/** Formats `now` in the zone, or in the browser's zone when the zone is unknown. */
function inZone(format: (zone: string) => Intl.DateTimeFormat, timeZone: string | undefined, now: Date): string {
  try {
    return format(timeZone ?? "").format(now);
  } catch {
    return format("").format(now);
  }
}

/** Today's date (YYYY-MM-DD) in an IANA time zone; the browser's zone when it is unknown. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  return inZone(dayFormat, timeZone, now);
}

/** The wall-clock time (HH:MM) in an IANA time zone. */
export function nowTimeIn(timeZone: string | undefined, now: Date = new Date()): string {
  return inZone(clockFormat, timeZone, now);
}

/** A calendar date plus `days` (negative goes back), on the calendar, not the clock. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const utc = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
}

/** Every bookable date: today … today + totalDays − 1 (at least today). */
export function horizonDates(today: string, totalDays: number): string[] {
  const count = Math.max(1, Math.floor(totalDays));
  return Array.from({ length: count }, (_, i) => addDays(today, i));
}

/** A YYYY-MM-DD that names a day on the calendar (not 2026-13-45, not 2026-02-30). */
export function isCalendarDate(date: string | null | undefined): date is string {
  return !!date && /^\d{4}-\d{2}-\d{2}$/.test(date) && addDays(date, 0) === date;
}

/** The last bookable date: today + totalDays − 1. */
export function lastBookableDate(today: string, totalDays: number): string {
  return addDays(today, Math.max(1, Math.floor(totalDays)) - 1);
}

export function isWithinHorizon(date: string | null | undefined, today: string, totalDays: number): boolean {
  return isCalendarDate(date) && date >= today && date <= lastBookableDate(today, totalDays);
}

/** Why a date asked for (a page's `?date=`) cannot be shown, or null when it is bookable. */
export type DateProblem = "not-a-date" | "past" | "beyond-horizon";

export function dateProblem(date: string, today: string, totalDays: number): DateProblem | null {
  if (!isCalendarDate(date)) return "not-a-date";
  if (date < today) return "past";
  return date > lastBookableDate(today, totalDays) ? "beyond-horizon" : null;
}

/** The date if it is bookable, else today. */
export function clampToHorizon(date: string | null | undefined, today: string, totalDays: number): string {
  return date && isWithinHorizon(date, today, totalDays) ? date : today;
}
