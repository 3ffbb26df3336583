import type { PlanPeriod } from "@courtside/contract";

const MONTHS: Record<PlanPeriod, number> = { month: 1, quarter: 3, year: 12 };

/**
 * The end (exclusive) of a period that starts on `date`: the same day of the month one
 * month, quarter or year later, or that month's last day when it has no such day
 * (31 Jan + 1 month = 28 Feb, or 29 Feb in a leap year; 29 Feb + 1 year = 28 Feb). Pure
 * calendar arithmetic in UTC, so no daylight-saving change can move a date.
 */
export function addPeriod(date: string, period: PlanPeriod): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const months = m - 1 + MONTHS[period];
  const year = y + Math.floor(months / 12);
  const month = months % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (ISO dates; negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "Monthly", "Quarterly", "Yearly": how an order line names the plan's period. */
export const periodWords: Record<PlanPeriod, string> = { month: "1 month", quarter: "3 months", year: "1 year" };
