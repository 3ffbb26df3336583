import { TZDate, tz } from "@date-fns/tz";
import { addDays as addDaysIn, format, isWeekend as isWeekendIn, parseISO } from "date-fns";

/**
 * Facility time: dates are facility-local `YYYY-MM-DD`, wall times `HH:MM`, instants are
 * Dates (timestamptz). Calendar arithmetic runs in UTC so no DST shift can move a date;
 * wall time becomes an instant only through the facility's IANA zone.
 */
const utc = tz("UTC");

/** Today's date in the facility's time zone. */
export function facilityToday(now: Date, zone: string): string {
  return format(now, "yyyy-MM-dd", { in: tz(zone) });
}

export function addDays(date: string, days: number): string {
  return format(addDaysIn(parseISO(date, { in: utc }), days, { in: utc }), "yyyy-MM-dd", { in: utc });
}

/** Saturday or Sunday: a calendar date's weekday is the same in every zone. */
export function isWeekend(date: string): boolean {
  return isWeekendIn(parseISO(date, { in: utc }));
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

export function horizonDates(horizon: Horizon): string[] {
  const dates: string[] = [];
  for (let d = horizon.first; d <= horizon.last; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** The instant a facility-local wall time on a date happens. */
export function facilityInstant(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, zone).getTime());
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
