import { and, eq, inArray, lte, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, orders } from "../../db/schema.ts";
import { returnAppliedCredit } from "./refunds.ts";

/**
 * Pending orders whose hold has lapsed become `expired` and free their courts, in one
 * transaction. Runs from a timer in main.ts and before every order creation; a payment
 * that locked the order first (SELECT … FOR UPDATE) wins, the sweep then skips it.
 * Club credit put toward a lapsed order goes back to its member in the same transaction.
 * Returns how many orders expired. Their providers' checkouts are closed by
 * closeStaleCheckouts (close-checkout.ts), which the same timer runs.
 */
export async function expireLapsedHolds(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .update(orders)
      .set({ status: "expired" })
      .where(and(eq(orders.status, "pending"), lte(orders.holdExpiresAt, now)))
      .returning();
    if (lapsed.length === 0) return 0;
    for (const order of lapsed) await returnAppliedCredit(tx, order, now);
    await tx
      .update(bookings)
      .set({ active: false })
      .where(
        inArray(
          bookings.orderId,
          lapsed.map((o) => o.id),
        ),
      );
    return lapsed.length;
  });
}

/**
 * A provider says the order's checkout `checkoutRef` closed unpaid: if the order is still
 * pending on that checkout, its hold lapses now (expired, courts freed, the dead link
 * dropped). Answers whether it did.
 */
export async function expireCheckout(
  db: Db,
  orderId: string,
  provider: string,
  checkoutRef: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lapsed] = await tx
      .update(orders)
      .set({ status: "expired", paymentlink: null })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, "pending"),
          eq(orders.paymentProvider, provider),
          eq(orders.paymentRef, checkoutRef),
          // A share holds nothing: its lapsed checkout is only forgotten (below), and opened again when asked.
          ne(orders.kind, "share"),
        ),
      )
      .returning();
    if (!lapsed) return forgetShareCheckout(tx, orderId, checkoutRef);
    await returnAppliedCredit(tx, lapsed, now);
    await tx.update(bookings).set({ active: false }).where(eq(bookings.orderId, lapsed.id));
    return true;
  });
}

async function forgetShareCheckout(tx: Db, orderId: string, checkoutRef: string): Promise<boolean> {
  await tx
    .update(orders)
    .set({ paymentlink: null, paymentRef: null })
    .where(and(eq(orders.id, orderId), eq(orders.kind, "share"), eq(orders.paymentRef, checkoutRef)));
  return false;
}
