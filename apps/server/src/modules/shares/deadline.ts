import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { openMatches, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { chargeFallenShares } from "./card-charge.ts";
import { booking, deadlineCame } from "./deadline-rows.ts";
import { mailShare } from "./share-mail.ts";

/**
 * Unpaid shares of confirmed bookings whose deadline (the sport's share_deadline_hours before
 * the start) has come fall to the booking's owner: the share is theirs to pay from then on
 * (member_id, so club credit pays it too), a balance due on their profile and at the desk. One
 * conditional update claims each share (fell_to_owner_at still null), so two instances sweeping
 * at once move it, and mail the owner about it, once. An owner who agreed to have their saved
 * card charged is charged instead (card-charge.ts), and hears how that went rather than that the
 * share fell. Runs from main.ts's timer.
 */
export async function settleShareDeadlines(deps: AppDeps, limit = 100): Promise<number> {
  const now = deps.clock.now();
  const due = deps.database.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(booking, eq(booking.id, orders.parentOrderId))
    .where(
      and(
        eq(orders.kind, "share"),
        eq(orders.status, "pending"),
        isNull(orders.fellToOwnerAt),
        eq(booking.status, "paid"),
        // An open match its owner would not keep is cancelled at this deadline instead (matches/deadline.ts).
        sql`not exists (select 1 from ${openMatches} where ${openMatches.orderId} = ${booking.id}
          and ${openMatches.status} = 'open' and not ${openMatches.keepIfNotFull})`,
        deadlineCame(now),
      ),
    )
    .limit(limit);
  const fell = await deps.database.db
    .update(orders)
    .set({
      memberId: sql`(select owner.member_id from orders owner where owner.id = ${orders.parentOrderId})`,
      fellToOwnerAt: now,
    })
    .where(and(sql`${orders.id} in (${due})`, isNull(orders.fellToOwnerAt), eq(orders.status, "pending")))
    .returning();
  const charging = await withSavedCard(deps, fell);
  for (const share of fell) {
    if (!charging.has(share.parentOrderId ?? "")) deps.background.run("share fell mail", () => mailShare(deps, share, "fell"));
  }
  await chargeFallenShares(deps, limit);
  return fell.length;
}

/** Which of these shares' bookings have a saved card their owner agreed to have charged. */
async function withSavedCard(deps: AppDeps, shares: OrderRow[]): Promise<Set<string>> {
  const ids = [...new Set(shares.map((s) => s.parentOrderId).filter((id) => id !== null))];
  if (ids.length === 0) return new Set();
  const rows = await deps.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, ids), isNotNull(orders.cardConsentAt), isNotNull(orders.savedCardMethod)));
  return new Set(rows.map((r) => r.id));
}

/** A share whose player left (or was removed) unpaid falls to the owner at once, in the caller's transaction. */
export async function shareFallsToOwner(tx: Db, shareId: string, ownerId: string, now: Date): Promise<OrderRow | undefined> {
  const [fell] = await tx
    .update(orders)
    .set({ memberId: ownerId, fellToOwnerAt: now })
    .where(and(eq(orders.id, shareId), eq(orders.status, "pending"), isNull(orders.fellToOwnerAt)))
    .returning();
  return fell;
}
