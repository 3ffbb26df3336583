import type { Sport } from "@courtside/contract";
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { administrators, bookings, courts, customerNotes, orders, payments, timeslots } from "../../db/schema.ts";
import { type CustomerRef, normalisedBillingEmail } from "./customer-key.ts";

/** The customer's orders: a member's by member id, a guest's by normalised e-mail among orders without a member. */
export function ordersOf(customer: CustomerRef): SQL {
  return customer.kind === "member"
    ? eq(orders.memberId, customer.memberId)
    : (and(sql`${orders.memberId} is null`, sql`${normalisedBillingEmail} = ${customer.email}`) as SQL);
}

/** Their orders in the sports, newest first. */
export async function customerOrders(db: Db, customer: CustomerRef, sports: Sport[]) {
  return db
    .select()
    .from(orders)
    .where(and(ordersOf(customer), inArray(orders.sport, sports)))
    .orderBy(desc(orders.createdAt), desc(orders.inv));
}

/** Charges and refunds of those orders, newest first. */
export async function paymentsOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ payment: payments, inv: orders.inv })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(inArray(payments.orderId, orderIds))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** Booked courts of those orders marked no-show, latest slot first, with who marked them. */
export async function noShowsOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      bookingId: bookings.id,
      orderId: orders.id,
      inv: orders.inv,
      sport: bookings.sport,
      date: bookings.date,
      start: timeslots.startTime,
      court: courts.name,
      markedAt: bookings.noShowAt,
      markedBy: administrators.name,
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(timeslots, eq(timeslots.id, bookings.timeslotId))
    .leftJoin(administrators, eq(administrators.id, bookings.noShowBy))
    .where(and(inArray(bookings.orderId, orderIds), isNotNull(bookings.noShowAt)))
    .orderBy(desc(bookings.date), desc(timeslots.startTime), asc(bookings.id));
}

/** Staff notes about the customer, newest first, with their authors. */
export async function notesOf(db: Db, customer: CustomerRef) {
  const about =
    customer.kind === "member" ? eq(customerNotes.memberId, customer.memberId) : eq(customerNotes.guestEmail, customer.email);
  return db
    .select({ note: customerNotes, author: { id: administrators.id, name: administrators.name } })
    .from(customerNotes)
    .innerJoin(administrators, eq(administrators.id, customerNotes.authorAdminId))
    .where(about)
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
}
