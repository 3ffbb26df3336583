import type { Order } from "@courtside/contract";
import { hhmm, slotInstants } from "../../facility-time.ts";
import type { PaymentProvider } from "../payments/provider.ts";
import type { OrderDetails, OrderRow } from "./order-queries.ts";

export type PresentOptions = {
  /** The order's provider (none for a desk order, or one no longer configured: its link shows as stored). */
  provider: PaymentProvider | undefined;
  /** The order's access key, known to the server (derived) for anyone allowed to see the order. */
  accessKey: string;
  /** Guests need the key to reopen their order; members open it with their token. */
  revealKey: boolean;
  /** With the sport's cancel_hours and the facility zone, a paid order tells when free cancellation ends. */
  cancellation?: { cancelHours: number; zone: string };
};

/** The only shape in which an order leaves the server. */
export function presentOrder(row: OrderRow, details: OrderDetails | undefined, options: PresentOptions): Order {
  const order: Order = {
    order_id: row.id,
    inv: row.inv,
    status: row.status,
    sport: row.sport,
    // An order that holds no court (a membership) answers the day it was made (UTC) as its date.
    date: details?.date ?? (row.kind === "booking" ? "" : row.createdAt.toISOString().slice(0, 10)),
    timeslot: details?.slot
      ? { id: details.slot.id, start: hhmm(details.slot.startTime), end: hhmm(details.slot.endTime) }
      : { id: 0, start: "00:00", end: "00:00" },
    courts: details?.courts ?? [],
    lines: (details?.lines ?? []).map((line) => ({
      kind: line.kind,
      description: line.description,
      qty: line.qty,
      unit_price: line.unitPrice,
      amount: line.amount,
      ...(line.kind === "multiaddon" && line.date ? { date: line.date } : {}),
    })),
    total: row.total,
    currency: row.currency,
    paymentlink: row.paymentlink ? (options.provider?.linkFor(row.paymentlink, options.accessKey) ?? row.paymentlink) : null,
    ...(row.creditApplied > 0 && { credit_applied: row.creditApplied }),
    ...(row.sharedOut > 0 && { shared_out: row.sharedOut }),
    hold_expires_at: row.holdExpiresAt?.toISOString() ?? null,
  };
  if (options.revealKey) order.access_key = options.accessKey;
  if (row.parentOrderId) order.parent_order_id = row.parentOrderId;
  if (options.cancellation) order.cancellable_until = cancellableUntil(row, details, options.cancellation);
  return order;
}

/** Free cancellation ends cancel_hours before the slot starts; only a paid order has such a deadline. */
export function cancellationDeadline(
  date: string,
  slot: { startTime: string; endTime: string },
  cancelHours: number,
  zone: string,
) {
  const start = slotInstants(date, hhmm(slot.startTime), hhmm(slot.endTime), zone).start;
  return new Date(start.getTime() - cancelHours * 3_600_000);
}

function cancellableUntil(row: OrderRow, details: OrderDetails | undefined, rule: { cancelHours: number; zone: string }) {
  if (row.status !== "paid" || !details?.date || !details.slot) return null;
  return cancellationDeadline(details.date, details.slot, rule.cancelHours, rule.zone).toISOString();
}
