import type { Sport } from "@courtside/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import { bookings, courts, orderLines, orders, timeslots } from "../../db/schema.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** What an order answer shows beyond its own row: the slot, the courts and the lines. */
export type OrderDetails = {
  date: string | null;
  slot: { id: number; startTime: string; endTime: string } | null;
  courts: { id: number; name: string }[];
  lines: OrderLineRow[];
};

export async function findOrder(db: Db, sport: Sport, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sport, sport)));
  return row;
}

const orderByKey = preparedPer((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.idempotencyKey, sql.placeholder("key")))
    .prepare("order_by_idempotency_key"),
);

export async function findOrderByIdempotencyKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const [row] = await orderByKey(db).execute({ key });
  return row;
}

const bookedOf = preparedPer((db) =>
  db
    .select({
      orderId: bookings.orderId,
      date: bookings.date,
      courtId: courts.id,
      courtName: courts.name,
      slotId: timeslots.id,
      startTime: timeslots.startTime,
      endTime: timeslots.endTime,
    })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(timeslots, eq(timeslots.id, bookings.timeslotId))
    .where(sql`${bookings.orderId} = any(${sql.placeholder("ids")})`)
    .orderBy(asc(courts.sortOrder), asc(courts.id))
    .prepare("order_details_booked"),
);

const linesOf = preparedPer((db) =>
  db
    .select()
    .from(orderLines)
    .where(sql`${orderLines.orderId} = any(${sql.placeholder("ids")})`)
    .orderBy(asc(orderLines.id))
    .prepare("order_details_lines"),
);

/** The lines of the orders named, in the order they were written. */
export function linesOfOrders(db: Db, ids: string[]): Promise<OrderLineRow[]> {
  return linesOf(db).execute({ ids });
}

/** Details of many orders in two queries (bookings with courts and slots, then lines). */
export async function orderDetails(db: Db, rows: OrderRow[]): Promise<Map<string, OrderDetails>> {
  const details = new Map<string, OrderDetails>(rows.map((r) => [r.id, { date: null, slot: null, courts: [], lines: [] }]));
  if (rows.length === 0) return details;
  // An extra add-on order (or a move's price difference) shows its parent's slot and courts;
  // one parent may have several such children.
  const slotOwner = new Map<string, string[]>();
  for (const r of rows) slotOwner.set(r.parentOrderId ?? r.id, [...(slotOwner.get(r.parentOrderId ?? r.id) ?? []), r.id]);
  const ids = rows.map((r) => r.id);
  const [booked, lines] = await Promise.all([bookedOf(db).execute({ ids: [...slotOwner.keys()] }), linesOfOrders(db, ids)]);
  for (const b of booked) {
    for (const owner of slotOwner.get(b.orderId) ?? []) {
      const d = details.get(owner);
      if (!d) continue;
      d.date = b.date;
      d.slot = { id: b.slotId, startTime: b.startTime, endTime: b.endTime };
      if (!d.courts.some((c) => c.id === b.courtId)) d.courts.push({ id: b.courtId, name: b.courtName });
    }
  }
  for (const line of lines) details.get(line.orderId)?.lines.push(line);
  return details;
}
