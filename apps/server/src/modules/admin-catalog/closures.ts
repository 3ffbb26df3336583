import {
  type AdminClosure,
  type AdminClosureList,
  CLOSURE_HIT_CODE,
  CLOSURE_HIT_FIELD,
  type ClosureInput,
  formatSlot,
  type Sport,
} from "@courtside/contract";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isExclusionViolation } from "../../db/errors.ts";
import { bookings, closures, courts, orders, timeslots } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityInstant, hhmm, type Instants, toRange } from "../../facility-time.ts";
import { HttpError, invalidField, notFound } from "../../http/http-error.ts";
import { countAll, offsetOf, type PageRequest, pageMeta } from "../../http/paging.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { expireLapsedHolds } from "../payments/hold-expiry.ts";

import { type ClosureRead, presentAdminClosure } from "./presenter.ts";

const epochMs = (expr: SQL) => sql<number>`extract(epoch from ${expr}) * 1000`.mapWith(Number);

/** Closures with their court's name and their range as instants. */
function selectClosures(db: Db) {
  return db
    .select({
      id: closures.id,
      courtId: closures.courtId,
      courtName: courts.name,
      start: epochMs(sql`lower(${closures.during})`),
      end: epochMs(sql`upper(${closures.during})`),
      reason: closures.reason,
      createdAt: closures.createdAt,
    })
    .from(closures)
    .leftJoin(courts, eq(courts.id, closures.courtId));
}

type ClosureRow = Omit<ClosureRead, "start" | "end"> & { start: number; end: number };

const toRead = (row: ClosureRow): ClosureRead => ({
  ...row,
  start: new Date(row.start),
  end: new Date(row.end),
});

const notOverYet = (now: Date) => sql`upper(${closures.during}) > ${now.toISOString()}::timestamptz`;

/** Closures still to come or under way, soonest first. */
export async function listClosures(deps: AppDeps, sport: Sport, query: PageRequest): Promise<AdminClosureList> {
  const { db } = deps.database;
  const where = and(eq(closures.sport, sport), notOverYet(deps.clock.now()));
  const [rows, [total]] = await Promise.all([
    selectClosures(db)
      .where(where)
      .orderBy(asc(sql`lower(${closures.during})`), asc(closures.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: countAll }).from(closures).where(where),
  ]);
  return { data: rows.map((r) => presentAdminClosure(toRead(r), deps.config.timezone)), meta: pageMeta(query, total?.n ?? 0) };
}

/** A booking in a closure's way: which order, and a line naming it (invoice, court, date, time, state). */
type BookingHit = { orderId: string; line: string };

/** How the booking holds its court, in staff's words. */
function holdingOf(status: string, holdExpiresAt: Date | null): string {
  if (status === "paid") return "paid";
  return holdExpiresAt === null ? "booked at the desk, not paid yet" : "held, not paid yet";
}

/** Every booking a closure would hit, soonest first. */
async function bookingsHit(db: Db, sport: Sport, courtId: number | null, range: Instants): Promise<BookingHit[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      inv: orders.inv,
      status: orders.status,
      holdExpiresAt: orders.holdExpiresAt,
      court: courts.name,
      date: bookings.date,
      start: timeslots.startTime,
      end: timeslots.endTime,
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(timeslots, eq(timeslots.id, bookings.timeslotId))
    .where(
      and(
        eq(bookings.sport, sport),
        eq(bookings.active, true),
        courtId === null ? undefined : eq(bookings.courtId, courtId),
        sql`${bookings.during} && ${toRange(range)}::tstzrange`,
      ),
    )
    .orderBy(asc(bookings.date), asc(timeslots.startTime), asc(courts.sortOrder), asc(courts.id));
  return rows.map((r) => ({
    orderId: r.orderId,
    line: `${r.inv} · ${r.court} · ${formatSlot(r.date, hhmm(r.start), hhmm(r.end))} · ${holdingOf(r.status, r.holdExpiresAt)}`,
  }));
}

/** 409 naming each booking in the way, with its order (params.order_ids, line for line) so staff can open and move it. */
function closureHitsBookings(hits: BookingHit[]): HttpError {
  const n = hits.length;
  const what = n === 1 ? "1 booking" : `${n} bookings`;
  const message = `This closure would hit ${what}. Move ${n === 1 ? "it" : "them"} to another court or time (or cancel ${n === 1 ? "it" : "them"}) from the order page, then add the closure again.`;
  return new HttpError(409, message, { [CLOSURE_HIT_FIELD]: hits.map((h) => h.line) }, undefined, {
    code: CLOSURE_HIT_CODE,
    params: { order_ids: hits.map((h) => h.orderId) },
  });
}

/** Facility-local start and end as instants; refuses a span that is empty or already over. */
function closureRange(input: ClosureInput, zone: string, now: Date): Instants {
  const range = {
    start: facilityInstant(input.start_date, input.start_time, zone),
    end: facilityInstant(input.end_date, input.end_time, zone),
  };
  if (range.end <= range.start) throw invalidField("end_time", "The closure must end after it starts.");
  if (range.end <= now) throw invalidField("end_date", "This span is already over; a closure must end in the future.");
  return range;
}

/**
 * Closes one court (or every court of the sport) for a span. Refused with 409, writing
 * nothing, while active bookings (paid, or held by a running hold) fall inside it. The
 * check runs under the sport's closure lock, which every booking write shares (migration
 * 0003), so a booking committed at the same moment is either seen here or refused itself.
 */
export async function createClosure(deps: AppDeps, actor: string, sport: Sport, input: ClosureInput): Promise<AdminClosure> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const zone = deps.config.timezone;
  const range = closureRange(input, zone, now);
  if (input.court_id !== null) {
    const [court] = await db
      .select({ id: courts.id })
      .from(courts)
      .where(and(eq(courts.id, input.court_id), eq(courts.sport, sport)));
    if (!court) throw invalidField("court_id", `Choose a ${sport} court, or all courts.`);
  }
  // Lapsed holds are released first, so only bookings that still count can stand in the way.
  await expireLapsedHolds(db, now);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(courtside_closure_lock_key(${sport}))`);
      const hits = await bookingsHit(tx, sport, input.court_id, range);
      if (hits.length > 0) throw closureHitsBookings(hits);
      const [inserted] = await tx
        .insert(closures)
        .values({
          sport,
          courtId: input.court_id,
          during: toRange(range),
          reason: input.reason,
          createdByAdminId: actor,
          createdAt: now,
        })
        .returning({ id: closures.id });
      const [row] = await selectClosures(tx).where(eq(closures.id, inserted?.id ?? 0));
      const after = presentAdminClosure(toRead(row as NonNullable<typeof row>), zone);
      await recordAudit(tx, { actorAdminId: actor, action: "closure.create", entity: "closure", entityId: after.id, after });
      return after;
    });
  } catch (err) {
    // The database's own guard (the closures trigger) said no: answer the same way.
    if (isExclusionViolation(err)) throw closureHitsBookings(await bookingsHit(db, sport, input.court_id, range));
    throw err;
  }
}

/** Reopens what the closure closed. */
export async function deleteClosure(deps: AppDeps, actor: string, sport: Sport, id: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [row] = await selectClosures(tx).where(and(eq(closures.id, id), eq(closures.sport, sport)));
    if (!row) throw notFound("Closure not found.");
    await tx.delete(closures).where(eq(closures.id, id));
    const before = presentAdminClosure(toRead(row), deps.config.timezone);
    await recordAudit(tx, { actorAdminId: actor, action: "closure.delete", entity: "closure", entityId: id, before });
  });
}
