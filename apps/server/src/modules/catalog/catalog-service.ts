import type { Sport } from "@courtside/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { addonModules, addons, courts, timeslots } from "../../db/schema.ts";

export type CourtRow = typeof courts.$inferSelect;
export type TimeslotRow = typeof timeslots.$inferSelect;
export type AddonRow = typeof addons.$inferSelect;

/** Only active rows are offered; every read is scoped to the sport, so another sport's id is unknown here. */
export function activeCourts(db: Db, sport: Sport): Promise<CourtRow[]> {
  return db
    .select()
    .from(courts)
    .where(and(eq(courts.sport, sport), eq(courts.active, true)))
    .orderBy(asc(courts.sortOrder), asc(courts.id));
}

export function activeTimeslots(db: Db, sport: Sport): Promise<TimeslotRow[]> {
  return db
    .select()
    .from(timeslots)
    .where(and(eq(timeslots.sport, sport), eq(timeslots.active, true)))
    .orderBy(asc(timeslots.startTime), asc(timeslots.id));
}

export async function activeTimeslot(db: Db, sport: Sport, id: number): Promise<TimeslotRow | undefined> {
  const [row] = await db
    .select()
    .from(timeslots)
    .where(and(eq(timeslots.id, id), eq(timeslots.sport, sport), eq(timeslots.active, true)));
  return row;
}

export function activeAddons(db: Db, sport: Sport, ids?: number[]): Promise<AddonRow[]> {
  const conditions = [eq(addons.sport, sport), eq(addons.active, true)];
  if (ids) conditions.push(inArray(addons.id, ids.length > 0 ? ids : [0]));
  return db
    .select()
    .from(addons)
    .where(and(...conditions))
    .orderBy(asc(addons.module), asc(addons.group), asc(addons.id));
}

export async function activeAddon(db: Db, sport: Sport, id: number): Promise<AddonRow | undefined> {
  const [row] = await activeAddons(db, sport, [id]);
  return row;
}

export async function moduleWithAddons(db: Db, sport: Sport, id: number) {
  const [module] = await db
    .select()
    .from(addonModules)
    .where(and(eq(addonModules.id, id), eq(addonModules.sport, sport), eq(addonModules.active, true)));
  if (!module) return undefined;
  const members = await db
    .select()
    .from(addons)
    .where(and(eq(addons.moduleId, id), eq(addons.sport, sport), eq(addons.active, true)))
    .orderBy(asc(addons.group), asc(addons.id));
  return { module, addons: members };
}
