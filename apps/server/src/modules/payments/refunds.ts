import { and, asc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { conflict } from "../../http/http-error.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { DESK_PROVIDER, providerLabel } from "./providers.ts";

export type PaymentRow = typeof payments.$inferSelect;

/** A refund as recorded, in the shape audit rows and answers show. */
export type RecordedRefund = { provider: string; provider_ref: string; amount: number; currency: string };

/** The order's charges that no refund returns yet, oldest first. */
export async function unrefundedCharges(db: Db, orderId: string): Promise<PaymentRow[]> {
  const refund = alias(payments, "refund");
  const rows = await db
    .select({ charge: payments })
    .from(payments)
    .leftJoin(refund, eq(refund.refundOf, payments.id))
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, "charge"), isNull(refund.id)))
    .orderBy(asc(payments.id));
  return rows.map((r) => r.charge);
}

/**
 * 409 when a charge was taken by a provider this server cannot reach now (say Stripe is no
 * longer configured): refunding it through another would pretend money moved that did not.
 * Checked for all charges before any moves, so a refund never stops halfway.
 */
export function assertRefundable(deps: AppDeps, charges: PaymentRow[]): void {
  for (const charge of charges) {
    if (charge.provider === DESK_PROVIDER || deps.providers.get(charge.provider)) continue;
    throw conflict(
      `This order was paid through ${providerLabel(charge.provider)}, which is not set up on this server now, so the payment cannot be refunded here.`,
    );
  }
}

/**
 * Returns each charge the way it came in: through the provider that took it, or handed back
 * at the desk for a desk payment. Each refund row names its charge (a unique reference: no
 * charge is returned twice) and is written in the caller's transaction, with the order's new
 * state. Idempotency keys per charge make a retried refund return the provider's first one.
 */
export async function refundCharges(
  deps: AppDeps,
  tx: Db,
  order: OrderRow,
  charges: PaymentRow[],
  now: Date,
): Promise<RecordedRefund[]> {
  assertRefundable(deps, charges);
  const recorded: RecordedRefund[] = [];
  for (const charge of charges) {
    const provider = charge.provider === DESK_PROVIDER ? null : deps.providers.get(charge.provider);
    const ref = provider
      ? (
          await provider.refund({
            orderId: order.id,
            inv: order.inv,
            checkoutRef: order.paymentRef,
            chargeRef: charge.providerRef,
            amount: charge.amount,
            currency: charge.currency,
            idempotencyKey: `refund-${charge.provider}-${charge.providerRef}`,
          })
        ).ref
      : order.inv;
    await tx.insert(payments).values({
      orderId: order.id,
      provider: charge.provider,
      providerRef: ref,
      kind: "refund",
      amount: charge.amount,
      currency: charge.currency,
      refundOf: charge.id,
      createdAt: now,
    });
    recorded.push({ provider: charge.provider, provider_ref: ref, amount: charge.amount, currency: charge.currency });
  }
  return recorded;
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
