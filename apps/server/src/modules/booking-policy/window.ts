import { addDays, facilityToday, type Horizon } from "../../facility-time.ts";
import type { Tier } from "./tier.ts";

/** How far ahead a tier books: its plan's window (else the sport's total_days), opened early by its priority hours. */
export type Window = Horizon & { windowDays: number; priorityHours: number };

/**
 * A date D opens for everyone at the start of the day D − window + 1 (facility zone); a plan
 * with priority opens it that many hours earlier. So the last bookable date is the window's
 * last day counted from the date it already is `priorityHours` from now.
 */
export function tierWindow(now: Date, zone: string, tier: Tier, totalDays: number): Window {
  const benefits = tier.kind === "plan" ? tier.benefits : null;
  const windowDays = Math.max(1, benefits?.windowDays ?? totalDays);
  const priorityHours = benefits?.priorityHours ?? 0;
  const first = facilityToday(now, zone);
  const ahead = priorityHours > 0 ? facilityToday(new Date(now.getTime() + priorityHours * 3_600_000), zone) : first;
  return { first, last: addDays(ahead, windowDays - 1), windowDays, priorityHours };
}
