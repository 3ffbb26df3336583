import { and, asc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { creditEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { appendCreditEntry, lockedBalance } from "./ledger.ts";
import { creditLots, lotsDue } from "./lots.ts";

/** Members looked at per sweep; the next sweep takes the rest. */
const BATCH = 50;

/**
 * Credit that has lapsed (a pack's top-up past its validity) leaves the balance: for each
 * member with a lapsed lot not yet marked, one `expiry` entry per lot takes what is left of
 * it (0 when it was all spent, so it is not looked at again). Runs from main.ts's timer on
 * every instance; the member's lock and the unique lot_entry_id make it once. Answers how
 * many lots it closed.
 */
export async function expireCredit(deps: AppDeps): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const lapse = alias(creditEntries, "lapse");
  const due = await db
    .selectDistinct({ memberId: creditEntries.memberId })
    .from(creditEntries)
    .leftJoin(lapse, eq(lapse.lotEntryId, creditEntries.id))
    .where(and(isNotNull(creditEntries.expiresAt), lte(creditEntries.expiresAt, now), isNull(lapse.id)))
    .limit(BATCH);
  let closed = 0;
  for (const { memberId } of due) closed += await db.transaction((tx) => expireMemberCredit(tx, memberId, now));
  return closed;
}

/** The member's lapsed lots closed, under their lock, in the caller's transaction. */
export async function expireMemberCredit(tx: Db, memberId: string, now: Date): Promise<number> {
  await lockedBalance(tx, memberId);
  const entries = await tx
    .select({
      id: creditEntries.id,
      amount: creditEntries.amount,
      expiresAt: creditEntries.expiresAt,
      lotEntryId: creditEntries.lotEntryId,
      orderId: creditEntries.orderId,
    })
    .from(creditEntries)
    .where(eq(creditEntries.memberId, memberId))
    .orderBy(asc(creditEntries.seq));
  const lapsing = lotsDue(creditLots(entries), now);
  for (const lot of lapsing) {
    await appendCreditEntry(tx, {
      memberId,
      amount: -lot.left,
      kind: "expiry",
      reason: "Unused credit lapsed",
      orderId: entries.find((e) => e.id === lot.entryId)?.orderId ?? null,
      lotEntryId: lot.entryId,
      at: now,
    });
  }
  return lapsing.length;
}
