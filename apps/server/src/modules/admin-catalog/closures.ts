import type { AdminClosure, AdminClosureList, ClosureInput, ClosurePreview, Sport } from "@courtside/contract";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isExclusionViolation, sqlState } from "../../db/errors.ts";
import { closures, courts } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityInstant, type Instants, toRange } from "../../facility-time.ts";
import { HttpError, invalidField, notFound, worded } from "../../http/http-error.ts";
import { countAll, offsetOf, type PageRequest, pageMeta } from "../../http/paging.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { expireLapsedHolds } from "../payments/hold-expiry.ts";
import { bookingsHit, closureHitsBookings, previewHits } from "./closure-hits.ts";
import { type ClosedOrder, closeHitOrders, mailClosedOrders } from "./closure-refunds.ts";
import { adminCatalogWords } from "./i18n.ts";

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

/** Facility-local start and end as instants; refuses a span that is empty or already over. */
function closureRange(input: ClosureInput, zone: string, now: Date): Instants {
  const range = {
    start: facilityInstant(input.start_date, input.start_time, zone),
    end: facilityInstant(input.end_date, input.end_time, zone),
  };
  if (range.end <= range.start)
    throw invalidField("end_time", worded(adminCatalogWords, "admin-catalog.closureEndsBeforeStart"), {
      code: "closure_ends_before_start",
    });
  if (range.end <= now)
    throw invalidField("end_date", worded(adminCatalogWords, "admin-catalog.closureAlreadyOver"), {
      code: "closure_already_over",
    });
  return range;
}

/** 422 unless the court is one of the sport's (null: every court). */
async function assertCourtOfSport(db: Db, sport: Sport, courtId: number | null) {
  if (courtId === null) return;
  const [court] = await db
    .select({ id: courts.id })
    .from(courts)
    .where(and(eq(courts.id, courtId), eq(courts.sport, sport)));
  if (!court)
    throw invalidField("court_id", worded(adminCatalogWords, "admin-catalog.closureCourtOfSport", { sport }), {
      code: "court_not_of_sport",
      params: { sport, court_id: courtId },
    });
}

/**
 * What a closure would hit now, order by order, with what closing it would refund. Nothing
 * is written or locked: the closure itself plans again under its lock.
 */
export async function previewClosure(deps: AppDeps, sport: Sport, input: ClosureInput): Promise<ClosurePreview> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const range = closureRange(input, deps.config.timezone, now);
  await assertCourtOfSport(db, sport, input.court_id);
  await expireLapsedHolds(db, now);
  return previewHits(deps, await bookingsHit(db, sport, input.court_id, range));
}

/**
 * Closes one court (or every court of the sport) for a span. With `hit_bookings: "refuse"`
 * (the default) it is refused with 409, writing nothing, while active bookings (paid, or
 * held by a running hold) fall inside it; otherwise the hit orders are closed first
 * (closure-refunds.ts) in the same transaction, so either the closure and every refund and
 * cancellation are written, or none. It all runs under the sport's closure lock, which every
 * booking write shares (migration 0003), so a booking committed at the same moment is either
 * seen here (and closed with the rest) or refused itself. Mails go out after commit.
 */
export async function createClosure(deps: AppDeps, actor: string, sport: Sport, input: ClosureInput): Promise<AdminClosure> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const zone = deps.config.timezone;
  const range = closureRange(input, zone, now);
  await assertCourtOfSport(db, sport, input.court_id);
  // Lapsed holds are released first, so only bookings that still count can stand in the way.
  await expireLapsedHolds(db, now);
  const choice = input.hit_bookings;
  try {
    const { after, closed } = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(courtside_closure_lock_key(${sport}))`);
      const hits = await bookingsHit(tx, sport, input.court_id, range);
      let closed: ClosedOrder[] = [];
      if (hits.length > 0 && choice === "refuse") throw closureHitsBookings(hits);
      if (hits.length > 0 && choice !== "refuse")
        closed = await closeHitOrders(deps, tx, { adminId: actor }, hits, choice, input.reason);
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
      const orders = closed.map((c) => ({ inv: c.inv, outcome: c.kind, refund: c.refund }));
      await recordAudit(tx, {
        actorAdminId: actor,
        action: "closure.create",
        entity: "closure",
        entityId: after.id,
        after: closed.length > 0 ? { ...after, hit_bookings: choice, orders } : after,
      });
      return { after, closed };
    });
    mailClosedOrders(deps, closed, input.reason);
    return after;
  } catch (err) {
    // The database's own guard (the closures trigger) said no: answer the same way.
    if (isExclusionViolation(err)) throw closureHitsBookings(await bookingsHit(db, sport, input.court_id, range));
    if (sqlState(err) === "40P01")
      throw new HttpError(409, worded(adminCatalogWords, "admin-catalog.closureOrdersBusy"), undefined, undefined, {
        code: "closure_orders_busy",
      });
    throw err;
  }
}

/** Reopens what the closure closed. */
export async function deleteClosure(deps: AppDeps, actor: string, sport: Sport, id: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [row] = await selectClosures(tx).where(and(eq(closures.id, id), eq(closures.sport, sport)));
    if (!row) throw notFound(worded(adminCatalogWords, "admin-catalog.closureNotFound"));
    await tx.delete(closures).where(eq(closures.id, id));
    const before = presentAdminClosure(toRead(row), deps.config.timezone);
    await recordAudit(tx, { actorAdminId: actor, action: "closure.delete", entity: "closure", entityId: id, before });
  });
}
