import type { Order } from "@courtside/contract";
import { hhmm } from "../../facility-time.ts";
import type { PaymentProvider } from "../payments/provider.ts";
import type { OrderDetails, OrderRow } from "./order-queries.ts";

export type PresentOptions = {
  provider: PaymentProvider;
  /** The order's access key, known to the server (derived) for anyone allowed to see the order. */
  accessKey: string;
  /** Guests need the key to reopen their order; members open it with their token. */
  revealKey: boolean;
};

/** The only shape in which an order leaves the server. */
export function presentOrder(row: OrderRow, details: OrderDetails | undefined, options: PresentOptions): Order {
  const order: Order = {
    order_id: row.id,
    inv: row.inv,
    status: row.status,
    sport: row.sport,
    date: details?.date ?? "",
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
    paymentlink: row.paymentlink ? options.provider.linkFor(row.paymentlink, options.accessKey) : null,
    hold_expires_at: row.holdExpiresAt?.toISOString() ?? null,
  };
  if (options.revealKey) order.access_key = options.accessKey;
  return order;
}
