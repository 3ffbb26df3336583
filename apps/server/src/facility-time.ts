import { daysBetween } from "@courtside/contract";
import { TZDate, tz } from "@date-fns/tz";
import { format } from "date-fns";

/**
 * Facility time: dates are facility-local `YYYY-MM-DD`, wall times `HH:MM`, instants are
 * Dates (timestamptz). Calendar arithmetic runs in UTC so no DST shift can move a date;
 * wall time becomes an instant only through the facility's IANA zone.
 */
/** The facility day last asked for per zone, with its instants: most calls fall inside it. */
const knownDays = new Map<string, { date: string; from: number; to: number }>();

/** Today's date in the facility's time zone. */
export function facilityToday(now: Date, zone: string): string {
  const t = now.getTime();
  const known = knownDays.get(zone);
  if (known && t >= known.from && t < known.to) return known.date;
  const date = format(now, "yyyy-MM-dd", { in: tz(zone) });
  const day = dayInstants(date, zone);
  knownDays.set(zone, { date, from: day.start.getTime(), to: day.end.getTime() });
  return date;
}

/**
 * The date `days` after (or before) a date. Past year 9999 toISOString answers "+010000-…",
 * which sorts before every real date: refused here rather than let a loop run forever.
 */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  const year = day.getUTCFullYear();
  if (Number.isNaN(year) || year < 1 || year > 9999) throw new RangeError(`No calendar date ${days} days from ${date}.`);
  return day.toISOString().slice(0, 10);
}

/** Saturday or Sunday: a calendar date's weekday is the same in every zone. */
export function isWeekend(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export type Horizon = { first: string; last: string };

/** Bookable dates are today … today + total_days − 1 (DESIGN.md "Domain"). */
export function bookingHorizon(now: Date, zone: string, totalDays: number): Horizon {
  const first = facilityToday(now, zone);
  return { first, last: addDays(first, Math.max(1, totalDays) - 1) };
}

/** ISO dates compare correctly as strings. */
export function isWithinHorizon(date: string, horizon: Horizon): boolean {
  return date >= horizon.first && date <= horizon.last;
}

/** Far above any horizon (≤ 365 days) or dashboard range (≤ 366): a longer list is a bug, not a request. */
export const MAX_LISTED_DATES = 1000;

/** Every date from first to last; counted first, so no bound can keep the loop going. */
export function horizonDates(horizon: Horizon): string[] {
  const count = daysBetween(horizon.first, horizon.last) + 1;
  if (!Number.isInteger(count) || count > MAX_LISTED_DATES) {
    throw new RangeError(`Refusing to list the dates ${horizon.first} to ${horizon.last}.`);
  }
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(horizon.first, i));
}

/** Zone arithmetic is slow (Intl under the hood) and the same few date × time pairs recur: remembered. */
const instants = new Map<string, number>();
const REMEMBERED_INSTANTS = 10_000;

/** The instant a facility-local wall time on a date happens. */
export function facilityInstant(date: string, time: string, zone: string): Date {
  const key = `${date} ${time} ${zone}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    const [hh, mm] = time.split(":").map(Number) as [number, number];
    ms = new TZDate(y, m - 1, d, hh, mm, zone).getTime();
    if (instants.size >= REMEMBERED_INSTANTS) instants.clear();
    instants.set(key, ms);
  }
  return new Date(ms);
}

export type Instants = { start: Date; end: Date };

/** A timeslot on a date as instants; an end at or before the start runs past midnight. */
export function slotInstants(date: string, start: string, end: string, zone: string): Instants {
  const endDate = end > start ? date : addDays(date, 1);
  return { start: facilityInstant(date, start, zone), end: facilityInstant(endDate, end, zone) };
}

/** The whole facility-local day, midnight to midnight (23 or 25 hours on DST days). */
export function dayInstants(date: string, zone: string): Instants {
  return { start: facilityInstant(date, "00:00", zone), end: facilityInstant(addDays(date, 1), "00:00", zone) };
}

/** A PostgreSQL tstzrange literal, half open so back-to-back slots do not overlap. */
export function toRange({ start, end }: Instants): string {
  return `[${start.toISOString()},${end.toISOString()})`;
}

export function overlaps(a: Instants, b: Instants): boolean {
  return a.start < b.end && b.start < a.end;
}

/** `time` columns read back as HH:MM:SS. */
export const hhmm = (time: string) => time.slice(0, 5);

/** An instant's wall time (`HH:MM`) in the facility's zone. */
export function hhmmOfInstant(instant: Date, zone: string): string {
  return format(instant, "HH:mm", { in: tz(zone) });
}
