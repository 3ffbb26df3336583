import { sportSettings, webRoutes } from "@courtside/contract";
import { and, eq, isNull } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { bookingLink } from "../orders/access-keys.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { cardDue } from "./card-due.ts";
import { orderPaid } from "./payment-service.ts";
import { checkoutCustomer } from "./saved-cards.ts";

/**
 * Opens the provider's payment for a new pending order (a booking or its extras) and stores
 * the link and the provider's reference; an order of total 0 is paid at once instead. A checkout that stays open longer than the hold
 * (Stripe's shortest is 30 minutes) extends the hold to match: the courts stay held for as
 * long as the payer can still pay, and the provider's own expiry notice releases them.
 */
export async function startPayment(deps: AppDeps, row: OrderRow, description: string): Promise<OrderRow> {
  if (row.total === 0) return payNothing(deps, row);
  const holdExpiresAt = row.holdExpiresAt ?? deps.clock.now();
  // Held longer than the provider's longest checkout: opened later, when due (due-checkouts.ts).
  if (!checkoutFits(deps, holdExpiresAt)) return row;
  return (await openCheckout(deps, row, description)) ?? row;
}

/**
 * Asks the provider for a checkout and stores its link and reference, extending the hold to
 * the checkout's end when that is later. With `firstOnly`, stored only while the order is
 * pending with none yet (two instances opening it at once store one): null when not stored.
 */
export async function openCheckout(
  deps: AppDeps,
  row: OrderRow,
  description: string,
  firstOnly = false,
): Promise<OrderRow | null> {
  const holdExpiresAt = row.holdExpiresAt ?? deps.clock.now();
  const saveCardFor = await checkoutCustomer(deps, row);
  const payment = await deps.payments.createPayment({
    orderId: row.id,
    inv: row.inv,
    total: cardDue(row),
    currency: row.currency,
    holdExpiresAt,
    description,
    ...returnUrls(deps, row),
    ...(saveCardFor && { saveCardFor }),
  });
  const extended = payment.expiresAt && payment.expiresAt > holdExpiresAt ? { holdExpiresAt: payment.expiresAt } : {};
  const unlinked = firstOnly ? and(eq(orders.status, "pending"), isNull(orders.paymentRef)) : undefined;
  const [linked] = await deps.database.db
    .update(orders)
    .set({ paymentlink: payment.link, paymentRef: payment.ref, ...extended })
    .where(and(eq(orders.id, row.id), unlinked))
    .returning();
  return linked ?? null;
}

/** Whether a checkout can stay open until the hold ends (any, when the provider has no limit). */
export function checkoutFits(deps: AppDeps, holdExpiresAt: Date): boolean {
  const longest = deps.payments.longestCheckoutMs;
  return longest === undefined || holdExpiresAt.getTime() - deps.clock.now().getTime() <= longest;
}

/**
 * An order that costs nothing (free courts and extras) has nothing to pay: no provider is
 * asked (Stripe refuses a zero amount), no payment link; it is paid at once, with no charge
 * recorded, and confirmed by mail as any paid order.
 */
async function payNothing(deps: AppDeps, row: OrderRow): Promise<OrderRow> {
  const { db } = deps.database;
  const [paid] = await db
    .update(orders)
    .set({ status: "paid", paidAt: deps.clock.now() })
    .where(and(eq(orders.id, row.id), eq(orders.status, "pending")))
    .returning();
  if (!paid) return (await db.select().from(orders).where(eq(orders.id, row.id)))[0] ?? row;
  orderPaid(deps, paid.id);
  return paid;
}

/**
 * Where a checkout sends the payer back, as the demo checkout page does: a member to the
 * sport's profile with the booking highlighted, a guest to the booking-completed page with
 * the booking and its key (as in the confirmation mail); giving up returns to the summary.
 */
function returnUrls(deps: AppDeps, row: OrderRow): { successUrl: string; cancelUrl: string } {
  const { appUrl } = deps.config;
  // A membership's payment returns to the membership page, paid or not.
  if (row.kind === "membership")
    return { successUrl: `${appUrl}${webRoutes.membership}`, cancelUrl: `${appUrl}${webRoutes.membership}` };
  // A top-up's returns to the profile, where the credit is.
  if (row.kind === "topup") return { successUrl: `${appUrl}${webRoutes.profile}`, cancelUrl: `${appUrl}${webRoutes.profile}` };
  const base = `${appUrl}${sportSettings[row.sport].routeBase}`;
  const successUrl = bookingLink(appUrl, deps.appSecret, row, { highlight: true });
  const cancelUrl = row.parentOrderId
    ? `${base}/extra-summary/${row.parentOrderId}`
    : `${base}${row.memberId ? "/summary" : "/guest/summary"}`;
  return { successUrl, cancelUrl };
}
