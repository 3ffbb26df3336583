import type { RefundDestination } from "@courtside/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError, invalidField, worded } from "../../http/http-error.ts";
import { appendCreditEntry } from "../credit/ledger.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { paymentsWords } from "./i18n.ts";
import { CREDIT_PROVIDER, DESK_PROVIDER } from "./providers.ts";

export type PaymentRow = typeof payments.$inferSelect;

/** A refund as recorded, in the shape audit rows and answers show. */
export type RecordedRefund = { provider: string; provider_ref: string; amount: number; currency: string };

/** A charge with what is still to return of it (`left`) and how many refunds it had (`parts`). */
export type OpenCharge = PaymentRow & { left: number; parts: number };

/**
 * The order's charges with money still to return, oldest first. A charge may have been
 * returned in parts (a move to a cheaper slot): only what is left counts. Read under the
 * order's row lock, so no other refund of the order is written meanwhile.
 */
export async function unrefundedCharges(db: Db, orderId: string): Promise<OpenCharge[]> {
  const refund = alias(payments, "refund");
  const rows = await db
    .select({
      charge: payments,
      returned: sql<number>`coalesce(sum(${refund.amount}), 0)::int`,
      parts: sql<number>`count(${refund.id})::int`,
    })
    .from(payments)
    .leftJoin(refund, eq(refund.refundOf, payments.id))
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, "charge")))
    .groupBy(payments.id)
    .orderBy(asc(payments.id));
  return rows
    .map((r) => ({ ...r.charge, left: r.charge.amount - Number(r.returned), parts: Number(r.parts) }))
    .filter((c) => c.left > 0 || c.parts === 0);
}

/**
 * 409 when a charge was taken by a provider this server cannot reach now (say Stripe is no
 * longer configured): refunding it through another would pretend money moved that did not.
 * Checked for all charges before any moves, so a refund never stops halfway.
 */
export function assertRefundable(deps: AppDeps, charges: PaymentRow[]): void {
  for (const charge of charges) {
    if (charge.provider === DESK_PROVIDER || charge.provider === CREDIT_PROVIDER || deps.providers.get(charge.provider)) continue;
    const message = worded(paymentsWords, "payments.providerGone", { provider: charge.provider, name: charge.provider });
    throw new HttpError(409, message, undefined, undefined, {
      code: "refund_provider_unavailable",
      params: { provider: charge.provider },
    });
  }
}

/**
 * Returns what is left of each charge the way it came in: through the provider that took it,
 * or handed back at the desk for a desk payment. Written in the caller's transaction, with
 * the order's new state.
 */
export async function refundCharges(
  deps: AppDeps,
  tx: Db,
  order: OrderRow,
  charges: OpenCharge[],
  now: Date,
  to: RefundDestination = "payment",
): Promise<RecordedRefund[]> {
  if (to === "credit") return refundAsCredit(tx, order, charges, now);
  assertRefundable(deps, charges);
  const recorded: RecordedRefund[] = [];
  for (const charge of charges) recorded.push(await refundOne(deps, tx, order, charge, charge.left, now));
  return recorded;
}

/**
 * What is left of each charge goes into the member's club credit instead of back to the card
 * or the desk: the club keeps the money and owes it as credit, in the caller's transaction.
 */
async function refundAsCredit(tx: Db, order: OrderRow, charges: OpenCharge[], now: Date): Promise<RecordedRefund[]> {
  if (!order.memberId)
    throw invalidField("refund_to", worded(paymentsWords, "payments.creditForGuest"), { code: "credit_refund_guest" });
  const recorded: RecordedRefund[] = [];
  for (const charge of charges) if (charge.left > 0) recorded.push(await creditBack(tx, order, charge, charge.left, now));
  return recorded;
}

/**
 * An unpaid order's club credit (credit first, the rest by card) goes back to the member
 * when the order lapses or is cancelled before the card paid, in the caller's transaction.
 */
export async function returnAppliedCredit(tx: Db, order: OrderRow, now: Date): Promise<RecordedRefund[]> {
  if (order.creditApplied === 0) return [];
  const charges = await unrefundedCharges(tx, order.id);
  const recorded: RecordedRefund[] = [];
  for (const charge of charges)
    if (charge.provider === CREDIT_PROVIDER && charge.left > 0)
      recorded.push(await creditBack(tx, order, charge, charge.left, now));
  return recorded;
}

/** What of the order's club credit is spent on it and not returned (cents). */
export async function creditKept(tx: Db, orderId: string): Promise<number> {
  const charges = await unrefundedCharges(tx, orderId);
  return charges.filter((c) => c.provider === CREDIT_PROVIDER).reduce((sum, c) => sum + c.left, 0);
}

/** `amount` of a charge into the order's member's credit: a refund row of provider `credit` and a refund credit entry. */
async function creditBack(tx: Db, order: OrderRow, charge: OpenCharge, amount: number, now: Date): Promise<RecordedRefund> {
  if (!order.memberId) throw new Error(`order ${order.inv} has no member to credit`);
  const entry = await appendCreditEntry(tx, {
    memberId: order.memberId,
    amount,
    kind: "refund",
    reason: `Refund of ${order.inv}`,
    orderId: order.id,
    at: now,
  });
  const ref = `credit-${entry.id}`;
  await tx.insert(payments).values({
    orderId: order.id,
    provider: CREDIT_PROVIDER,
    providerRef: ref,
    kind: "refund",
    amount,
    currency: charge.currency,
    refundOf: charge.id,
    createdAt: now,
  });
  return { provider: CREDIT_PROVIDER, provider_ref: ref, amount, currency: charge.currency };
}

/**
 * Returns `amount` of the order's open charges, oldest first, each in part if need be (a
 * move to a cheaper place, staff refunding part of an order). Never more than is left: the
 * caller holds the order's row lock and the database trigger refuses a refund beyond its
 * charge. `to: "credit"` puts every part into the member's club credit (the caller checked
 * the order has a member); otherwise each part goes back where its charge came from.
 * Answers the refunds made.
 */
export async function refundPart(
  deps: AppDeps,
  tx: Db,
  order: OrderRow,
  charges: OpenCharge[],
  amount: number,
  now: Date,
  to: RefundDestination = "payment",
): Promise<RecordedRefund[]> {
  if (to === "payment") assertRefundable(deps, charges);
  const recorded: RecordedRefund[] = [];
  let due = amount;
  for (const charge of charges) {
    if (due <= 0) break;
    const part = Math.min(due, charge.left);
    if (part <= 0) continue;
    recorded.push(
      to === "credit" ? await creditBack(tx, order, charge, part, now) : await refundOne(deps, tx, order, charge, part, now),
    );
    due -= part;
  }
  return recorded;
}

/**
 * One refund of one charge. Each part has its own idempotency key (the charge and its part
 * number), so a retried refund returns the provider's first one and a later part is new.
 */
async function refundOne(deps: AppDeps, tx: Db, order: OrderRow, charge: OpenCharge, amount: number, now: Date) {
  // Paid with club credit: it goes back to credit, whatever else the order was paid with.
  if (charge.provider === CREDIT_PROVIDER) return creditBack(tx, order, charge, amount, now);
  const part = charge.parts + 1;
  const suffix = part === 1 ? "" : `-part-${part}`;
  const provider = charge.provider === DESK_PROVIDER ? null : deps.providers.get(charge.provider);
  const ref = provider
    ? (
        await provider.refund({
          orderId: order.id,
          inv: order.inv,
          checkoutRef: order.paymentRef,
          chargeRef: charge.providerRef,
          amount,
          currency: charge.currency,
          idempotencyKey: `refund-${charge.provider}-${charge.providerRef}${suffix}`,
          part,
        })
      ).ref
    : `${order.inv}${suffix}`;
  await tx.insert(payments).values({
    orderId: order.id,
    provider: charge.provider,
    providerRef: ref,
    kind: "refund",
    amount,
    currency: charge.currency,
    refundOf: charge.id,
    createdAt: now,
  });
  return { provider: charge.provider, provider_ref: ref, amount, currency: charge.currency };
}

/** The sum returned (one order: one currency). */
export function refundTotal(refunds: RecordedRefund[]): number {
  return refunds.reduce((sum, r) => sum + r.amount, 0);
}

/** What an audit row keeps of the refunds made by one change (null: none). */
export function refundSummary(refunds: RecordedRefund[]) {
  const [first] = refunds;
  if (!first) return null;
  const providers = [...new Set(refunds.map((r) => r.provider))].join(", ");
  return {
    provider: providers,
    provider_ref: first.provider_ref,
    amount: refundTotal(refunds),
    currency: first.currency,
    refunds,
  };
}
