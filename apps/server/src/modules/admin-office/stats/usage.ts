/**
 * Pure arithmetic of the dashboard: court-minutes tallied per weekday × hour, per court and
 * in total. A cell is one court in one timeslot on one date.
 */

export type Tally = { booked: number; available: number };
export type HourShare = { dayOffset: number; hour: number; minutes: number };

const MINUTES_PER_DAY = 24 * 60;

function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

/**
 * A slot's wall-clock minutes split over the hours of day they fall in. A slot that ends at
 * or before its start runs past midnight: those minutes belong to the next day (dayOffset 1).
 */
export function hourShares(startTime: string, endTime: string): HourShare[] {
  const start = minutesOf(startTime);
  let end = minutesOf(endTime);
  if (end <= start) end += MINUTES_PER_DAY;
  const shares: HourShare[] = [];
  for (let m = start; m < end; ) {
    const next = Math.min(end, (Math.floor(m / 60) + 1) * 60);
    shares.push({ dayOffset: Math.floor(m / MINUTES_PER_DAY), hour: Math.floor(m / 60) % 24, minutes: next - m });
    m = next;
  }
  return shares;
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string, dayOffset = 0): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return ((day + dayOffset + 6) % 7) + 1;
}

export function ratio(t: Tally): number | null {
  return t.available === 0 ? null : Math.round((t.booked / t.available) * 10_000) / 10_000;
}

/** Accumulates cells into the three views the dashboard draws. */
export class UsageTally {
  readonly total: Tally = { booked: 0, available: 0 };
  readonly byCourt = new Map<number, Tally>();
  /** Keyed `weekday * 100 + hour`. */
  readonly byWeekdayHour = new Map<number, Tally>();

  /** One cell on offer, booked or not. */
  add(date: string, courtId: number, shares: HourShare[], booked: boolean): void {
    const court = tallyOf(this.byCourt, courtId);
    for (const share of shares) {
      const bucket = tallyOf(this.byWeekdayHour, isoWeekday(date, share.dayOffset) * 100 + share.hour);
      for (const t of [this.total, court, bucket]) {
        t.available += share.minutes;
        if (booked) t.booked += share.minutes;
      }
    }
  }

  weekdayHours() {
    return [...this.byWeekdayHour.entries()]
      .sort(([a], [b]) => a - b)
      .map(([key, t]) => ({ weekday: Math.floor(key / 100), hour: key % 100, ...usageOf(t) }));
  }
}

export function usageOf(t: Tally | undefined) {
  const tally = t ?? { booked: 0, available: 0 };
  return { booked_minutes: tally.booked, available_minutes: tally.available, utilisation: ratio(tally) };
}

function tallyOf<K>(map: Map<K, Tally>, key: K): Tally {
  let t = map.get(key);
  if (!t) {
    t = { booked: 0, available: 0 };
    map.set(key, t);
  }
  return t;
}
