import { and, eq, gt, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, orderLines, orders } from "../../db/schema.ts";

/** Units of an add-on taken in one timeslot of one date. */
export type StockUse = { addonId: number; date: string; timeslotId: number; qty: number };
export const stockKey = (addonId: number, date: string, timeslotId: number) => `${addonId}|${date}|${timeslotId}`;

/**
 * Add-on units held or sold per (add-on, date, timeslot): lines of paid orders and of
 * pending orders whose hold still runs (or that have none: desk bookings paid later).
 * A line's slot is its order's (or, for an extra add-on order, its parent's) booked
 * timeslot; its date is the line's date.
 */
export async function stockInUse(
  db: Db,
  now: Date,
  addonIds: number[],
  dates: { from: string; to: string },
): Promise<Map<string, number>> {
  if (addonIds.length === 0) return new Map();
  const slot = sql<number>`(select ${bookings.timeslotId} from ${bookings} where ${bookings.orderId} = coalesce(${orders.parentOrderId}, ${orders.id}) limit 1)`;
  const rows = await db
    .select({ addonId: orderLines.addonId, date: orderLines.date, timeslotId: slot.mapWith(Number), qty: orderLines.qty })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(orderLines.addonId, addonIds),
        gte(orderLines.date, dates.from),
        lte(orderLines.date, dates.to),
        // A pending order without a hold expiry (a desk booking paid later) keeps its units too.
        or(
          eq(orders.status, "paid"),
          and(eq(orders.status, "pending"), or(isNull(orders.holdExpiresAt), gt(orders.holdExpiresAt, now))),
        ),
      ),
    );
  const used = new Map<string, number>();
  for (const row of rows) {
    if (row.addonId === null || row.date === null || !row.timeslotId) continue;
    const key = stockKey(row.addonId, row.date, row.timeslotId);
    used.set(key, (used.get(key) ?? 0) + row.qty);
  }
  return used;
}
