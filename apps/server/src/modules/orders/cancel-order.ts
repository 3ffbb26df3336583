import { formatDayAt, type Order, type Sport } from "@courtside/contract";
import { eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm } from "../../facility-time.ts";
import type { Principal } from "../../http/auth.ts";
import { HttpError, worded } from "../../http/http-error.ts";
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
import { mailShareRefunded } from "../shares/share-mail.ts";
import { sendCancellationNotice } from "./cancellation-notice.ts";
import { type OrderKey, orderWords } from "./i18n.ts";
import { findViewableOrder, refuseKeyOnlyCancelOfMemberOrder } from "./order-access.ts";
import { type OrderRow, orderDetails } from "./order-queries.ts";
import { presentOne } from "./present-orders.ts";
import { cancellationDeadline } from "./presenter.ts";

const refusal = {
  expired: "orders.cancel.expired",
  cancelled: "orders.cancel.cancelled",
  refunded: "orders.cancel.refunded",
} as const;

/** 409 with a code for clients that word it themselves. */
const refused = (key: OrderKey, code: string, params?: Record<string, string | number>) =>
  new HttpError(409, worded(orderWords, key), undefined, undefined, { code, params });

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
  if (found.kind === "membership") throw refused("orders.cancel.membership", "order_is_membership");
  if (found.kind === "topup") throw refused("orders.cancel.topup", "order_is_topup");
  // A player's share goes with its booking: cancelled (and refunded) when the owner cancels that.
  if (found.kind === "share") throw refused("orders.cancel.share", "order_is_share");
  const now = deps.clock.now();
  const { cancelHours } = await bookingRules(deps.database.db, sport);
  const done = await deps.database.db.transaction((tx) =>
    cancelFamily(deps, tx, found.id, now, async (order) => {
      if (order.status in refusal) {
        const status = order.status as keyof typeof refusal;
        throw refused(refusal[status], "order_not_cancellable", { status });
      }
      if (order.status === "paid") await refuseOutsideWindow(tx, order, cancelHours, deps.config.timezone, now);
    }),
  );
  // Nobody may pay the pending ones online any more; the customer hears what happened.
  for (const o of done.pending) closeCheckoutLater(deps, o);
  deps.background.run("cancellation mail", () =>
    sendCancellationNotice(deps, done.row, { byClub: false, kept: false, refunds: done.refunds }),
  );
  for (const { share, refunds } of done.shares) {
    deps.background.run("share refunded mail", () => mailShareRefunded(deps, share, refunds));
  }
  return presentOne(deps, done.row);
}

async function refuseOutsideWindow(tx: Db, order: OrderRow, cancelHours: number, zone: string, now: Date) {
  const details = (await orderDetails(tx, [order])).get(order.id);
  if (!details?.date || !details.slot) return;
  const deadline = cancellationDeadline(details.date, details.slot, cancelHours, zone);
  if (now < deadline) return;
  const { date, slot } = details;
  const message = worded(orderWords, "orders.cancel.windowEnded", (locale) => ({
    hours: cancelHours,
    start: formatDayAt(date, hhmm(slot.startTime), locale),
  }));
  throw new HttpError(409, message, undefined, undefined, {
    code: "cancellation_window_ended",
    params: { cancel_hours: cancelHours, date, start: hhmm(slot.startTime) },
  });
}

/**
 * `refunds`: what went back of the booking and its extras (its owner's money); `shares`: each
 * player's share that was paid, with its refunds (the players' money, told to them).
 */
export type CancelledFamily = {
  row: OrderRow;
  pending: OrderRow[];
  refunds: RecordedRefund[];
  shares: { share: OrderRow; refunds: RecordedRefund[] }[];
};

/**
 * Cancels a booking with its child orders (extras, players' shares) in the caller's
 * transaction: each paid one refunded to whoever paid it (each charge through the provider
 * that took it), each pending one cancelled with any club credit put toward it returned, the
 * courts freed. The family is locked first, in one order; `check` may refuse the booking as
 * locked. The caller closes the pending ones' checkouts and tells the customer.
 */
export async function cancelFamily(
  deps: AppDeps,
  tx: Db,
  bookingId: string,
  now: Date,
  check: (order: OrderRow) => Promise<void>,
): Promise<CancelledFamily> {
  // Lock the booking and its children (the same order every time), so a payment or a sweep cannot interleave.
  const family = await tx
    .select()
    .from(orders)
    .where(or(eq(orders.id, bookingId), eq(orders.parentOrderId, bookingId)))
    .orderBy(orders.id)
    .for("update");
  const order = family.find((o) => o.id === bookingId) as OrderRow;
  await check(order);
  const children = family.filter((o) => o.id !== order.id);
  const paid = [order, ...children].filter((o) => o.status === "paid");
  const charges = new Map<string, OpenCharge[]>();
  for (const o of paid) charges.set(o.id, await unrefundedCharges(tx, o.id));
  // Every provider is checked before any money moves, so a refund never stops halfway.
  assertRefundable(deps, [...charges.values()].flat());

  const refunds: RecordedRefund[] = [];
  const shares: CancelledFamily["shares"] = [];
  for (const o of [order, ...children]) {
    if (o.status === "paid") {
      const returned = await refundCharges(deps, tx, o, charges.get(o.id) ?? [], now);
      if (o.kind === "share") shares.push({ share: o, refunds: returned });
      else refunds.push(...returned);
      // A free order had nothing to return: cancelled, not refunded.
      const status = returned.length > 0 ? "refunded" : "cancelled";
      await tx.update(orders).set({ status, refundDue: false, cancelledAt: now }).where(eq(orders.id, o.id));
    } else if (o.status === "pending") {
      // Club credit put toward it (the card part unpaid) goes back.
      refunds.push(...(await returnAppliedCredit(tx, o, now)));
      await tx.update(orders).set({ status: "cancelled", cancelledAt: now }).where(eq(orders.id, o.id));
    }
  }
  // A booking's bookings go; its children have none of their own.
  await tx
    .update(bookings)
    .set({ active: false })
    .where(inArray(bookings.orderId, [order.id]));
  const [updated] = await tx.select().from(orders).where(eq(orders.id, order.id));
  return { row: updated ?? order, pending: [order, ...children].filter((o) => o.status === "pending"), refunds, shares };
}
