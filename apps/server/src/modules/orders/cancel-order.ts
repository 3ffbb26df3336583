import type { Order, Sport } from "@courtside/contract";
import { eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, orders, payments } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm } from "../../facility-time.ts";
import type { Principal } from "../../http/auth.ts";
import { conflict } from "../../http/http-error.ts";
import { bookingRules } from "../rules/service.ts";
import { findViewableOrder } from "./order-access.ts";
import { type OrderRow, orderDetails } from "./order-queries.ts";
import { presentOne } from "./present-orders.ts";
import { cancellationDeadline } from "./presenter.ts";

const refusal: Partial<Record<OrderRow["status"], string>> = {
  expired: "This order's hold expired, so there is nothing to cancel.",
  cancelled: "This order is already cancelled.",
  refunded: "This order is already cancelled and refunded.",
};

/**
 * Cancels an order for whoever may see it. A pending order is cancelled and its courts
 * freed; a paid one is refunded through the provider while free cancellation lasts
 * (cancel_hours before the start), with its extra add-on orders. Later: 409 with why.
 */
export async function cancelOrder(
  deps: AppDeps,
  sport: Sport,
  principal: Principal | null,
  orderId: string,
  key: string | undefined,
): Promise<Order> {
  const found = await findViewableOrder(deps, sport, principal, orderId, key);
  const now = deps.clock.now();
  const { cancelHours } = await bookingRules(deps.database.db, sport);
  const row = await deps.database.db.transaction(async (tx) => {
    // Lock the booking and its extras (the same order every time), so a payment or a sweep cannot interleave.
    const family = await tx
      .select()
      .from(orders)
      .where(or(eq(orders.id, found.id), eq(orders.parentOrderId, found.id)))
      .orderBy(orders.id)
      .for("update");
    const order = family.find((o) => o.id === found.id) as OrderRow;
    const why = refusal[order.status];
    if (why) throw conflict(why);
    if (order.status === "paid") await refuseOutsideWindow(tx, order, cancelHours, deps.config.timezone, now);

    const extras = family.filter((o) => o.id !== order.id);
    for (const o of [order, ...extras]) {
      if (o.status === "paid") await refund(deps, tx, o, now);
      else if (o.status === "pending")
        await tx.update(orders).set({ status: "cancelled", cancelledAt: now }).where(eq(orders.id, o.id));
    }
    // A booking's bookings go; extras have none of their own.
    await tx
      .update(bookings)
      .set({ active: false })
      .where(inArray(bookings.orderId, [order.id]));
    const [updated] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return updated ?? order;
  });
  return presentOne(deps, row);
}

async function refuseOutsideWindow(tx: Db, order: OrderRow, cancelHours: number, zone: string, now: Date) {
  const details = (await orderDetails(tx, [order])).get(order.id);
  if (!details?.date || !details.slot) return;
  const deadline = cancellationDeadline(details.date, details.slot, cancelHours, zone);
  if (now < deadline) return;
  const start = `${hhmm(details.slot.startTime)} on ${details.date}`;
  const hours = cancelHours === 1 ? "1 hour" : `${cancelHours} hours`;
  throw conflict(`Free cancellation ended ${hours} before the start (${start}).`);
}

/** The provider returns the money, then the refund is recorded with the order's new state. */
async function refund(deps: AppDeps, tx: Db, order: OrderRow, now: Date) {
  const done = await deps.payments.refund({
    orderId: order.id,
    inv: order.inv,
    paymentRef: order.paymentRef,
    amount: order.total,
    currency: order.currency,
  });
  await tx.insert(payments).values({
    orderId: order.id,
    provider: order.paymentProvider,
    providerRef: done.ref,
    kind: "refund",
    amount: order.total,
    currency: order.currency,
    createdAt: now,
  });
  await tx.update(orders).set({ status: "refunded", cancelledAt: now }).where(eq(orders.id, order.id));
}
