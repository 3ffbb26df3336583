import type { AdminBookingSort, AdminBookingsFilter, Sport } from "@courtside/contract";
import { and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { bookings, courts, orders, timeslots } from "../../db/schema.ts";

/** One order as the list query reads it: the row, its slot (its parent's, for extras) and courts. */
export type ListedOrder = Awaited<ReturnType<typeof listQuery>>[number];

const parent = alias(orders, "parent");

/** `%`, `_` and `\` in a search are literal text, not LIKE wildcards (`\` is PostgreSQL's default escape). */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Each order's booked slot, one row per order that holds bookings of the sport in the date
 * range: the date, the timeslot and the courts (as JSON, in the grid's court order).
 */
function bookedSlots(db: Db, sport: Sport, filter: AdminBookingsFilter) {
  const conditions: SQL[] = [eq(bookings.sport, sport)];
  if (filter.from) conditions.push(gte(bookings.date, filter.from));
  if (filter.to) conditions.push(lte(bookings.date, filter.to));
  return db
    .select({
      orderId: bookings.orderId,
      date: sql<string>`min(${bookings.date})`.as("booked_date"),
      timeslotId: sql<number>`min(${bookings.timeslotId})`.as("booked_timeslot_id"),
      courts: sql<
        { id: number; name: string }[]
      >`json_agg(json_build_object('id', ${courts.id}, 'name', ${courts.name}) order by ${courts.sortOrder}, ${courts.id})`.as(
        "booked_courts",
      ),
    })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(and(...conditions))
    .groupBy(bookings.orderId)
    .as("booked");
}

function conditionsOf(filter: AdminBookingsFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status === "refund_due") conditions.push(eq(orders.refundDue, true));
  else if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(orders.inv, pattern),
        sql`${orders.billing}->>'name' ilike ${pattern}`,
        sql`${orders.billing}->>'email' ilike ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

function orderingOf(sort: AdminBookingSort, booked: ReturnType<typeof bookedSlots>): SQL[] {
  const when = [asc(booked.date), asc(timeslots.startTime)];
  switch (sort) {
    case "created_asc":
      return [asc(orders.createdAt), asc(orders.inv)];
    case "date_asc":
      return [...when, asc(orders.createdAt), asc(orders.inv)];
    case "date_desc":
      return [desc(booked.date), desc(timeslots.startTime), desc(orders.createdAt), desc(orders.inv)];
    case "total_desc":
      return [desc(orders.total), desc(orders.createdAt), desc(orders.inv)];
    case "total_asc":
      return [asc(orders.total), desc(orders.createdAt), desc(orders.inv)];
    default:
      return [desc(orders.createdAt), desc(orders.inv)];
  }
}

/**
 * Orders of the sport matching the filters, sorted: bookings and extra add-on orders alike
 * (an extras order takes its parent's date, slot and courts). `page` limits the read;
 * without it every matching order comes back (the CSV export).
 */
function listQuery(db: Db, sport: Sport, filter: AdminBookingsFilter, page?: { limit: number; offset: number }) {
  const booked = bookedSlots(db, sport, filter);
  const query = db
    .select({
      order: orders,
      parentInv: parent.inv,
      // What was returned of it so far (whole and part refunds), for the list and the CSV.
      refunded:
        sql<number>`(select coalesce(sum(p.amount), 0) from payments p where p.order_id = ${orders.id} and p.kind = 'refund')::int`.mapWith(
          Number,
        ),
      date: booked.date,
      courts: booked.courts,
      slot: { id: timeslots.id, startTime: timeslots.startTime, endTime: timeslots.endTime },
    })
    .from(orders)
    .innerJoin(booked, eq(booked.orderId, sql`coalesce(${orders.parentOrderId}, ${orders.id})`))
    .innerJoin(timeslots, eq(timeslots.id, booked.timeslotId))
    .leftJoin(parent, eq(parent.id, orders.parentOrderId))
    .where(and(eq(orders.sport, sport), conditionsOf(filter)))
    .orderBy(...orderingOf(filter.sort, booked));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function listOrders(
  db: Db,
  sport: Sport,
  filter: AdminBookingsFilter,
  page?: { limit: number; offset: number },
): Promise<ListedOrder[]> {
  return listQuery(db, sport, filter, page);
}

export async function countOrders(db: Db, sport: Sport, filter: AdminBookingsFilter): Promise<number> {
  const booked = bookedSlots(db, sport, filter);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(booked, eq(booked.orderId, sql`coalesce(${orders.parentOrderId}, ${orders.id})`))
    .where(and(eq(orders.sport, sport), conditionsOf(filter)));
  return row?.n ?? 0;
}
