import { and, asc, eq, lte, sql } from "drizzle-orm";
import { openMatches, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { cancelFamily } from "../orders/cancel-order.ts";
import { sendCancellationNotice } from "../orders/cancellation-notice.ts";
import { closeCheckoutLater } from "../payments/close-checkout.ts";
import { mailShareRefunded } from "../shares/share-mail.ts";
import { matchWords } from "./i18n.ts";

/**
 * Open matches not full at their deadline whose owner would not keep them are cancelled, and
 * everyone refunded: the owner's share and every paid place, each to where it was paid from.
 * Each match is claimed by a conditional update (still open, a place still unpaid) in the same
 * transaction as the cancellation, so two instances sweeping at once cancel it once. A kept
 * match's unsold places fall to its owner with the other unpaid shares (shares/deadline.ts).
 * Runs from main.ts's timer; answers how many it cancelled.
 */
export async function settleMatchDeadlines(deps: AppDeps, limit = 20): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  // A place still unpaid: a full match is left alone (and never picked again).
  const unfilled = sql`exists (select 1 from ${orders} where ${orders.parentOrderId} = ${openMatches.orderId}
    and ${orders.openPlace} and ${orders.status} = 'pending')`;
  const due = await db
    .select({ orderId: openMatches.orderId })
    .from(openMatches)
    .where(and(eq(openMatches.status, "open"), eq(openMatches.keepIfNotFull, false), lte(openMatches.deadlineAt, now), unfilled))
    .orderBy(asc(openMatches.deadlineAt))
    .limit(limit);
  let cancelled = 0;
  for (const { orderId } of due) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(openMatches)
        .set({ status: "cancelled" })
        .where(and(eq(openMatches.orderId, orderId), eq(openMatches.status, "open"), unfilled))
        .returning();
      if (!claimed) return null;
      return cancelFamily(deps, tx, orderId, now, async () => {});
    });
    if (!done) continue;
    cancelled++;
    for (const o of done.pending) closeCheckoutLater(deps, o);
    const reason = matchWords(done.row.locale)("matches.cancelled.reason");
    deps.background.run("match cancelled mail", () =>
      sendCancellationNotice(deps, done.row, { byClub: true, reason, kept: false, refunds: done.refunds }),
    );
    for (const { share, refunds } of done.shares) {
      deps.background.run("share refunded mail", () => mailShareRefunded(deps, share, refunds));
    }
  }
  return cancelled;
}
