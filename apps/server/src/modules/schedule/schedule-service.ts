import type { CellStatus, DaySchedule, ScheduleCell, Sport } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { type Instants, overlaps, slotInstants } from "../../facility-time.ts";
import type { PriceList } from "../booking-policy/prices.ts";
import type { CourtRow, TimeslotRow } from "../catalog/catalog-service.ts";
import { catalogSnapshots } from "../catalog/catalog-snapshot.ts";
import { presentCourt, presentTimeslot } from "../catalog/presenter.ts";
import { type DayOccupancy, dayOccupancy } from "./occupancy.ts";
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
 * The day grid: every active court × every active timeslot, and when it next changes by time
 * alone (a slot starts, a hold lapses). Courts and timeslots come from the catalog snapshot
 * (dropped by the same notifications as the grids), so a cold grid costs one query: the
 * day's bookings and closures together.
 */
export async function loadDaySchedule(deps: AppDeps, sport: Sport, date: string, prices: PriceList): Promise<LoadedGrid> {
  const { courts, timeslots } = await catalogSnapshots(deps).get(sport, { fresh: false });
  const { cells, changesAt } = await scheduleCells(deps, sport, date, courts, timeslots, prices);
  return { grid: { date, courts: courts.map(presentCourt), timeslots: timeslots.map(presentTimeslot), cells }, changesAt };
}

/** Cells for the given courts and slots, from one read of the day's occupancy. */
async function scheduleCells(
  deps: AppDeps,
  sport: Sport,
  date: string,
  courts: CourtRow[],
  slots: TimeslotRow[],
  prices: PriceList,
): Promise<{ cells: ScheduleCell[]; changesAt: number }> {
  if (courts.length === 0 || slots.length === 0) return { cells: [], changesAt: Number.POSITIVE_INFINITY };
  const now = deps.clock.now();
  const zone = deps.config.timezone;
  const instants = slots.map((slot) => slotInstants(date, slot.startTime, slot.endTime, zone));
  const { taken, closed } = await dayOccupancy(deps.database.db, sport, date, spanOf(instants), now);
  const slotPrices = slots.map((slot) => prices.courtPrice(slot, date));
  const cells: ScheduleCell[] = [];
  for (const court of courts) {
    const occupied = taken.filter((o) => o.courtId === court.id);
    const closedHere = closed.filter((c) => c.courtId === null || c.courtId === court.id);
    slots.forEach((slot, i) => {
      const status = cellStatus(instants[i] as Instants, now, occupied, closedHere);
      cells.push({ court_id: court.id, timeslot_id: slot.id, status, price: slotPrices[i] as number });
    });
  }
  return { cells, changesAt: nextChange(now, instants, taken) };
}

/** The first instant after now at which a cell changes with no write: a slot starts (past) or a hold lapses. */
function nextChange(now: Date, slots: Instants[], taken: DayOccupancy["taken"]): number {
  let next = Number.POSITIVE_INFINITY;
  for (const slot of slots) if (slot.start > now) next = Math.min(next, slot.start.getTime());
  for (const o of taken) if (o.holdExpiresAt && o.holdExpiresAt > now) next = Math.min(next, o.holdExpiresAt.getTime());
  return next;
}

/** One court's cell. Past wins (nobody can play it), then a booking, then a hold, then a closure. */
function cellStatus(during: Instants, now: Date, occupied: DayOccupancy["taken"], closed: DayOccupancy["closed"]): CellStatus {
  if (during.start <= now) return "past";
  let held = false;
  for (const o of occupied) {
    if (!overlaps(o, during)) continue;
    if (o.state === "booked") return "booked";
    held = true;
  }
  if (held) return "held";
  return closed.some((c) => overlaps(c, during)) ? "closed" : "available";
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
