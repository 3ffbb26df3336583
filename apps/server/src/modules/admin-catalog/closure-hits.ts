import { CLOSURE_HIT_CODE, CLOSURE_HIT_FIELD, type ClosureHitOrder, formatSlot, type Sport } from "@courtside/contract";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, courts, orderLines, orders, timeslots } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm, type Instants, toRange } from "../../facility-time.ts";
import { HttpError, type Wording, worded } from "../../http/http-error.ts";
import { billingOf, customerTypeOf } from "../admin-bookings/presenter.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { unrefundedCharges } from "../payments/refunds.ts";
import { adminCatalogWords } from "./i18n.ts";

/** A booking in a closure's way: its order, court and slot, and a line naming it for staff (in their language). */
export type BookingHit = {
  orderId: string;
  bookingId: number;
  court: { id: number; name: string };
  date: string;
  start: string;
  end: string;
  line: Wording;
};

/** How the booking holds its court: paid, booked at the desk (no hold running) or held unpaid. */
function holdingOf(status: string, holdExpiresAt: Date | null): "paid" | "desk" | "held" {
  if (status === "paid") return "paid";
  return holdExpiresAt === null ? "desk" : "held";
}

/** "T-0001 · Court 1 · Wed 25 Nov 2026, 20:00–21:00 · paid", worded for staff. */
function hitLine(inv: string, court: string, date: string, start: string, end: string, holding: string): Wording {
  return worded(adminCatalogWords, "admin-catalog.hitLine", (locale) => ({
    inv,
    court,
    when: formatSlot(date, start, end, locale),
    holding,
  }));
}

/** Every active booking a closure of `courtId` (null: every court) over `range` would hit, soonest first. */
export async function bookingsHit(db: Db, sport: Sport, courtId: number | null, range: Instants): Promise<BookingHit[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      inv: orders.inv,
      status: orders.status,
      holdExpiresAt: orders.holdExpiresAt,
      bookingId: bookings.id,
      courtId: courts.id,
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
    bookingId: r.bookingId,
    court: { id: r.courtId, name: r.court },
    date: r.date,
    start: hhmm(r.start),
    end: hhmm(r.end),
    line: hitLine(r.inv, r.court, r.date, hhmm(r.start), hhmm(r.end), holdingOf(r.status, r.holdExpiresAt)),
  }));
}

/** 409 naming each booking in the way, with its order (params.order_ids, line for line) so staff can open and move it. */
export function closureHitsBookings(hits: BookingHit[]): HttpError {
  const message = worded(adminCatalogWords, "admin-catalog.closureHitsBookings", { count: hits.length });
  return new HttpError(409, message, { [CLOSURE_HIT_FIELD]: hits.map((h) => h.line) }, undefined, {
    code: CLOSURE_HIT_CODE,
    params: { order_ids: hits.map((h) => h.orderId) },
  });
}

/** What closing one hit order does: the whole order cancelled, or only its hit courts refunded and freed. */
export type HitPlan = {
  order: OrderRow;
  hits: BookingHit[];
  outcome: ClosureHitOrder["outcome"];
  refund: number;
  /** refund_courts: the hit courts' lines not refunded yet (refunded in full, capped at what is left). */
  lineIds: number[];
};

/**
 * Plans each hit order (read under its row lock when closing, without locks for a preview).
 * An order whose every held court is hit is cancelled with its extras, as staff cancelling it
 * would; one that keeps courts outside the span only loses the hit ones (their lines refunded,
 * the courts freed) and the rest of the booking stands. An unpaid order is cancelled whole.
 */
export async function planHitOrder(tx: Db, order: OrderRow, hits: BookingHit[]): Promise<HitPlan> {
  const held = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.orderId, order.id), eq(bookings.active, true)));
  const whole = order.status !== "paid" || held.every((b) => hits.some((h) => h.bookingId === b.id));
  if (whole) {
    const paidFamily = await tx
      .select()
      .from(orders)
      .where(and(or(eq(orders.id, order.id), eq(orders.parentOrderId, order.id)), eq(orders.status, "paid")));
    let refund = 0;
    for (const o of paidFamily) refund += (await unrefundedCharges(tx, o.id)).reduce((sum, c) => sum + Math.max(0, c.left), 0);
    return { order, hits, outcome: "cancel_order", refund, lineIds: [] };
  }
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, "court"), isNull(orderLines.refundedAt)));
  const hitLines = lines.filter((l) => hits.some((h) => h.court.id === l.courtId && h.date === l.date));
  const left = (await unrefundedCharges(tx, order.id)).reduce((sum, c) => sum + Math.max(0, c.left), 0);
  const refund = Math.min(
    left,
    hitLines.reduce((sum, l) => sum + l.amount, 0),
  );
  return { order, hits, outcome: "refund_courts", refund, lineIds: hitLines.map((l) => l.id) };
}

/** The hit orders, each once, in id order (the order their row locks are taken in). */
export async function hitOrders(tx: Db, hits: BookingHit[], lock: boolean): Promise<OrderRow[]> {
  const ids = [...new Set(hits.map((h) => h.orderId))];
  if (ids.length === 0) return [];
  const query = tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id));
  return lock ? query.for("update") : query;
}

/** A plan as staff read it in the preview. */
export function presentHitPlan(plan: HitPlan): ClosureHitOrder {
  const billing = billingOf(plan.order);
  return {
    order_id: plan.order.id,
    inv: plan.order.inv,
    status: plan.order.status,
    customer: { name: billing.name ?? "", email: billing.email ?? "" },
    customer_type: customerTypeOf(plan.order),
    bookings: plan.hits.map((h) => ({ booking_id: h.bookingId, court: h.court, date: h.date, start: h.start, end: h.end })),
    outcome: plan.outcome,
    refund: plan.refund,
    credit_possible: plan.order.memberId !== null,
  };
}

/** Plans every hit order for a preview, reading without locks. */
export async function previewHits(deps: AppDeps, hits: BookingHit[]) {
  const { db } = deps.database;
  const plans: HitPlan[] = [];
  for (const order of await hitOrders(db, hits, false))
    plans.push(
      await planHitOrder(
        db,
        order,
        hits.filter((h) => h.orderId === order.id),
      ),
    );
  // Soonest booking first, as the 409 lists them.
  const first = (plan: HitPlan) => hits.findIndex((h) => h.orderId === plan.order.id);
  plans.sort((a, b) => first(a) - first(b));
  return {
    orders: plans.map(presentHitPlan),
    booking_count: hits.length,
    refund_total: plans.reduce((sum, p) => sum + p.refund, 0),
    currency: deps.config.currency,
  };
}
