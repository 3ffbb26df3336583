/** Court-minutes as hours: "12 h", "7.5 h". */
export function courtHours(minutes: number): string {
  const hours = minutes / 60;
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} h`;
}

/** A 0–1 share as a whole percentage ("<1%" rather than a misleading 0% for a little); "–" when nothing was on offer. */
export function percent(share: number | null): string {
  if (share === null) return "–";
  if (share > 0 && share < 0.005) return "<1%";
  return `${Math.round(share * 100)}%`;
}

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
