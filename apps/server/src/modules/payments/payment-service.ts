import type { Order } from "@courtside/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { isExclusionViolation } from "../../db/errors.ts";
import { bookings, courts, orders, payments } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { conflict, notFound } from "../../http/http-error.ts";
import { accessKeyMatches } from "../orders/access-keys.ts";
import { sendConfirmation } from "../orders/confirmation.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { presentOne } from "../orders/present-orders.ts";

type Outcome = { paid: OrderRow; now: boolean } | { refused: string };

/**
 * A payment arrived for the order `inv`. Within its hold the order becomes paid. After
 * the hold lapsed the courts are held again if nobody took them (the exclusion constraint
 * decides) and the order is paid; otherwise the money is kept on record, the order is
 * marked refund_due, and the payer gets 409 saying why. The order row is locked first,
 * so the hold sweeper cannot expire it halfway.
 */
export async function applyPayment(deps: AppDeps, provider: string, inv: string, key: string): Promise<Order> {
  return settle(deps, provider, inv, (row) => accessKeyMatches(row.accessKeyHash, key));
}

/**
 * A provider's verified notice (a signed webhook) that its checkout `checkoutRef` for the
 * order `inv` was paid, by the charge `chargeRef`. The same rules as applyPayment apply.
 */
export async function applyProviderPayment(
  deps: AppDeps,
  provider: string,
  inv: string,
  checkoutRef: string,
  chargeRef: string,
): Promise<Order> {
  return settle(deps, provider, inv, (row) => row.paymentRef === checkoutRef, chargeRef);
}

async function settle(
  deps: AppDeps,
  provider: string,
  inv: string,
  authorized: (row: OrderRow) => boolean,
  chargeRef?: string,
): Promise<Order> {
  const now = deps.clock.now();
  const outcome = await deps.database.db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx.select().from(orders).where(eq(orders.inv, inv)).for("update");
    // A provider pays only its own orders: the demo checkout must never settle a real one.
    if (!row || row.paymentProvider !== provider || !authorized(row)) throw notFound();
    if (row.status === "paid") return { paid: row, now: false };
    if (row.status !== "pending" && row.status !== "expired")
      throw conflict("This order was cancelled and can no longer be paid.");
    if (row.refundDue) return { refused: "This order could not be completed and its payment is due for refund." };

    const holding = row.status === "pending" && row.holdExpiresAt !== null && row.holdExpiresAt > now;
    const refusal = holding ? null : await holdAgain(tx, row, now);
    await tx
      .insert(payments)
      .values({
        orderId: row.id,
        provider: row.paymentProvider,
        providerRef: chargeRef ?? row.paymentRef ?? row.inv,
        kind: "charge",
        amount: row.total,
        currency: row.currency,
        createdAt: now,
      })
      .onConflictDoNothing();
    if (refusal) {
      await tx.update(orders).set({ status: "expired", refundDue: true }).where(eq(orders.id, row.id));
      return { refused: refusal };
    }
    const [paid] = await tx.update(orders).set({ status: "paid", paidAt: now }).where(eq(orders.id, row.id)).returning();
    return { paid: paid ?? row, now: true };
  });
  if ("refused" in outcome) throw conflict(outcome.refused);
  if (outcome.now) orderPaid(deps, outcome.paid.id);
  return presentOne(deps, outcome.paid);
}

/** Whatever provider settled it: the payer gets the confirmation, without the answer waiting for mail. */
export function orderPaid(deps: AppDeps, orderId: string): void {
  deps.background.run("confirmation mail", () => sendConfirmation(deps, orderId));
}

/** Re-activates the order's bookings inside a savepoint; answers why not when it cannot. */
async function holdAgain(tx: Db, row: OrderRow, now: Date): Promise<string | null> {
  const [started] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.orderId, row.id), sql`lower(${bookings.during}) <= ${now.toISOString()}::timestamptz`));
  if ((started?.n ?? 0) > 0)
    return "Your hold lapsed and the slot has already started, so the booking could not be completed. Your payment will be refunded.";
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.update(bookings).set({ active: true }).where(eq(bookings.orderId, row.id));
    });
    return null;
  } catch (err) {
    if (!isExclusionViolation(err)) throw err;
    const court = await takenCourtName(tx, row.id);
    return `Your hold lapsed and ${court ?? "a court"} was booked by someone else meanwhile, so the booking could not be completed. Your payment will be refunded.`;
  }
}

async function takenCourtName(db: Db, orderId: string): Promise<string | undefined> {
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
