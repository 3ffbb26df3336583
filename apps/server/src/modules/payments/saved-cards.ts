import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { members, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import type { SavedCard } from "./provider.ts";

/**
 * Cards kept for later (issue 14: a split booking's owner agreed at checkout that shares unpaid
 * at the deadline are charged to their card). Only the provider's ids are stored: the member's
 * customer on members, the card the checkout kept on the order.
 */

/** Whether new orders' provider can keep a card at checkout (Stripe can; the demo cannot). */
export const providerSavesCards = (deps: AppDeps): boolean => deps.payments.savedCards !== undefined;

/**
 * The customer whose card the order's checkout keeps: only for an order whose owner agreed,
 * through a provider that can. The member's customer is created once and remembered; when the
 * provider cannot be asked, the checkout opens without keeping the card (the shares then stay
 * a balance due, as without consent) rather than not at all.
 */
export async function checkoutCustomer(deps: AppDeps, row: OrderRow): Promise<string | undefined> {
  const saved = deps.payments.savedCards;
  if (!row.cardConsentAt || !row.memberId || !saved) return undefined;
  const { db } = deps.database;
  const [member] = await db.select().from(members).where(eq(members.id, row.memberId));
  if (!member) return undefined;
  if (member.stripeCustomerId) return member.stripeCustomerId;
  try {
    const created = await saved.customerFor(member);
    // Two checkouts at once: the first stored wins (the provider answered both with the same one anyway).
    const [stored] = await db
      .update(members)
      .set({ stripeCustomerId: created })
      .where(and(eq(members.id, member.id), isNull(members.stripeCustomerId)))
      .returning({ id: members.stripeCustomerId });
    if (stored?.id) return stored.id;
    const [again] = await db.select({ id: members.stripeCustomerId }).from(members).where(eq(members.id, member.id));
    return again?.id ?? created;
  } catch (err) {
    deps.log.warn({ err, order: row.id }, "could not create the payment customer; the checkout will not keep the card");
    return undefined;
  }
}

/** The card a settled checkout kept, on its order, in the caller's transaction: only where the owner agreed. */
export async function recordSavedCard(tx: Db, orderId: string, card: SavedCard): Promise<void> {
  await tx
    .update(orders)
    .set({ savedCardCustomer: card.customer, savedCardMethod: card.paymentMethod })
    .where(and(eq(orders.id, orderId), isNotNull(orders.cardConsentAt)));
}
