import type { Sport } from "@courtside/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
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
    // A pending order without a hold expiry is a desk booking paid later: booked until paid or cancelled.
    const keeps = row.status === "pending" && row.holdExpiresAt === null;
    const held = row.status === "pending" && row.holdExpiresAt !== null && row.holdExpiresAt > now;
    if (row.status !== "paid" && !held && !keeps) continue;
    taken.push({
      courtId: row.courtId,
      courtName: row.courtName,
      start: new Date(row.start),
      end: new Date(row.end),
      state: row.status === "paid" || keeps ? "booked" : "held",
      holdExpiresAt: row.status === "paid" || keeps ? null : row.holdExpiresAt,
    });
  }
  return taken;
}

/** Closures of the sport overlapping a range, in one query; courtId null closes every court. */
export async function closuresDuring(db: Db, sport: Sport, range: Instants): Promise<Closure[]> {
  const rows = await db
    .select({
      courtId: closures.courtId,
      reason: closures.reason,
      start: epochMs(sql`lower(${closures.during})`),
      end: epochMs(sql`upper(${closures.during})`),
    })
    .from(closures)
    .where(and(eq(closures.sport, sport), sql`${closures.during} && ${toRange(range)}::tstzrange`));
  return rows.map((row) => ({ courtId: row.courtId, reason: row.reason, start: new Date(row.start), end: new Date(row.end) }));
}
