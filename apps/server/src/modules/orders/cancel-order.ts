import { formatDayAt, type Order, type Sport } from "@courtside/contract";
import { eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm } from "../../facility-time.ts";
import type { Principal } from "../../http/auth.ts";
import { conflict } from "../../http/http-error.ts";
import { closeCheckoutLater } from "../payments/close-checkout.ts";
import {
  assertRefundable,
  type OpenCharge,
  type RecordedRefund,
  refundCharges,
  returnAppliedCredit,
  unrefundedCharges,
} from "../payments/refunds.ts";
import { bookingRules } from "../rules/service.ts";
import { sendCancellationNotice } from "./cancellation-notice.ts";
import { findViewableOrder, refuseKeyOnlyCancelOfMemberOrder } from "./order-access.ts";
import { type OrderRow, orderDetails } from "./order-queries.ts";
import { presentOne } from "./present-orders.ts";
import { cancellationDeadline } from "./presenter.ts";

const refusal: Partial<Record<OrderRow["status"], string>> = {
  expired: "This order's hold expired, so there is nothing to cancel.",
  cancelled: "This order is already cancelled.",
  refunded: "This order is already cancelled and refunded.",
};

/**
 * Cancels an order for whoever may see it. A pending order is cancelled, its courts freed
 * and its provider checkout closed; a paid one is refunded while free cancellation lasts
 * (cancel_hours before the start), with its extra add-on orders, each charge through the
 * provider that took it (409 when that provider is gone). Later: 409 with why. The customer
 * is mailed what was cancelled and refunded.
 */
export async function cancelOrder(
  deps: AppDeps,
  sport: Sport,
  principal: Principal | null,
  orderId: string,
  key: string | undefined,
): Promise<Order> {
  const found = await findViewableOrder(deps, sport, principal, orderId, key);
  refuseKeyOnlyCancelOfMemberOrder(found, principal);
  if (found.kind === "membership") throw conflict("This order pays for a membership: cancel it on your membership page.");
  if (found.kind === "topup") throw conflict("This order is a club credit top-up: ask the club to change your credit.");
  const now = deps.clock.now();
  const { cancelHours } = await bookingRules(deps.database.db, sport);
  const done = await deps.database.db.transaction(async (tx) => {
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
    const paid = [order, ...extras].filter((o) => o.status === "paid");
    const charges = new Map<string, OpenCharge[]>();
    for (const o of paid) charges.set(o.id, await unrefundedCharges(tx, o.id));
    // Every provider is checked before any money moves, so a refund never stops halfway.
    assertRefundable(deps, [...charges.values()].flat());

    const refunds: RecordedRefund[] = [];
    for (const o of [order, ...extras]) {
      if (o.status === "paid") {
        const returned = await refundCharges(deps, tx, o, charges.get(o.id) ?? [], now);
        refunds.push(...returned);
        // A free order had nothing to return: cancelled, not refunded.
        const status = returned.length > 0 ? "refunded" : "cancelled";
        await tx.update(orders).set({ status, refundDue: false, cancelledAt: now }).where(eq(orders.id, o.id));
      } else if (o.status === "pending") {
        // Club credit put toward it (the card part unpaid) goes back.
        refunds.push(...(await returnAppliedCredit(tx, o, now)));
        await tx.update(orders).set({ status: "cancelled", cancelledAt: now }).where(eq(orders.id, o.id));
      }
    }
    // A booking's bookings go; extras have none of their own.
    await tx
      .update(bookings)
      .set({ active: false })
      .where(inArray(bookings.orderId, [order.id]));
    const [updated] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return { row: updated ?? order, pending: [order, ...extras].filter((o) => o.status === "pending"), refunds };
  });
  // Nobody may pay the pending ones online any more; the customer hears what happened.
  for (const o of done.pending) closeCheckoutLater(deps, o);
  deps.background.run("cancellation mail", () =>
    sendCancellationNotice(deps, done.row, { byClub: false, kept: false, refunds: done.refunds }),
  );
  return presentOne(deps, done.row);
}

async function refuseOutsideWindow(tx: Db, order: OrderRow, cancelHours: number, zone: string, now: Date) {
  const details = (await orderDetails(tx, [order])).get(order.id);
  if (!details?.date || !details.slot) return;
  const deadline = cancellationDeadline(details.date, details.slot, cancelHours, zone);
  if (now < deadline) return;
  const start = formatDayAt(details.date, hhmm(details.slot.startTime));
  const hours = cancelHours === 1 ? "1 hour" : `${cancelHours} hours`;
  throw conflict(`Free cancellation ended ${hours} before the start (${start}).`);
}
