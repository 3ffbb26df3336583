import type { AdminTimeslot, AdminTimeslotList, Sport, TimeslotInput } from "@courtside/contract";
import { and, asc, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, timeslots } from "../../db/schema.ts";
import { HttpError, invalidField, notFound, worded } from "../../http/http-error.ts";
import { countAll, offsetOf, type PageRequest, pageMeta } from "../../http/paging.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { adminCatalogWords } from "./i18n.ts";

import { presentAdminTimeslot } from "./presenter.ts";
import { lockSportScope } from "./sport-lock.ts";

type TimeslotRow = typeof timeslots.$inferSelect;

export async function listTimeslots(db: Db, sport: Sport, query: PageRequest): Promise<AdminTimeslotList> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(timeslots)
      .where(eq(timeslots.sport, sport))
      .orderBy(asc(timeslots.startTime), asc(timeslots.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: countAll }).from(timeslots).where(eq(timeslots.sport, sport)),
  ]);
  return { data: rows.map(presentAdminTimeslot), meta: pageMeta(query, total?.n ?? 0) };
}

const columns = (input: TimeslotInput) => ({
  startTime: input.start,
  endTime: input.end,
  priceMember: input.price_member,
  priceGuest: input.price_guest,
  weekendPriceMember: input.weekend_price_member,
  weekendPriceGuest: input.weekend_price_guest,
});

/**
 * Active slots of a sport never overlap (a grid row is one stretch of time). Checked under
 * the sport's timeslot lock, so two administrators cannot add overlapping slots at once.
 */
async function refuseOverlap(tx: Db, sport: Sport, slot: { start: string; end: string }, self?: number) {
  await lockSportScope(tx, "timeslots", sport);
  const conditions = [
    eq(timeslots.sport, sport),
    eq(timeslots.active, true),
    lt(timeslots.startTime, slot.end),
    gt(timeslots.endTime, slot.start),
  ];
  if (self !== undefined) conditions.push(ne(timeslots.id, self));
  const [other] = await tx
    .select()
    .from(timeslots)
    .where(and(...conditions))
    .limit(1);
  if (other) {
    const { start, end } = presentAdminTimeslot(other);
    throw invalidField("start", worded(adminCatalogWords, "admin-catalog.timeslotOverlap", { sport, start, end }), {
      code: "timeslot_overlap",
      params: { sport, timeslot_id: other.id, start, end },
    });
  }
}

async function lockedTimeslot(tx: Db, sport: Sport, id: number): Promise<TimeslotRow> {
  const [row] = await tx
    .select()
    .from(timeslots)
    .where(and(eq(timeslots.id, id), eq(timeslots.sport, sport)))
    .for("update");
  if (!row) throw notFound(worded(adminCatalogWords, "admin-catalog.timeslotNotFound"));
  return row;
}

export async function createTimeslot(db: Db, actor: string, sport: Sport, input: TimeslotInput): Promise<AdminTimeslot> {
  return db.transaction(async (tx) => {
    const active = input.active ?? true;
    if (active) await refuseOverlap(tx, sport, input);
    const [row] = await tx
      .insert(timeslots)
      .values({ sport, ...columns(input), active })
      .returning();
    const after = presentAdminTimeslot(row as TimeslotRow);
    await recordAudit(tx, { actorAdminId: actor, action: "timeslot.create", entity: "timeslot", entityId: after.id, after });
    return after;
  });
}

/**
 * Prices change freely (orders keep the price they were sold at). Times cannot change while
 * the slot has bookings still to be played: those bookings would no longer match their row.
 */
export async function updateTimeslot(
  db: Db,
  actor: string,
  sport: Sport,
  id: number,
  input: TimeslotInput,
  now: Date,
): Promise<AdminTimeslot> {
  return db.transaction(async (tx) => {
    const before = presentAdminTimeslot(await lockedTimeslot(tx, sport, id));
    const active = input.active ?? before.active;
    if (active) await refuseOverlap(tx, sport, input, id);
    if (input.start !== before.start || input.end !== before.end) {
      const [upcoming] = await tx
        .select({ n: countAll })
        .from(bookings)
        .where(
          and(
            eq(bookings.timeslotId, id),
            eq(bookings.active, true),
            sql`upper(${bookings.during}) > ${now.toISOString()}::timestamptz`,
          ),
        );
      const n = upcoming?.n ?? 0;
      if (n > 0) {
        throw new HttpError(
          409,
          worded(adminCatalogWords, "admin-catalog.timeslotHasBookings", { count: n }),
          undefined,
          undefined,
          { code: "timeslot_has_bookings", params: { upcoming_bookings: n } },
        );
      }
    }
    const [row] = await tx
      .update(timeslots)
      .set({ ...columns(input), active })
      .where(eq(timeslots.id, id))
      .returning();
    const after = presentAdminTimeslot(row as TimeslotRow);
    await recordAudit(tx, { actorAdminId: actor, action: "timeslot.update", entity: "timeslot", entityId: id, before, after });
    return after;
  });
}

/** Referenced by bookings, so never deleted: it leaves the grid; its bookings stay. */
export async function deactivateTimeslot(db: Db, actor: string, sport: Sport, id: number): Promise<AdminTimeslot> {
  return db.transaction(async (tx) => {
    const before = presentAdminTimeslot(await lockedTimeslot(tx, sport, id));
    if (!before.active) return before;
    const [row] = await tx.update(timeslots).set({ active: false }).where(eq(timeslots.id, id)).returning();
    const after = presentAdminTimeslot(row as TimeslotRow);
    await recordAudit(tx, {
      actorAdminId: actor,
      action: "timeslot.deactivate",
      entity: "timeslot",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
