import type { CreditAccount } from "@courtside/contract";
import { desc, eq } from "drizzle-orm";
import { creditEntries, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";

/** Entries shown with the balance: the latest ones (a long history pages later, when it exists). */
const SHOWN = 100;

/** A member's balance and latest entries, newest first, each with the invoice of its order. */
export async function creditAccount(deps: AppDeps, memberId: string): Promise<CreditAccount> {
  const rows = await deps.database.db
    .select({ entry: creditEntries, inv: orders.inv })
    .from(creditEntries)
    .leftJoin(orders, eq(orders.id, creditEntries.orderId))
    .where(eq(creditEntries.memberId, memberId))
    .orderBy(desc(creditEntries.seq))
    .limit(SHOWN);
  return {
    balance: rows[0]?.entry.balanceAfter ?? 0,
    currency: deps.config.currency,
    entries: rows.map(({ entry, inv }) => ({
      id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      balance_after: entry.balanceAfter,
      reason: entry.reason,
      order_inv: inv,
      by_staff: entry.actorAdminId !== null,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
