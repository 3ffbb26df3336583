import type { CreditAccount } from "@courtside/contract";
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditEntries, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { creditLots, expiringLots } from "./lots.ts";

/** Entries shown with the balance: the latest ones (a long history pages later, when it exists). */
const SHOWN = 100;

/**
 * A member's balance, the credit that lapses soonest, and the latest entries, newest first,
 * each with the invoice of its order (an expiry of nothing, a lot spent before it lapsed, is
 * not shown).
 */
export async function creditAccount(deps: AppDeps, memberId: string): Promise<CreditAccount> {
  const { db } = deps.database;
  const [rows, all] = await Promise.all([latestEntries(db, memberId), ledgerOf(db, memberId)]);
  const now = deps.clock.now();
  return {
    balance: rows[0]?.entry.balanceAfter ?? 0,
    currency: deps.config.currency,
    expiring: expiringLots(creditLots(all), now).map((l) => ({
      amount: l.left,
      expires_at: (l.expiresAt as Date).toISOString(),
    })),
    entries: rows
      .filter(({ entry }) => entry.amount !== 0)
      .map(({ entry, inv }) => ({
        id: entry.id,
        kind: entry.kind,
        amount: entry.amount,
        balance_after: entry.balanceAfter,
        // Staff's words for an adjustment; the others' kind and order say why, in the reader's language.
        reason: entry.kind === "adjustment" ? entry.reason : "",
        order_inv: inv,
        by_staff: entry.actorAdminId !== null,
        expires_at: entry.expiresAt?.toISOString() ?? null,
        created_at: entry.createdAt.toISOString(),
      })),
  };
}

/** The member's whole ledger in order, as the lots need it. */
function ledgerOf(db: Db, memberId: string) {
  return db
    .select({
      id: creditEntries.id,
      amount: creditEntries.amount,
      expiresAt: creditEntries.expiresAt,
      lotEntryId: creditEntries.lotEntryId,
    })
    .from(creditEntries)
    .where(eq(creditEntries.memberId, memberId))
    .orderBy(asc(creditEntries.seq));
}

function latestEntries(db: Db, memberId: string) {
  return db
    .select({ entry: creditEntries, inv: orders.inv })
    .from(creditEntries)
    .leftJoin(orders, eq(orders.id, creditEntries.orderId))
    .where(eq(creditEntries.memberId, memberId))
    .orderBy(desc(creditEntries.seq))
    .limit(SHOWN);
}
