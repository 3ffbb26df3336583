import type { Sport } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { courts, timeslots } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm } from "../../facility-time.ts";
import { basePrices } from "../booking-policy/prices.ts";
import { catalogSnapshots } from "../catalog/catalog-snapshot.ts";
import { daySchedule } from "../schedule/schedule-service.ts";

export type CourtSlot = { timeslot_id: number; court_id: number; court_name: string; start_time: string; end_time: string };

/** Most court-slots a loser is told are still free (the earliest first); the grid shows the rest. */
const FREE_LISTED = 12;

/**
 * Names and times of the sport's court-slots (including courts and timeslots retired since an
 * entry). Given the court-slots it will be asked for, it names them from the catalog snapshot
 * (at most a second old, no read) when that has them all.
 */
export async function courtSlotNamer(
  deps: AppDeps,
  sport: Sport,
  needed?: { timeslotId: number; courtId: number }[],
): Promise<(timeslotId: number, courtId: number) => CourtSlot> {
  const { db } = deps.database;
  const snapshot = needed ? await catalogSnapshots(deps).get(sport, { fresh: false }) : null;
  const covers =
    snapshot !== null &&
    (needed ?? []).every(
      (n) => snapshot.timeslots.some((t) => t.id === n.timeslotId) && snapshot.courts.some((c) => c.id === n.courtId),
    );
  const [courtRows, slotRows] =
    snapshot && covers
      ? [snapshot.courts, snapshot.timeslots]
      : await Promise.all([
          db.select({ id: courts.id, name: courts.name }).from(courts).where(eq(courts.sport, sport)),
          db.select().from(timeslots).where(eq(timeslots.sport, sport)),
        ]);
  return (timeslotId, courtId) => {
    const slot = slotRows.find((s) => s.id === timeslotId);
    return {
      timeslot_id: timeslotId,
      court_id: courtId,
      court_name: courtRows.find((c) => c.id === courtId)?.name ?? `Court ${courtId}`,
      start_time: slot ? hhmm(slot.startTime) : "",
      end_time: slot ? hhmm(slot.endTime) : "",
    };
  };
}

/** What is still free on the date, from the day grid (the same cells the grid shows as available). */
export async function stillFree(deps: AppDeps, sport: Sport, date: string): Promise<CourtSlot[]> {
  const grid = await daySchedule(deps, sport, date, basePrices("member"));
  const free: CourtSlot[] = [];
  for (const slot of grid.timeslots) {
    for (const court of grid.courts) {
      const cell = grid.cells.find((c) => c.court_id === court.id && c.timeslot_id === slot.id);
      if (cell?.status !== "available") continue;
      free.push({ timeslot_id: slot.id, court_id: court.id, court_name: court.name, start_time: slot.start, end_time: slot.end });
    }
  }
  return free.slice(0, FREE_LISTED);
}
