import { sportSettings } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { orderAccessKey } from "../orders/access-keys.ts";
import type { OrderRow } from "../orders/order-queries.ts";

/**
 * Opens the provider's payment for a new pending order (a booking or its extras) and stores
 * the link and the provider's reference. A checkout that stays open longer than the hold
 * (Stripe's shortest is 30 minutes) extends the hold to match: the courts stay held for as
 * long as the payer can still pay, and the provider's own expiry notice releases them.
 */
export async function startPayment(deps: AppDeps, row: OrderRow, description: string): Promise<OrderRow> {
  const holdExpiresAt = row.holdExpiresAt ?? deps.clock.now();
  const payment = await deps.payments.createPayment({
    orderId: row.id,
    inv: row.inv,
    total: row.total,
    currency: row.currency,
    holdExpiresAt,
    description,
    ...returnUrls(deps, row),
  });
  const extended = payment.expiresAt && payment.expiresAt > holdExpiresAt ? { holdExpiresAt: payment.expiresAt } : {};
  const [linked] = await deps.database.db
    .update(orders)
    .set({ paymentlink: payment.link, paymentRef: payment.ref, ...extended })
    .where(eq(orders.id, row.id))
    .returning();
  return linked ?? row;
}

/**
 * Where a checkout sends the payer back, as the demo checkout page does: a member to the
 * sport's profile with the booking highlighted, a guest to the booking-completed page with
 * the booking and its key (as in the confirmation mail); giving up returns to the summary.
 */
function returnUrls(deps: AppDeps, row: OrderRow): { successUrl: string; cancelUrl: string } {
  const { appUrl } = deps.config;
  const base = `${appUrl}${sportSettings[row.sport].routeBase}`;
  const bookingId = row.parentOrderId ?? row.id;
  const profile = `${appUrl}${row.sport === "tennis" ? "/profile" : `/profile-${row.sport}`}`;
  const successUrl = row.memberId
    ? `${profile}?highlight=${encodeURIComponent(bookingId)}`
    : `${base}/guest/booking-completed?order=${bookingId}&key=${encodeURIComponent(orderAccessKey(deps.appSecret, bookingId))}`;
  const cancelUrl = row.parentOrderId
    ? `${base}/extra-summary/${row.parentOrderId}`
    : `${base}${row.memberId ? "/summary" : "/guest/summary"}`;
  return { successUrl, cancelUrl };
}
