import type { CreditUse, Order } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders, payments } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError, notFound, worded } from "../../http/http-error.ts";
import { appendCreditEntry, balanceOf, type CreditEntryRow, spendUpTo } from "../credit/ledger.ts";
import { orderKindHandler } from "../orders/order-kinds.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { presentOne } from "../orders/present-orders.ts";
import { cardDue } from "./card-due.ts";
import { closeCheckout, closeCheckoutLater } from "./close-checkout.ts";
import { paymentsWords } from "./i18n.ts";
import { orderPaid } from "./payment-service.ts";
import { CREDIT_PROVIDER } from "./providers.ts";
import { openCheckout } from "./start-payment.ts";

/**
 * The member pays their own pending order (a booking, its extras, a plan) with club credit.
 * `all`: what is due, in one transaction (409 credit_insufficient when the balance is short,
 * with the balance). `available`: credit first, the rest by card: as much of the balance as
 * there is goes toward it; when that is not all, the order stays pending and its checkout is
 * opened again for the rest (total − credit_applied). Either way the credit is spent under the
 * member's lock, with the order row locked, and recorded as a charge of provider `credit`;
 * a refund of that charge goes back to credit (refunds.ts), and a hold that lapses or an
 * order cancelled unpaid gives it back at once (returnAppliedCredit).
 */
export async function payWithCredit(deps: AppDeps, memberId: string, orderId: string, use: CreditUse = "all"): Promise<Order> {
  if (use === "available") return payCreditFirst(deps, memberId, orderId);
  const now = deps.clock.now();
  const paid = await deps.database.db.transaction(async (tx) => {
    const row = await lockPayable(tx, memberId, orderId, now);
    await chargeCredit(tx, row, now, (movement) => appendCreditEntry(tx, { ...movement, amount: -cardDue(row), kind: "spend" }));
    return { before: row, after: await markPaid(deps, tx, row, now) };
  });
  closeCheckoutLater(deps, paid.before);
  orderPaid(deps, paid.after.id);
  return presentOne(deps, paid.after);
}

/**
 * Credit first, the rest by card. The order's open checkout (for the old amount) is closed
 * before any credit moves, so nobody pays it in full as well; a checkout just completed is
 * 409 (its payment pays the order). Enough credit for all of it pays the order as `all` does.
 */
async function payCreditFirst(deps: AppDeps, memberId: string, orderId: string): Promise<Order> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const found = await payableOrder(db, memberId, orderId, now);
  const balance = await balanceOf(db, memberId);
  if (balance === 0) throw noCredit(cardDue(found));
  if (balance >= cardDue(found)) return payWithCredit(deps, memberId, orderId, "all");
  if (found.paymentlink && (await closeCheckout(deps, found)) !== "closed") throw checkoutBusy();
  const applied = await db.transaction(async (tx) => {
    const row = await lockPayable(tx, memberId, orderId, now);
    const spent = await chargeCredit(tx, row, now, (movement) => spendUpTo(tx, cardDue(row), movement));
    const creditApplied = row.creditApplied + spent;
    // The closed checkout's reference goes with it: a new one is opened for the rest.
    const [after] = await tx
      .update(orders)
      .set({ creditApplied, paymentRef: null, paymentlink: null })
      .where(eq(orders.id, row.id))
      .returning();
    if (after && cardDue(after) === 0) return { row: await markPaid(deps, tx, after, now), paidNow: true };
    return { row: after ?? row, paidNow: false };
  });
  if (applied.paidNow) {
    orderPaid(deps, applied.row.id);
    return presentOne(deps, applied.row);
  }
  const linked = await openCheckout(deps, applied.row, `${applied.row.inv}: the rest after club credit`, true);
  return presentOne(deps, linked ?? applied.row);
}

/** The member's own order, locked for the caller's transaction, still to be paid within its hold. */
function lockPayable(tx: Db, memberId: string, orderId: string, now: Date): Promise<OrderRow> {
  return payableOrder(tx, memberId, orderId, now, true);
}

/** The member's own order, still to be paid within its hold (404, 409 otherwise); locked only inside a transaction. */
async function payableOrder(db: Db, memberId: string, orderId: string, now: Date, lock = false): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  if (row.status !== "pending" || row.refundDue) throw notPayable(row.status);
  if (row.holdExpiresAt !== null && row.holdExpiresAt <= now) throw holdLapsed();
  return row;
}

type Spend = (movement: { memberId: string; reason: string; orderId: string; at: Date }) => Promise<CreditEntryRow | null>;

/** Writes the spend and its `credit` charge; answers the cents spent (0 when there was no credit). */
async function chargeCredit(tx: Db, row: OrderRow, at: Date, spend: Spend): Promise<number> {
  const memberId = row.memberId as string;
  const entry = await spend({ memberId, reason: `Paid ${row.inv}`, orderId: row.id, at });
  if (!entry) throw noCredit(cardDue(row));
  await tx.insert(payments).values({
    orderId: row.id,
    provider: CREDIT_PROVIDER,
    providerRef: `credit-${entry.id}`,
    kind: "charge",
    amount: -entry.amount,
    currency: row.currency,
    createdAt: entry.createdAt,
  });
  return -entry.amount;
}

/** The order paid now, and what it pays for started (a plan, a top-up), in the caller's transaction. */
async function markPaid(deps: AppDeps, tx: Db, row: OrderRow, now: Date): Promise<OrderRow> {
  const [after] = await tx.update(orders).set({ status: "paid", paidAt: now }).where(eq(orders.id, row.id)).returning();
  await orderKindHandler(row)?.paid(deps, tx, after ?? row);
  return after ?? row;
}

function notPayable(status: string): HttpError {
  const message = worded(paymentsWords, status === "paid" ? "payments.paidAlready" : "payments.notPayable");
  return new HttpError(409, message, undefined, undefined, { code: "order_not_payable", params: { status } });
}

function holdLapsed(): HttpError {
  const message = worded(paymentsWords, "payments.holdLapsed");
  return new HttpError(409, message, undefined, undefined, { code: "hold_lapsed", params: {} });
}

function noCredit(wanted: number): HttpError {
  const message = worded(paymentsWords, "payments.noCredit");
  return new HttpError(409, message, { amount: [message] }, undefined, {
    code: "credit_insufficient",
    params: { balance: 0, wanted },
  });
}

function checkoutBusy(): HttpError {
  return new HttpError(409, worded(paymentsWords, "payments.checkoutBusy"), undefined, undefined, {
    code: "checkout_in_progress",
  });
}
