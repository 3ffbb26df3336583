import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { cardDue } from "../payments/card-due.ts";
import { closeCheckout } from "../payments/close-checkout.ts";
import { afterSettlement, settleSavedCardCharge } from "../payments/payment-service.ts";
import type { SavedCard } from "../payments/provider.ts";
import { booking, deadlineCame } from "./deadline-rows.ts";
import { mailShare } from "./share-mail.ts";

/** A claim this old whose charge never ended (its instance stopped midway) is tried again, with the same key. */
const STALE_CLAIM_MS = 10 * 60_000;
/**
 * Stripe keeps an idempotency key for 24 hours; after that the same key would make a second
 * payment. So a share whose charge still has no answer this long after it fell is not asked
 * again: it stays a balance due, and the owner is told.
 */
const RETRY_FOR_MS = 20 * 3_600_000;

/**
 * At the deadline, the owner who agreed at checkout pays the shares that fell to them with the
 * card their checkout kept. Each share is claimed by a conditional update first (so two
 * instances, or a sweep and its retry, charge it once), then the provider is asked outside any
 * transaction, with one idempotency key per share, then the answer is recorded: a charge
 * settles the share as its card checkout would; a decline leaves it the owner's balance due,
 * and the owner hears which by mail. Answers how many it claimed.
 */
export async function chargeFallenShares(deps: AppDeps, limit = 100): Promise<number> {
  const claimed = await claimCharges(deps, limit);
  for (const share of claimed) await chargeShare(deps, share);
  return claimed.length;
}

/** A fallen share still unpaid whose charge is not under way (nor ended). */
function chargeable(now: Date) {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  return and(
    eq(orders.kind, "share"),
    eq(orders.status, "pending"),
    isNotNull(orders.fellToOwnerAt),
    isNull(orders.cardChargeResult),
    or(isNull(orders.cardChargeAt), lt(orders.cardChargeAt, stale)),
  );
}

async function claimCharges(deps: AppDeps, limit: number): Promise<OrderRow[]> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(booking, eq(booking.id, orders.parentOrderId))
    .where(
      and(
        chargeable(now),
        eq(booking.status, "paid"),
        isNotNull(booking.cardConsentAt),
        isNotNull(booking.savedCardMethod),
        // A share that fell early (its player left) waits for the deadline like the rest.
        deadlineCame(now),
      ),
    )
    .limit(limit);
  return db
    .update(orders)
    .set({ cardChargeAt: now })
    .where(and(sql`${orders.id} in (${due})`, chargeable(now)))
    .returning();
}

async function chargeShare(deps: AppDeps, share: OrderRow): Promise<void> {
  const saved = deps.providers.get(share.paymentProvider)?.savedCards;
  const card = await savedCardOf(deps, share);
  if (!saved || !card) return declined(deps, share, "no_saved_card");
  const fell = share.fellToOwnerAt?.getTime() ?? 0;
  if (deps.clock.now().getTime() - fell > RETRY_FOR_MS) return declined(deps, share, "no_answer");
  if (!(await checkoutClosed(deps, share))) return;
  try {
    const result = await saved.charge({
      ...card,
      orderId: share.id,
      inv: share.inv,
      amount: cardDue(share),
      currency: share.currency,
      description: `${share.inv}: a share of a booking, charged to its owner's saved card`,
      idempotencyKey: `share-charge-${share.id}`,
    });
    if (result.kind === "declined") return declined(deps, share, result.code);
    await recordCharge(deps, share, result.ref);
  } catch (err) {
    // No answer (or not recorded): the claim goes stale and the same key asks again, never charging twice.
    deps.log.warn({ err, share: share.id }, "the owner's saved card charge did not finish; will try again");
  }
}

async function savedCardOf(deps: AppDeps, share: OrderRow): Promise<SavedCard | null> {
  const [row] = await deps.database.db
    .select({ customer: orders.savedCardCustomer, paymentMethod: orders.savedCardMethod })
    .from(orders)
    .where(eq(orders.id, share.parentOrderId ?? ""));
  return row?.customer && row.paymentMethod ? { customer: row.customer, paymentMethod: row.paymentMethod } : null;
}

/**
 * A checkout the player opened for the share is closed first, so they cannot pay it as well.
 * Paid meanwhile, or the provider not answering: no charge now (the notice settles a payment;
 * the claim goes stale otherwise and is tried again).
 */
async function checkoutClosed(deps: AppDeps, share: OrderRow): Promise<boolean> {
  if (!share.paymentRef) return true;
  if ((await closeCheckout(deps, share)) !== "closed") return false;
  // Closed for good: the owner may open a checkout of their own for it if the card is declined.
  await deps.database.db
    .update(orders)
    .set({ paymentRef: null, paymentlink: null })
    .where(and(eq(orders.id, share.id), eq(orders.paymentRef, share.paymentRef)));
  return true;
}

/** The money was taken: settled as the share's card payment, in one transaction, then confirmed to the owner. */
async function recordCharge(deps: AppDeps, share: OrderRow, ref: string): Promise<void> {
  const settled = await deps.database.db.transaction(async (tx) => {
    const settlement = await settleSavedCardCharge(deps, tx, share.paymentProvider, share.inv, ref);
    if (settlement?.kind === "paid" && settlement.now) {
      await tx.update(orders).set({ cardChargeResult: "charged" }).where(eq(orders.id, share.id));
    }
    return settlement;
  });
  if (settled) afterSettlement(deps, settled);
}

/** The card will not pay it: the share stays the owner's balance due, and the owner is told how to pay. */
async function declined(deps: AppDeps, share: OrderRow, code: string): Promise<void> {
  deps.log.info({ share: share.id, code }, "the owner's saved card was not charged; the share stays a balance due");
  const [marked] = await deps.database.db
    .update(orders)
    .set({ cardChargeResult: "declined" })
    .where(and(eq(orders.id, share.id), eq(orders.status, "pending"), isNull(orders.cardChargeResult)))
    .returning();
  if (marked) deps.background.run("share card failed mail", () => mailShare(deps, marked, "cardFailed"));
}
