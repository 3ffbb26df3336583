import type { Order } from "@courtside/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { BOOKING_CLOSED_CONSTRAINT, isExclusionViolation, violatedConstraint } from "../../db/errors.ts";
import { bookings, courts, orders, payments } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { type ErrorCode, HttpError, notFound, type Wording, worded } from "../../http/http-error.ts";
import { accessKeyMatches } from "../orders/access-keys.ts";
import { sendConfirmation } from "../orders/confirmation.ts";
import { orderKindHandler } from "../orders/order-kinds.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { presentOne } from "../orders/present-orders.ts";
import { cardDue } from "./card-due.ts";
import { paymentsWords } from "./i18n.ts";
import { refundDueLater } from "./late-refund.ts";
import { type Refusal, refusalText } from "./refusal.ts";

/**
 * What a payment did to its order; the caller acts on it once the transaction committed
 * (afterSettlement): a confirmation for an order paid now, an automatic refund for money the
 * order cannot use (refund_due).
 */
export type Settlement =
  | { kind: "paid"; order: OrderRow; now: boolean }
  | { kind: "refused"; order: OrderRow; reason: Wording; detail: ErrorCode; refundDue: false }
  /** `why` the order cannot use the money, for the refund mail; `reason` adds that it will be refunded. */
  | { kind: "refused"; order: OrderRow; reason: Wording; detail: ErrorCode; refundDue: true; why: Refusal };

type IncomingPayment = {
  provider: string;
  /**
   * The provider itself says the money was taken (a signed notice): it is recorded whatever
   * state the order is in, and returned when the order cannot use it. The demo checkout is
   * this app's own page and refuses before any money "moves".
   */
  confirmed: boolean;
  chargeRef?: string;
  authorized: (row: OrderRow) => boolean;
};

const closedOrder = {
  cancelled: "payments.closed.cancelled",
  refunded: "payments.closed.refunded",
} as const;

/**
 * A payment arrived for the order `inv`. Within its hold the order becomes paid. After
 * the hold lapsed the courts are held again if nobody took them (the exclusion constraint
 * decides) and the order is paid; otherwise the money is kept on record, the order is
 * marked refund_due (refunded automatically right after), and the payer gets 409 saying
 * why. The order row is locked first, so the hold sweeper cannot expire it halfway.
 */
export async function applyPayment(deps: AppDeps, provider: string, inv: string, key: string): Promise<Order> {
  const settled = await deps.database.db.transaction((tx) =>
    settle(deps, tx, inv, { provider, confirmed: false, authorized: (row) => accessKeyMatches(row.accessKeyHash, key) }),
  );
  if (!settled) throw notFound();
  afterSettlement(deps, settled);
  if (settled.kind === "refused") throw new HttpError(409, settled.reason, undefined, undefined, settled.detail);
  return presentOne(deps, settled.order);
}

/**
 * A provider's verified notice (a signed webhook) that its checkout `checkoutRef` for the
 * order `inv` was paid, by the charge `chargeRef`, applied in the caller's transaction (the
 * one recording the notice). The same rules as applyPayment apply; besides, money for an
 * order that was cancelled, refunded or already paid another way is recorded and refunded.
 * Null when the order is not this checkout's.
 */
export async function settleProviderPayment(
  deps: AppDeps,
  tx: Db,
  provider: string,
  inv: string,
  checkoutRef: string,
  chargeRef: string,
): Promise<Settlement | null> {
  return settle(deps, tx, inv, { provider, confirmed: true, chargeRef, authorized: (row) => row.paymentRef === checkoutRef });
}

/**
 * A saved card's charge (shares/card-charge.ts) took the money for the order `inv`, by the
 * provider's payment `chargeRef`: settled in the caller's transaction exactly as a checkout's
 * notice would be (the same charge row, receipt and refunds later). Only the order whose charge
 * was claimed; null otherwise.
 */
export async function settleSavedCardCharge(
  deps: AppDeps,
  tx: Db,
  provider: string,
  inv: string,
  chargeRef: string,
): Promise<Settlement | null> {
  return settle(deps, tx, inv, { provider, confirmed: true, chargeRef, authorized: (row) => row.cardChargeAt !== null });
}

/** Once the settlement committed: the payer's confirmation, or the money back. */
export function afterSettlement(deps: AppDeps, settled: Settlement): void {
  if (settled.kind === "paid" && settled.now) orderPaid(deps, settled.order.id);
  if (settled.kind === "refused" && settled.refundDue) refundDueLater(deps, settled.order.id, settled.why);
}

async function settle(deps: AppDeps, tx: Db, inv: string, payment: IncomingPayment): Promise<Settlement | null> {
  const now = deps.clock.now();
  const [row] = await tx.select().from(orders).where(eq(orders.inv, inv)).for("update");
  // A provider pays only its own orders: the demo checkout must never settle a real one.
  if (!row || row.paymentProvider !== payment.provider || !payment.authorized(row)) return null;
  /** True when this charge is new (a provider may notify the same payment more than once). */
  const recordCharge = async () => {
    const [recorded] = await tx
      .insert(payments)
      .values({
        orderId: row.id,
        provider: row.paymentProvider,
        providerRef: payment.chargeRef ?? row.paymentRef ?? row.inv,
        kind: "charge",
        // What its checkout asked: the total less any club credit put toward it.
        amount: cardDue(row),
        currency: row.currency,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    return recorded !== undefined;
  };

  if (row.status === "paid") {
    // Paid meanwhile another way (at the desk): this money is recorded and goes back.
    if (payment.confirmed && (await recordCharge())) return dueBack(tx, row, { kind: "paid_elsewhere" });
    return { kind: "paid", order: row, now: false };
  }
  if (row.status === "cancelled" || row.status === "refunded") {
    if (payment.confirmed && (await recordCharge())) return dueBack(tx, row, { kind: "cancelled" });
    const reason = worded(paymentsWords, closedOrder[row.status]);
    const detail = { code: "order_not_payable", params: { status: row.status } };
    if (payment.confirmed) return { kind: "refused", order: row, reason, detail, refundDue: false };
    throw new HttpError(409, reason, undefined, undefined, detail);
  }
  if (row.refundDue) {
    if (payment.confirmed && (await recordCharge())) return dueBack(tx, row, { kind: "not_completed" });
    return {
      kind: "refused",
      order: row,
      reason: worded(paymentsWords, "payments.refundDue"),
      detail: { code: "order_refund_due" },
      refundDue: false,
    };
  }

  const holding = row.status === "pending" && row.holdExpiresAt !== null && row.holdExpiresAt > now;
  // The order's kind may refuse it (its status then stays as it is: a share keeps counting toward its booking).
  const refusedByKind = await orderKindHandler(row)?.refusal?.(tx, row);
  if (refusedByKind) {
    if (payment.confirmed && (await recordCharge())) return dueBack(tx, row, refusedByKind);
    const reason = worded(paymentsWords, "payments.notPayableNow");
    return {
      kind: "refused",
      order: row,
      reason,
      detail: { code: "order_not_payable", params: { status: row.status } },
      refundDue: false,
    };
  }
  const refusal = holding ? null : (creditReturned(row) ?? (await holdAgain(tx, row, now)));
  await recordCharge();
  if (refusal) return dueBack(tx, row, refusal, "expired");
  const [paid] = await tx.update(orders).set({ status: "paid", paidAt: now }).where(eq(orders.id, row.id)).returning();
  // What a non-court order pays for (a membership) starts in this same transaction.
  await orderKindHandler(row)?.paid(deps, tx, paid ?? row);
  return { kind: "paid", order: paid ?? row, now: true };
}

/** The order keeps a payment it cannot use: marked refund_due; the payer is told why. */
async function dueBack(tx: Db, row: OrderRow, why: Refusal, status?: "expired"): Promise<Settlement> {
  const [marked] = await tx
    .update(orders)
    .set({ refundDue: true, ...(status && { status }) })
    .where(eq(orders.id, row.id))
    .returning();
  const reason = worded(paymentsWords, "payments.refusedWithRefund", (locale) => ({ why: refusalText(why, locale) }));
  const params: Record<string, string> =
    why.kind === "taken" ? { reason: why.kind, court: why.court ?? "" } : { reason: why.kind };
  return { kind: "refused", order: marked ?? row, reason, detail: { code: "payment_not_usable", params }, refundDue: true, why };
}

/** What other modules do once an order is paid (split payment asks the players for their shares). */
type PaidListener = (deps: AppDeps, orderId: string) => Promise<void>;
const paidListeners = new Map<string, PaidListener>();

/** Registered by a module's plugin at start-up, by name (tests build many apps: the same name replaces). */
export function onOrderPaid(name: string, listener: PaidListener): void {
  paidListeners.set(name, listener);
}

/** Whatever provider settled it: the payer gets the confirmation, without the answer waiting for mail. */
export function orderPaid(deps: AppDeps, orderId: string): void {
  deps.background.run("confirmation mail", () => sendConfirmation(deps, orderId));
  for (const [name, listener] of paidListeners) deps.background.run(name, () => listener(deps, orderId));
}

/**
 * A lapsed order's club credit went back to the member when it lapsed (hold-expiry.ts): the
 * card's part alone cannot pay it, so it is not held again and the card payment goes back.
 */
function creditReturned(row: OrderRow): Refusal | null {
  if (row.status !== "expired" || row.creditApplied === 0) return null;
  return { kind: "credit_returned" };
}

/** Re-activates the order's bookings inside a savepoint; answers why not when it cannot. */
async function holdAgain(tx: Db, row: OrderRow, now: Date): Promise<Refusal | null> {
  const [started] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.orderId, row.id), sql`lower(${bookings.during}) <= ${now.toISOString()}::timestamptz`));
  if ((started?.n ?? 0) > 0) return { kind: "started" };
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.update(bookings).set({ active: true }).where(eq(bookings.orderId, row.id));
    });
    return null;
  } catch (err) {
    if (!isExclusionViolation(err)) throw err;
    if (violatedConstraint(err) === BOOKING_CLOSED_CONSTRAINT) return { kind: "closed" };
    return { kind: "taken", court: await takenCourtName(tx, row.id) };
  }
}

export async function takenCourtName(db: Db, orderId: string): Promise<string | undefined> {
  const other = alias(bookings, "other");
  const [row] = await db
    .select({ name: courts.name })
    .from(bookings)
    .innerJoin(
      other,
      and(
        eq(other.courtId, bookings.courtId),
        eq(other.active, true),
        ne(other.orderId, bookings.orderId),
        sql`${other.during} && ${bookings.during}`,
      ),
    )
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(eq(bookings.orderId, orderId))
    .limit(1);
  return row?.name;
}
