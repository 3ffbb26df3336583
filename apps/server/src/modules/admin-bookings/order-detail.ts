import type { AdminOrderDetail, AuditBooking, AuditEntry } from "@courtside/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm, slotInstants } from "../../facility-time.ts";
import { notFound } from "../../http/http-error.ts";
import { presentAuditEntry } from "../audit/present-audit.ts";
import { guestCustomerId } from "../customers/customer-key.ts";
import { noShowRefusal } from "../customers/no-show.ts";
import { normalisedEmail } from "../orders/hold-limits.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { orderMoney } from "../payments/order-money.ts";
import { type OrderDetailRead, readOrderDetail } from "./order-detail-read.ts";
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

/** An order with its bookings, lines, payments, extra add-on orders and audit history, read in one statement. */
export async function orderDetail(deps: AppDeps, orderId: string): Promise<AdminOrderDetail> {
  const read = await readOrderDetail(deps.database.db, orderId);
  if (!read) throw notFound();
  const { row, lines, booked, paid, children, players } = read;
  const history = orderHistory(read, [row, ...children]);
  const zone = deps.config.timezone;
  const now = deps.clock.now();
  const started = booked.some((b) => slotInstants(b.date, b.slot.startTime, b.slot.endTime, zone).start <= now);
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
    parent_inv: read.parentInv,
    series_id: row.seriesId,
    channel: channelOf(row),
    customer_type: customerTypeOf(row),
    billing: billingOf(row),
    member: read.member,
    customer_id: row.memberId ?? guestCustomerId(normalisedEmail(billingOf(row).email ?? "")),
    created_by: read.creator,
    date: slot?.date ?? null,
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
    bookings: booked.map(({ court, slot, ...booking }) => ({
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

/**
 * Audit entries about the order and its extras, oldest first, with the administrator who
 * acted. Each names its booking as the detail read it (an extras order shows its booking's
 * slot and courts).
 */
function orderHistory(read: NonNullable<OrderDetailRead>, about: Pick<OrderRow, "id" | "inv" | "sport">[]): AuditEntry[] {
  const slot = read.booked[0];
  const courts = [...new Map(read.booked.map((b) => [b.court.id, b.court.name])).values()];
  const bookings = new Map<string, AuditBooking>(
    about.map((o) => [
      o.id,
      {
        inv: o.inv,
        sport: o.sport,
        date: slot?.date ?? null,
        start: slot ? hhmm(slot.slot.startTime) : null,
        end: slot ? hhmm(slot.slot.endTime) : null,
        courts,
      },
    ]),
  );
  return read.history.map(({ entry, actor }) => presentAuditEntry(entry, actor, bookings));
}
