import type { Sport } from "@courtside/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import { bookings, closures, courts, orders } from "../../db/schema.ts";
import { type Instants, toRange } from "../../facility-time.ts";

/** A court taken for a stretch of time: held by a pending order, or booked by a paid one. */
export type Occupation = Instants & {
  courtId: number;
  courtName: string;
  state: "held" | "booked";
  /** When a hold lapses (the court is free from then on); null for a booking. */
  holdExpiresAt: Date | null;
};
export type Closure = Instants & { courtId: number | null; reason: string };

const epochMs = (expr: ReturnType<typeof sql>) => sql<number>`extract(epoch from ${expr}) * 1000`.mapWith(Number);

/**
 * Active bookings of the sport overlapping a range, in one query. A pending order whose
 * hold has lapsed counts as free: the sweeper is about to release it.
 */
export async function occupationsDuring(db: Db, sport: Sport, range: Instants, now: Date): Promise<Occupation[]> {
  const rows = await db
    .select({
      courtId: bookings.courtId,
      courtName: courts.name,
      start: epochMs(sql`lower(${bookings.during})`),
      end: epochMs(sql`upper(${bookings.during})`),
      status: orders.status,
      holdExpiresAt: orders.holdExpiresAt,
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(and(eq(bookings.sport, sport), eq(bookings.active, true), sql`${bookings.during} && ${toRange(range)}::tstzrange`));
  const taken: Occupation[] = [];
  for (const row of rows) {
    const occupation = occupationOf(row, now);
    if (occupation) taken.push({ ...occupation, courtName: row.courtName });
  }
  return taken;
}

type BookingRow = { courtId: number; start: number; end: number; status: string; holdExpiresAt: Date | null };

/** What an active booking row means now; null when it takes nothing (its order is settled otherwise, or its hold lapsed). */
function occupationOf(row: BookingRow, now: Date): Omit<Occupation, "courtName"> | null {
  // A pending order without a hold expiry is a desk booking paid later: booked until paid or cancelled.
  const keeps = row.status === "pending" && row.holdExpiresAt === null;
  const held = row.status === "pending" && row.holdExpiresAt !== null && row.holdExpiresAt > now;
  if (row.status !== "paid" && !held && !keeps) return null;
  return {
    courtId: row.courtId,
    start: new Date(row.start),
    end: new Date(row.end),
    state: row.status === "paid" || keeps ? "booked" : "held",
    holdExpiresAt: row.status === "paid" || keeps ? null : row.holdExpiresAt,
  };
}

/** One day's occupancy: what is taken (held or booked) and what is closed. */
export type DayOccupancy = { taken: Omit<Occupation, "courtName">[]; closed: Omit<Closure, "reason">[] };

type OccupancyRow = {
  closure: boolean;
  court_id: number | null;
  start_ms: number;
  end_ms: number;
  status: string | null;
  hold_ms: number | null;
};

/**
 * Bookings and closures of the sport overlapping `range` (one facility day's slots) in one
 * statement: the cold day grid's only query. Bookings are narrowed by their date first
 * (the sport+date index), a slot past midnight reaching at most into the next day.
 */
export async function dayOccupancy(db: Db, sport: Sport, date: string, range: Instants, now: Date): Promise<DayOccupancy> {
  const during = toRange(range);
  const ms = (expr: string) => sql.raw(`(extract(epoch from ${expr}) * 1000)::float8`);
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await db.execute(sql`
    select false as closure, b.court_id, ${ms("lower(b.during)")} as start_ms, ${ms("upper(b.during)")} as end_ms,
           o.status, ${ms("o.hold_expires_at")} as hold_ms
      from bookings b join orders o on o.id = b.order_id
     where b.sport = ${sport} and b.active and b.date between ${date}::date - 1 and ${date}::date + 1
       and b.during && ${during}::tstzrange
    union all
    select true, c.court_id, ${ms("lower(c.during)")}, ${ms("upper(c.during)")}, null, null
      from closures c
     where c.sport = ${sport} and c.during && ${during}::tstzrange`)) as unknown as { rows: OccupancyRow[] };
  const day: DayOccupancy = { taken: [], closed: [] };
  for (const row of result.rows) {
    if (row.closure) {
      day.closed.push({ courtId: row.court_id, start: new Date(row.start_ms), end: new Date(row.end_ms) });
      continue;
    }
    const holdExpiresAt = row.hold_ms === null ? null : new Date(row.hold_ms);
    const booking = { courtId: row.court_id ?? 0, start: row.start_ms, end: row.end_ms, status: row.status ?? "", holdExpiresAt };
    const occupation = occupationOf(booking, now);
    if (occupation) day.taken.push(occupation);
  }
  return day;
}

const closuresOverlapping = preparedPer((db) =>
  db
    .select({
      courtId: closures.courtId,
      reason: closures.reason,
      start: epochMs(sql`lower(${closures.during})`),
      end: epochMs(sql`upper(${closures.during})`),
    })
    .from(closures)
    .where(and(eq(closures.sport, sql.placeholder("sport")), sql`${closures.during} && ${sql.placeholder("range")}::tstzrange`))
    .prepare("closures_overlapping"),
);

/** Closures of the sport overlapping a range, in one query; courtId null closes every court. */
export async function closuresDuring(db: Db, sport: Sport, range: Instants): Promise<Closure[]> {
  const rows = await closuresOverlapping(db).execute({ sport, range: toRange(range) });
  return rows.map((row) => ({ courtId: row.courtId, reason: row.reason, start: new Date(row.start), end: new Date(row.end) }));
}
