import { and, eq, gt, inArray, isNotNull } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import type { CheckoutClosing } from "./provider.ts";

type WithCheckout = { id: string; paymentProvider: string; paymentRef: string | null };

/** Checkouts live a day at most (Stripe's longest session): older orders' are closed already. */
const CHECKOUT_LIFETIME_MS = 25 * 3_600_000;

/**
 * Closes the provider checkout of an order that is no longer to be paid online (cancelled,
 * lapsed, or being paid at the desk), so the payer cannot pay it afterwards; once the
 * provider says it is closed (or completed) the stored link is cleared, which marks it done.
 * A payer who completed it first is not lost: the provider's notice settles that money as a
 * late payment (recorded and refunded). Providers without a checkout of their own answer
 * `closed` at once.
 */
export async function closeCheckout(deps: AppDeps, order: WithCheckout): Promise<CheckoutClosing> {
  const provider = deps.providers.get(order.paymentProvider);
  if (!provider?.closeCheckout || !order.paymentRef) return "closed";
  const closing = await provider.closeCheckout(order.paymentRef);
  if (closing === "unknown") {
    deps.log.warn({ orderId: order.id, checkout: order.paymentRef }, "could not close the payment checkout; will retry");
    return closing;
  }
  await deps.database.db
    .update(orders)
    .set({ paymentlink: null })
    .where(and(eq(orders.id, order.id), eq(orders.paymentRef, order.paymentRef)));
  return closing;
}

/** closeCheckout without holding up the answer (a cancel); the sweep retries what fails. */
export function closeCheckoutLater(deps: AppDeps, order: WithCheckout): void {
  if (!deps.providers.get(order.paymentProvider)?.closeCheckout || !order.paymentRef) return;
  deps.background.urgent("close payment checkout", () => closeCheckout(deps, order));
}

/**
 * Closes the still-open checkouts of orders that can no longer be paid: holds lapsed by the
 * sweep (which knows no providers), and closings that failed earlier. Runs from main.ts's
 * timer, a few at a time. Answers how many it closed.
 */
export async function closeStaleCheckouts(deps: AppDeps, limit = 20): Promise<number> {
  const closers = deps.providers.all.filter((p) => p.closeCheckout).map((p) => p.name);
  if (closers.length === 0) return 0;
  const since = new Date(deps.clock.now().getTime() - CHECKOUT_LIFETIME_MS);
  const stale = await deps.database.db
    .select({ id: orders.id, paymentProvider: orders.paymentProvider, paymentRef: orders.paymentRef })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ["expired", "cancelled"]),
        inArray(orders.paymentProvider, closers),
        isNotNull(orders.paymentlink),
        isNotNull(orders.paymentRef),
        gt(orders.createdAt, since),
      ),
    )
    .limit(limit);
  let closed = 0;
  for (const order of stale) if ((await closeCheckout(deps, order)) !== "unknown") closed++;
  return closed;
}
