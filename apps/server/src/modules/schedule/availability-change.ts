import type { Sport } from "@courtside/contract";
import { dayInstants, overlaps } from "../../facility-time.ts";

/** The channel the database triggers (migrations 0002, 0003, 0013) notify on every availability change. */
export const AVAILABILITY_CHANNEL = "availability";

/**
 * What one notification on AVAILABILITY_CHANNEL says:
 * - `{sport, date}`: a booking of that day changed (booking rows, its order's status);
 * - `{sport, from, to}`: a closure over that span;
 * - `{sport}`: the sport's courts or timeslots (every grid of the sport);
 * - `{sport, rules: true}`: the sport's booking rules (order validation's snapshot, no grid);
 * - `{barrier}`: a marker an instance sends itself (notification-barrier.ts);
 * - `{}` (or unreadable): anything may have changed.
 */
export type AvailabilityChange = {
  sport?: Sport;
  date?: string;
  from?: string;
  to?: string;
  rules?: boolean;
  barrier?: string;
};

export function parseChange(payload: string): AvailabilityChange {
  try {
    const change: unknown = JSON.parse(payload);
    return typeof change === "object" && change !== null ? (change as AvailabilityChange) : {};
  } catch {
    return {};
  }
}

/** Whether the change may alter the grid of this sport and date. */
export function changesGrid(change: AvailabilityChange, sport: Sport, date: string, zone: string): boolean {
  if (change.barrier !== undefined || change.rules) return false;
  if (change.sport && change.sport !== sport) return false;
  if (change.date) return change.date === date;
  if (!change.from || !change.to) return true;
  return overlaps({ start: new Date(change.from), end: new Date(change.to) }, dayInstants(date, zone));
}
