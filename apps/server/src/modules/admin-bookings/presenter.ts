import type { AdminBookingRow, Billing } from "@courtside/contract";
import { hhmm } from "../../facility-time.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import type { ListedOrder } from "./booking-list.ts";

/** The order's billing contact; stored JSON, so every field is read defensively. */
export function billingOf(row: OrderRow): Partial<Billing> {
  return (row.billing ?? {}) as Partial<Billing>;
}

export const channelOf = (row: OrderRow) => (row.createdByAdminId ? "desk" : "online") as "desk" | "online";
export const customerTypeOf = (row: OrderRow) => (row.memberId ? "member" : "guest") as "member" | "guest";

/** The only shape in which a listed order leaves the server. */
export function presentBookingRow(listed: ListedOrder, players: string[] = []): AdminBookingRow {
  const { order } = listed;
  const billing = billingOf(order);
  return {
    order_id: order.id,
    inv: order.inv,
    sport: order.sport,
    status: order.status,
    refund_due: order.refundDue,
    parent_order_id: order.parentOrderId,
    parent_inv: listed.parentInv,
    kind: order.kind === "share" ? "share" : order.parentOrderId ? "extras" : "booking",
    date: listed.date,
    timeslot: { id: listed.slot.id, start: hhmm(listed.slot.startTime), end: hhmm(listed.slot.endTime) },
    courts: listed.courts,
    customer: { name: billing.name ?? "", email: billing.email ?? "", phone: billing.phone ?? null },
    customer_type: customerTypeOf(order),
    channel: channelOf(order),
    total: order.total,
    refunded: listed.refunded,
    currency: order.currency,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    players,
  };
}

/** What an audit row keeps of an order before and after a change. */
export function orderSnapshot(row: OrderRow) {
  return {
    inv: row.inv,
    status: row.status,
    refund_due: row.refundDue,
    total: row.total,
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}
