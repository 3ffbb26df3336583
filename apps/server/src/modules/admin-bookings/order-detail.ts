import type { AdminOrderDetail, AuditEntry } from "@courtside/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import { administrators, auditLog, bookings, courts, members, orders, payments, timeslots } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm, slotInstants } from "../../facility-time.ts";
import { notFound } from "../../http/http-error.ts";
import { auditBookings, presentAuditEntry } from "../audit/present-audit.ts";
import { guestCustomerId } from "../customers/customer-key.ts";
import { noShowRefusal } from "../customers/no-show.ts";
import { normalisedEmail } from "../orders/hold-limits.ts";
import { linesOfOrders, type OrderRow } from "../orders/order-queries.ts";
import { orderMoney } from "../payments/order-money.ts";
import { orderPlayers } from "../players/booking-reads.ts";
import { allowedActions } from "./order-rules.ts";
import { billingOf, channelOf, customerTypeOf } from "./presenter.ts";

const orderById = preparedPer((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder("id")))
    .prepare("admin_order_by_id"),
);

export async function findOrderById(db: Db, orderId: string): Promise<OrderRow> {
  const [row] = await orderById(db).execute({ id: orderId });
  if (!row) throw notFound();
  return row;
}

const person = (row: { id: string; name: string; email: string } | null | undefined) =>
  row ? { id: row.id, name: row.name, email: row.email } : null;

const param = (name: string) => sql.placeholder(name);

/** The order detail's reads, built once (the back office asks for it after every action). */
const detailQueries = {
  booked: preparedPer((db) =>
    db
      .select({ booking: bookings, court: { id: courts.id, name: courts.name }, slot: timeslots })
      .from(bookings)
      .innerJoin(courts, eq(courts.id, bookings.courtId))
      .innerJoin(timeslots, eq(timeslots.id, bookings.timeslotId))
      .where(eq(bookings.orderId, param("orderId")))
      .orderBy(asc(courts.sortOrder), asc(courts.id), asc(bookings.id))
      .prepare("order_detail_booked"),
  ),
  paid: preparedPer((db) =>
    db
      .select()
      .from(payments)
      .where(eq(payments.orderId, param("orderId")))
      .orderBy(asc(payments.id))
      .prepare("order_detail_payments"),
  ),
  children: preparedPer((db) =>
    db
      .select()
      .from(orders)
      .where(eq(orders.parentOrderId, param("orderId")))
      .orderBy(asc(orders.createdAt), asc(orders.inv))
      .prepare("order_detail_children"),
  ),
  parentInv: preparedPer((db) =>
    db
      .select({ inv: orders.inv })
      .from(orders)
      .where(eq(orders.id, param("orderId")))
      .prepare("order_detail_parent"),
  ),
  member: preparedPer((db) =>
    db
      .select()
      .from(members)
      .where(eq(members.id, param("id")))
      .prepare("order_detail_member"),
  ),
  creator: preparedPer((db) =>
    db
      .select()
      .from(administrators)
      .where(eq(administrators.id, param("id")))
      .prepare("order_detail_creator"),
  ),
  history: preparedPer((db) =>
    db
      .select({
        entry: auditLog,
        actor: { id: administrators.id, name: administrators.name, email: administrators.email, role: administrators.role },
      })
      .from(auditLog)
      .leftJoin(administrators, eq(administrators.id, auditLog.actorAdminId))
      .where(and(eq(auditLog.entity, "order"), sql`${auditLog.entityId} = any(${param("ids")})`))
      .orderBy(asc(auditLog.id))
      .prepare("order_detail_history"),
  ),
};

/** An order with its bookings, lines, payments, extra add-on orders and audit history. */
export async function orderDetail(deps: AppDeps, order: string | OrderRow): Promise<AdminOrderDetail> {
  const { db } = deps.database;
  // The row as a command just wrote it, or read here.
  const row = typeof order === "string" ? await findOrderById(db, order) : order;
  const slotOwner = row.parentOrderId ?? row.id;
  const [lines, booked, paid, children, parent, member, creator] = await Promise.all([
    linesOfOrders(db, [row.id]),
    detailQueries.booked(db).execute({ orderId: slotOwner }),
    detailQueries.paid(db).execute({ orderId: row.id }),
    detailQueries.children(db).execute({ orderId: row.id }),
    row.parentOrderId ? detailQueries.parentInv(db).execute({ orderId: row.parentOrderId }) : [],
    row.memberId ? detailQueries.member(db).execute({ id: row.memberId }) : [],
    row.createdByAdminId ? detailQueries.creator(db).execute({ id: row.createdByAdminId }) : [],
  ]);
  const [history, players] = await Promise.all([
    orderHistory(db, [row.id, ...children.map((c) => c.id)]),
    orderPlayers(db, row.id),
  ]);
  const zone = deps.config.timezone;
  const now = deps.clock.now();
  const started = booked.some((b) => slotInstants(b.booking.date, b.slot.startTime, b.slot.endTime, zone).start <= now);
  const money = orderMoney(paid);
  // An order books one slot (an extras order shows its booking's).
  const slot = booked[0];

  return {
    order_id: row.id,
    inv: row.inv,
    sport: row.sport,
    status: row.status,
    refund_due: row.refundDue,
    parent_order_id: row.parentOrderId,
    parent_inv: parent[0]?.inv ?? null,
    series_id: row.seriesId,
    channel: channelOf(row),
    customer_type: customerTypeOf(row),
    billing: billingOf(row),
    member: person(member[0]),
    customer_id: row.memberId ?? guestCustomerId(normalisedEmail(billingOf(row).email ?? "")),
    created_by: person(creator[0]),
    date: slot?.booking.date ?? null,
    timeslot: slot ? { id: slot.slot.id, start: hhmm(slot.slot.startTime), end: hhmm(slot.slot.endTime) } : null,
    total: row.total,
    currency: row.currency,
    payment_provider: row.paymentProvider,
    hold_expires_at: row.holdExpiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    players,
    // An extras order holds no courts: it shows its booking's, as they are now.
    bookings: booked.map(({ booking, court, slot }) => ({
      id: booking.id,
      court,
      date: booking.date,
      start: hhmm(slot.startTime),
      end: hhmm(slot.endTime),
      active: booking.active,
      no_show_at: booking.noShowAt?.toISOString() ?? null,
      started: slotInstants(booking.date, slot.startTime, slot.endTime, zone).start <= now,
    })),
    lines: lines.map((line) => ({
      id: line.id,
      refunded_at: line.refundedAt?.toISOString() ?? null,
      kind: line.kind,
      description: line.description,
      qty: line.qty,
      unit_price: line.unitPrice,
      amount: line.amount,
      ...(line.kind === "multiaddon" && line.date ? { date: line.date } : {}),
    })),
    payments: paid.map((p) => ({
      id: p.id,
      kind: p.kind,
      provider: p.provider,
      provider_ref: p.providerRef,
      amount: p.amount,
      currency: p.currency,
      created_at: p.createdAt.toISOString(),
    })),
    ...money,
    children: children.map((c) => ({
      order_id: c.id,
      inv: c.inv,
      status: c.status,
      total: c.total,
      currency: c.currency,
      created_at: c.createdAt.toISOString(),
      paid_at: c.paidAt?.toISOString() ?? null,
    })),
    history,
    actions: { ...allowedActions(row, started, money.refund_left), no_show: noShowRefusal(row) === null },
  };
}

/** Audit entries about the given orders, oldest first, with the administrator who acted. */
async function orderHistory(db: Db, orderIds: string[]): Promise<AuditEntry[]> {
  const rows = await detailQueries.history(db).execute({ ids: orderIds });
  const bookings = await auditBookings(
    db,
    rows.map((r) => r.entry),
  );
  return rows.map(({ entry, actor }) => presentAuditEntry(entry, actor?.id ? actor : null, bookings));
}
