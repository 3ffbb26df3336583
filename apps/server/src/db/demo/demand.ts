import type { Sport } from "@courtside/contract";
import { isWeekend } from "../../facility-time.ts";

/**
 * How busy the demo club is: the share of courts booked in a slot, by the hour it starts.
 * Weekday evenings (18–21) and weekend mornings fill up, early afternoons stay quiet, as at a
 * real club after work and school. Padel, the fashionable sport, runs a little fuller.
 */
const WEEKDAY_BY_HOUR: Record<number, number> = {
  7: 0.3,
  8: 0.25,
  9: 0.2,
  10: 0.2,
  11: 0.15,
  12: 0.2,
  13: 0.2,
  14: 0.1,
  15: 0.15,
  16: 0.3,
  17: 0.55,
  18: 0.8,
  19: 0.85,
  20: 0.75,
  21: 0.4,
};

const WEEKEND_BY_HOUR: Record<number, number> = {
  7: 0.2,
  8: 0.6,
  9: 0.85,
  10: 0.9,
  11: 0.8,
  12: 0.55,
  13: 0.3,
  14: 0.25,
  15: 0.3,
  16: 0.4,
  17: 0.45,
  18: 0.4,
  19: 0.3,
  20: 0.2,
  21: 0.1,
};

const SPORT_FACTOR: Record<Sport, number> = { tennis: 1, padel: 1.1 };

/** A share of demand this high marks a peak slot (the demo's upcoming days keep one booked and one free there). */
export const PEAK_SHARE = 0.6;

/** The expected share of courts booked in a slot starting at `startTime` (HH:MM) on `date`. */
export function demandShare(sport: Sport, date: string, startTime: string): number {
  const hour = Number(startTime.slice(0, 2));
  const table = isWeekend(date) ? WEEKEND_BY_HOUR : WEEKDAY_BY_HOUR;
  return Math.min(0.95, (table[hour] ?? 0.1) * SPORT_FACTOR[sport]);
}
