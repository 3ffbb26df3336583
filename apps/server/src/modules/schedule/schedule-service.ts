import type { CellStatus, DaySchedule, ScheduleCell, Sport } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { type Instants, overlaps, slotInstants } from "../../facility-time.ts";
import type { PriceList } from "../booking-policy/prices.ts";
import { activeCourts, activeTimeslots, type CourtRow, type TimeslotRow } from "../catalog/catalog-service.ts";
import { presentCourt, presentTimeslot } from "../catalog/presenter.ts";
import { type Closure, closuresDuring, type Occupation, occupationsDuring } from "./occupancy.ts";
import { type LoadedGrid, type ServedGrid, scheduleCache } from "./schedule-cache.ts";

/** The day grid, from the in-memory cache (schedule-cache.ts) when it is fresh. */
export async function daySchedule(deps: AppDeps, sport: Sport, date: string, prices: PriceList): Promise<DaySchedule> {
  return (await servedDaySchedule(deps, sport, date, prices)).grid;
}

/** The day grid with its JSON and ETag, serialised once per cache fill rather than per request. */
export function servedDaySchedule(deps: AppDeps, sport: Sport, date: string, prices: PriceList): Promise<ServedGrid> {
  return scheduleCache(deps).get(sport, date, prices, () => loadDaySchedule(deps, sport, date, prices));
}

/**
 * The grid as this instance knows it, only while the cache is listening and the entry has
 * seen no change since it was read (or it was read during the caller's request, which
 * began at `since`); null otherwise. For answers that must not rest on a stale read (order
 * creation's early 409). Without `read`, only a grid already cached is used.
 */
export function knownDaySchedule(
  deps: AppDeps,
  sport: Sport,
  date: string,
  prices: PriceList,
  options: { read: boolean; since?: number },
): Promise<DaySchedule | null> {
  const load = options.read ? () => loadDaySchedule(deps, sport, date, prices) : null;
  return scheduleCache(deps).current(sport, date, prices, load, options.since);
}

/**
 * The day grid: every active court × every active timeslot, in four reads whatever the
 * size, and when it next changes by time alone (a slot starts, a hold lapses).
 */
export async function loadDaySchedule(deps: AppDeps, sport: Sport, date: string, prices: PriceList): Promise<LoadedGrid> {
  const { db } = deps.database;
  const [courts, slots] = await Promise.all([activeCourts(db, sport), activeTimeslots(db, sport)]);
  const { cells, changesAt } = await scheduleCells(deps, sport, date, courts, slots, prices);
  return { grid: { date, courts: courts.map(presentCourt), timeslots: slots.map(presentTimeslot), cells }, changesAt };
}

/** Cells for the given courts and slots; bookings and closures come in one query each. */
export async function scheduleCells(
  deps: AppDeps,
  sport: Sport,
  date: string,
  courts: CourtRow[],
  slots: TimeslotRow[],
  prices: PriceList,
): Promise<{ cells: ScheduleCell[]; changesAt: number }> {
  if (courts.length === 0 || slots.length === 0) return { cells: [], changesAt: Number.POSITIVE_INFINITY };
  const { db } = deps.database;
  const now = deps.clock.now();
  const zone = deps.config.timezone;
  const instants = new Map(slots.map((slot) => [slot.id, slotInstants(date, slot.startTime, slot.endTime, zone)]));
  const span = spanOf([...instants.values()]);
  const [taken, closed] = await Promise.all([occupationsDuring(db, sport, span, now), closuresDuring(db, sport, span)]);
  const cells: ScheduleCell[] = [];
  for (const court of courts) {
    for (const slot of slots) {
      const during = instants.get(slot.id) as Instants;
      cells.push({
        court_id: court.id,
        timeslot_id: slot.id,
        status: cellStatus(court.id, during, now, taken, closed),
        price: prices.courtPrice(slot, date),
      });
    }
  }
  return { cells, changesAt: nextChange(now, [...instants.values()], taken) };
}

/** The first instant after now at which a cell changes with no write: a slot starts (past) or a hold lapses. */
function nextChange(now: Date, slots: Instants[], taken: Occupation[]): number {
  let next = Number.POSITIVE_INFINITY;
  for (const slot of slots) if (slot.start > now) next = Math.min(next, slot.start.getTime());
  for (const o of taken) if (o.holdExpiresAt && o.holdExpiresAt > now) next = Math.min(next, o.holdExpiresAt.getTime());
  return next;
}

/** Past wins (nobody can play it), then a booking, then a hold, then a closure. */
export function cellStatus(courtId: number, during: Instants, now: Date, taken: Occupation[], closed: Closure[]): CellStatus {
  if (during.start <= now) return "past";
  const mine = taken.filter((o) => o.courtId === courtId && overlaps(o, during));
  if (mine.some((o) => o.state === "booked")) return "booked";
  if (mine.length > 0) return "held";
  if (closed.some((c) => (c.courtId === null || c.courtId === courtId) && overlaps(c, during))) return "closed";
  return "available";
}

function spanOf(ranges: Instants[]): Instants {
  let start = ranges[0]?.start ?? new Date(0);
  let end = ranges[0]?.end ?? new Date(0);
  for (const r of ranges) {
    if (r.start < start) start = r.start;
    if (r.end > end) end = r.end;
  }
  return { start, end };
}
