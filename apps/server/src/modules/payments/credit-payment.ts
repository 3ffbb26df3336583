import type { Order } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import { orders, payments } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { conflict, HttpError, notFound } from "../../http/http-error.ts";
import { appendCreditEntry } from "../credit/ledger.ts";
import { orderKindHandler } from "../orders/order-kinds.ts";
import { presentOne } from "../orders/present-orders.ts";
import { closeCheckoutLater } from "./close-checkout.ts";
import { orderPaid } from "./payment-service.ts";
import { CREDIT_PROVIDER } from "./providers.ts";

/**
 * The member pays their own pending order (a booking, its extras, a plan) with club credit,
 * all of it, in one transaction: the order row locked, the credit spent under the member's
 * lock (409 credit_insufficient when the balance is short, with the balance), a charge of
 * provider `credit` recorded, the order paid (and what it pays for started). The provider's
 * checkout is closed after, so nobody pays it twice; a payment that still arrives is refunded
 * as for any order paid another way. A refund of this charge goes back to credit (refunds.ts).
 */
export async function payWithCredit(deps: AppDeps, memberId: string, orderId: string): Promise<Order> {
  const now = deps.clock.now();
  const paid = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)))
      .for("update");
    if (!row) throw notFound();
    if (row.status !== "pending" || row.refundDue) throw conflict(notPayable(row.status));
    if (row.holdExpiresAt !== null && row.holdExpiresAt <= now) throw holdLapsed();
    const entry = await appendCreditEntry(tx, {
      memberId,
      amount: -row.total,
      kind: "spend",
      reason: `Paid ${row.inv}`,
      orderId: row.id,
      at: now,
    });
    await tx.insert(payments).values({
      orderId: row.id,
      provider: CREDIT_PROVIDER,
      providerRef: `credit-${entry.id}`,
      kind: "charge",
      amount: row.total,
      currency: row.currency,
      createdAt: now,
    });
    const [after] = await tx.update(orders).set({ status: "paid", paidAt: now }).where(eq(orders.id, row.id)).returning();
    await orderKindHandler(row)?.paid(deps, tx, after ?? row);
    return { before: row, after: after ?? row };
  });
  closeCheckoutLater(deps, paid.before);
  orderPaid(deps, paid.after.id);
  return presentOne(deps, paid.after);
}

function notPayable(status: string): string {
  return status === "paid" ? "This order is paid already." : "This order is cancelled or expired and can no longer be paid.";
}

function holdLapsed(): HttpError {
  const message = "The hold on this order has lapsed: book the courts again, then pay.";
  return new HttpError(409, message, undefined, undefined, { code: "hold_lapsed", params: {} });
}
