import { randomUUID } from "node:crypto";
import { formatSlot } from "@courtside/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday } from "../../facility-time.ts";
import { digest } from "../auth/secrets.ts";
import { pricesFor } from "../booking-policy/prices.ts";
import { payerTier } from "../booking-policy/tier.ts";
import { orderAccessKey } from "../orders/access-keys.ts";
import { withFreshInvoice } from "../orders/fresh-invoice.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { type RecordedRefund, refundPart, unrefundedCharges } from "../payments/refunds.ts";
import { bookingRules } from "../rules/service.ts";
import type { MovePlan } from "./move-plan.ts";

/** How a move's price difference was settled: a pending child order to pay, money back, or nothing to do. */
export type Settlement =
  | { kind: "none"; amount: 0 }
  | { kind: "charge"; amount: number; child: OrderRow }
  | { kind: "refund"; amount: number; refunds: RecordedRefund[] };

/**
 * The court price at the new place when the move settles the difference: a paid order whose
 * slot or date changes (a court of the same slot costs the same), at the price the booking
 * policy gives the order's payer today (a guest's, a registered player's or their plan's).
 * null keeps the lines' prices: staff chose to keep the price, the time stays, or the order is
 * unpaid (its checkout was opened for its total).
 */
export async function newCourtPrice(deps: AppDeps, order: OrderRow, plan: MovePlan, settle: boolean): Promise<number | null> {
  if (!settle || !plan.timeChanges || order.status !== "paid") return null;
  const today = facilityToday(deps.clock.now(), deps.config.timezone);
  const tier = await payerTier(deps.database.db, order.sport, order.memberId, today);
  return pricesFor(tier).courtPrice(plan.slot, plan.date);
}

/** The change of the order's court lines' total if they cost `unitPrice` each (read before they are rewritten). */
export async function courtLinesDifference(tx: Db, order: OrderRow, unitPrice: number): Promise<number> {
  const lines = await tx
    .select({ qty: orderLines.qty, amount: orderLines.amount })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, "court")));
  return lines.reduce((sum, l) => sum + l.qty * unitPrice - l.amount, 0);
}

/**
 * Settles a difference in the move's transaction, under the order's row lock. More: a pending
 * child order of the booking for the difference (its payment is opened after commit; the move
 * holds either way). Less: the order's total drops and the difference goes back to the card
 * (or at the desk) as a partial refund of its charges, never more than they have left.
 */
export async function settleDifference(
  deps: AppDeps,
  tx: Db,
  order: OrderRow,
  plan: MovePlan,
  moveDifference: number | null,
): Promise<Settlement> {
  if (moveDifference === null) return { kind: "none", amount: 0 };
  // A difference of an earlier move still unpaid is folded into this one: it is cancelled, and
  // what the member owes now is settled once (never a refund of money that was not paid).
  const difference = moveDifference + (await foldUnpaidDifferences(tx, order, deps.clock.now()));
  if (difference === 0) return { kind: "none", amount: 0 };
  if (difference > 0)
    return { kind: "charge", amount: difference, child: await insertDifferenceOrder(deps, tx, order, plan, difference) };
  const now = deps.clock.now();
  const refunds = await refundPart(deps, tx, order, await unrefundedCharges(tx, order.id), -difference, now);
  await tx
    .update(orders)
    .set({ total: Math.max(0, order.total + difference) })
    .where(eq(orders.id, order.id));
  return { kind: "refund", amount: -difference, refunds };
}

/** Cancels the order's unpaid price-difference orders (children with a court line); answers what they asked for. */
async function foldUnpaidDifferences(tx: Db, order: OrderRow, now: Date): Promise<number> {
  const differenceOrder = sql`exists (select 1 from ${orderLines} l where l.order_id = ${orders.id} and l.kind = 'court')`;
  const folded = await tx
    .update(orders)
    .set({ status: "cancelled", cancelledAt: now, holdExpiresAt: null })
    .where(and(eq(orders.parentOrderId, order.id), inArray(orders.status, ["pending", "expired"]), differenceOrder))
    .returning({ total: orders.total });
  return folded.reduce((sum, o) => sum + o.total, 0);
}

/** The child order for a higher price, like extras: pending with a hold, no courts, one line saying why. */
async function insertDifferenceOrder(deps: AppDeps, tx: Db, parent: OrderRow, plan: MovePlan, amount: number) {
  const now = deps.clock.now();
  const { holdMinutes } = await bookingRules(tx, parent.sport);
  const description = `Price difference of the move to ${plan.now.courts.join(", ")}, ${formatSlot(plan.date, plan.now.start, plan.now.end)}`;
  const id = randomUUID();
  // An invoice number drawn twice is drawn again without losing the move.
  return withFreshInvoice(tx, parent.sport, facilityToday(now, deps.config.timezone), async (savepoint, inv) => {
    const [row] = await savepoint
      .insert(orders)
      .values({
        id,
        sport: parent.sport,
        memberId: parent.memberId,
        parentOrderId: parent.id,
        status: "pending",
        billing: parent.billing,
        total: amount,
        currency: parent.currency,
        inv,
        paymentProvider: deps.payments.name,
        accessKeyHash: digest(orderAccessKey(deps.appSecret, id)),
        holdExpiresAt: new Date(now.getTime() + holdMinutes * 60_000),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("price difference order insert returned no row");
    await savepoint
      .insert(orderLines)
      .values({ orderId: id, kind: "court", date: plan.date, description, qty: 1, unitPrice: amount, amount });
    return row;
  });
}
