import { addDays, facilityInstant, facilityToday, type Horizon } from "../../facility-time.ts";
import type { Tier } from "./tier.ts";

/** How far ahead a tier books: its plan's window (else the sport's total_days), opened early by its priority hours. */
export type Window = Horizon & {
  windowDays: number;
  priorityHours: number;
  /** The next date to open for this tier, and the instant it opens. */
  next: { date: string; opensAt: Date };
  /** When a date opens for this tier (in the past for the dates already open). */
  opensAt: (date: string) => Date;
};

/** The rules a window is drawn from (modules/rules). */
export type WindowRules = { totalDays: number; releaseTime: string | null };

const HOUR_MS = 3_600_000;

/** The instant a date opens for a window of `windowDays` opened early by `priorityHours`. */
export function dateOpensAt(date: string, zone: string, rules: WindowRules, windowDays: number, priorityHours = 0): Date {
  const day = addDays(date, -(Math.max(1, windowDays) - 1));
  return new Date(facilityInstant(day, rules.releaseTime ?? "00:00", zone).getTime() - priorityHours * HOUR_MS);
}

/**
 * A date D opens on the day D − window + 1 (facility zone) at the sport's release time
 * (midnight without one); a plan with priority opens it that many hours earlier. So the last
 * bookable date is the latest whose opening has passed; today is always bookable. Openings
 * are computed as facility-local instants, so a DST change moves none of them.
 */
export function tierWindow(now: Date, zone: string, tier: Tier, rules: WindowRules): Window {
  const benefits = tier.kind === "plan" ? tier.benefits : null;
  const windowDays = Math.max(1, benefits?.windowDays ?? rules.totalDays);
  const priorityHours = benefits?.priorityHours ?? 0;
  const opensAt = (date: string) => dateOpensAt(date, zone, rules, windowDays, priorityHours);
  const first = facilityToday(now, zone);
  // The latest date open at midnight release; a later release time may keep it shut a while.
  let last = addDays(facilityToday(new Date(now.getTime() + priorityHours * HOUR_MS), zone), windowDays - 1);
  if (opensAt(last) > now) last = addDays(last, -1);
  if (last < first) last = first;
  const nextDate = addDays(last, 1);
  return { first, last, windowDays, priorityHours, next: { date: nextDate, opensAt: opensAt(nextDate) }, opensAt };
}
