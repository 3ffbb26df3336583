import type { Sport } from "@courtside/contract";
import type { Db } from "../../db/client.ts";
import { dayInstants, type Instants, overlaps, slotInstants } from "../../facility-time.ts";
import type { CourtRow, TimeslotRow } from "../catalog/catalog-service.ts";
import { dayOccupancy } from "../schedule/occupancy.ts";

/** A day's taken and closed court-time, read fresh (not from a cached grid): one statement. */
export type DayState = Awaited<ReturnType<typeof dayOccupancy>>;

export async function readDayState(db: Db, sport: Sport, date: string, zone: string, now: Date): Promise<DayState> {
  const day = dayInstants(date, zone);
  // A slot may run past midnight: read into the next day as the grid does.
  return dayOccupancy(db, sport, date, { start: day.start, end: new Date(day.end.getTime() + 86_400_000) }, now);
}

export function slotDuring(date: string, slot: TimeslotRow, zone: string): Instants {
  return slotInstants(date, slot.startTime, slot.endTime, zone);
}

/** The courts (of those given, in order) that nobody holds or booked and no closure covers during `during`. */
export function freeCourts(state: DayState, courts: CourtRow[], during: Instants): CourtRow[] {
  return courts.filter(
    (court) =>
      !state.taken.some((t) => t.courtId === court.id && overlaps(t, during)) &&
      !state.closed.some((c) => (c.courtId === null || c.courtId === court.id) && overlaps(c, during)),
  );
}
