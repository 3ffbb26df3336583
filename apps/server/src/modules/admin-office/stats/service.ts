import type { AdminStats, Sport, StatsQuery } from "@courtside/contract";
import { and, asc, between, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { bookings, courts, orders, timeslots } from "../../../db/schema.ts";
import type { AppDeps } from "../../../deps.ts";
import { addDays, dayInstants, horizonDates, overlaps, slotInstants } from "../../../facility-time.ts";
import { type Closure, closuresDuring } from "../../schedule/occupancy.ts";
import { hourShares, UsageTally, usageOf } from "./usage.ts";

type PaidBooking = { courtId: number; timeslotId: number; date: string };
type PaidOrder = { date: string; total: number; child: boolean };

/**
 * The dashboard's figures (the rule is spelled out in the contract's STATS_DESCRIPTION):
 * utilisation from the cells on offer and the paid bookings, revenue from paid orders by
 * booking date. Five reads whatever the range; the rest is arithmetic.
 */
export async function salesAndUsage(deps: AppDeps, sport: Sport, { from, to }: StatsQuery): Promise<AdminStats> {
  const { db } = deps.database;
  const zone = deps.config.timezone;
  const dates = horizonDates({ first: from, last: to });
  // A slot running past midnight on the last date reaches into the next day.
  const span = { start: dayInstants(from, zone).start, end: dayInstants(addDays(to, 1), zone).end };
  const [courtRows, slotRows, closures, booked, paidOrders] = await Promise.all([
    db.select().from(courts).where(eq(courts.sport, sport)).orderBy(asc(courts.sortOrder), asc(courts.id)),
    db.select().from(timeslots).where(eq(timeslots.sport, sport)).orderBy(asc(timeslots.startTime), asc(timeslots.id)),
    closuresDuring(db, sport, span),
    paidBookings(db, sport, from, to),
    paidOrdersByBookingDate(db, sport, from, to),
  ]);

  const slots = new Map(slotRows.map((s) => [s.id, { ...s, shares: hourShares(s.startTime, s.endTime) }]));
  const bookedCells = new Set(booked.map(cellKey));
  const tally = new UsageTally();

  const activeSlots = slotRows.filter((s) => s.active);
  for (const court of courtRows.filter((c) => c.active)) {
    const closing = closures.filter((c) => c.courtId === null || c.courtId === court.id);
    for (const date of dates) {
      for (const slot of activeSlots) {
        const isBooked = bookedCells.delete(cellKey({ courtId: court.id, timeslotId: slot.id, date }));
        if (!isBooked && isClosed(closing, date, slot.startTime, slot.endTime, zone)) continue;
        tally.add(date, court.id, slots.get(slot.id)?.shares ?? [], isBooked);
      }
    }
  }
  // Paid bookings outside today's grid (a court or slot since taken out of use) still count, as booked and on offer.
  for (const b of booked) {
    if (!bookedCells.delete(cellKey(b))) continue;
    tally.add(b.date, b.courtId, slots.get(b.timeslotId)?.shares ?? [], true);
  }

  const revenueByDay = new Map(dates.map((d) => [d, { date: d, revenue: 0, orders: 0, bookings: 0 }]));
  for (const o of paidOrders) {
    const day = revenueByDay.get(o.date);
    if (!day) continue;
    day.revenue += o.total;
    if (!o.child) day.orders += 1;
  }
  for (const b of booked) {
    const day = revenueByDay.get(b.date);
    if (day) day.bookings += 1;
  }
  const days = [...revenueByDay.values()];

  return {
    sport,
    from,
    to,
    currency: deps.config.currency,
    totals: {
      ...usageOf(tally.total),
      revenue: days.reduce((sum, d) => sum + d.revenue, 0),
      orders: days.reduce((sum, d) => sum + d.orders, 0),
      bookings: days.reduce((sum, d) => sum + d.bookings, 0),
    },
    by_weekday_hour: tally.weekdayHours(),
    by_court: courtRows
      .filter((c) => c.active || tally.byCourt.has(c.id))
      .map((c) => ({ court_id: c.id, court_name: c.name, active: c.active, ...usageOf(tally.byCourt.get(c.id)) })),
    revenue_by_day: days,
  };
}

const cellKey = (b: PaidBooking) => `${b.date}|${b.courtId}|${b.timeslotId}`;

/** The grid's rule: a closure overlapping any part of the slot closes the cell. */
function isClosed(closing: Closure[], date: string, start: string, end: string, zone: string): boolean {
  if (closing.length === 0) return false;
  const during = slotInstants(date, start, end, zone);
  return closing.some((c) => overlaps(c, during));
}

function paidBookings(db: Db, sport: Sport, from: string, to: string): Promise<PaidBooking[]> {
  return db
    .select({ courtId: bookings.courtId, timeslotId: bookings.timeslotId, date: bookings.date })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(
      and(eq(bookings.sport, sport), eq(bookings.active, true), eq(orders.status, "paid"), between(bookings.date, from, to)),
    );
}

/** Paid orders with their booking's date (an extra add-on order takes its parent's) and what they keep after part refunds. */
function paidOrdersByBookingDate(db: Db, sport: Sport, from: string, to: string): Promise<PaidOrder[]> {
  // Spelled out with table names: drizzle drops the qualifiers inside a select list, and "id" would be the booking's.
  const bookingDate = sql<string>`(select to_char(min(b.date), 'YYYY-MM-DD') from bookings b where b.order_id = coalesce(orders.parent_order_id, orders.id))`;
  // A paid order refunded in part (staff's part refunds, a move to a cheaper slot) keeps only the rest.
  const kept = sql<number>`(orders.total - coalesce((select sum(p.amount) from payments p where p.order_id = orders.id and p.kind = 'refund'), 0))::int`;
  return db
    .select({ date: bookingDate, total: kept, child: sql<boolean>`orders.parent_order_id is not null` })
    .from(orders)
    .where(and(eq(orders.sport, sport), eq(orders.status, "paid"), sql`${bookingDate} between ${from} and ${to}`));
}
