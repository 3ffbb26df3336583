import type { CreditEntryKind, Locale } from "@courtside/contract";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditEntries } from "../../db/schema.ts";
import { HttpError, worded } from "../../http/http-error.ts";
import { creditWords } from "./i18n.ts";

export type CreditEntryRow = typeof creditEntries.$inferSelect;

/** One movement of a member's credit, as its money flow writes it. */
export type CreditMovement = {
  memberId: string;
  /** Cents: positive adds, negative takes. */
  amount: number;
  kind: CreditEntryKind;
  reason: string;
  orderId?: string | null;
  actorAdminId?: string | null;
  /** The writer's scoped Idempotency-Key, if the movement answers a request. */
  requestKey?: string | null;
  /** Credit that lapses (a pack's top-up): when. */
  expiresAt?: Date | null;
  /** An expiry: the entry whose credit lapses. */
  lotEntryId?: number | null;
  at: Date;
};

/** The member's credit lock: every movement of their balance is written under it. */
const lockKey = (memberId: string) => `credit:member:${memberId}`;

/**
 * Appends a movement in the caller's transaction, under the member's lock: the balance read
 * here is the last committed one, so two spends at once are counted one after the other and
 * the second is refused (409 credit_insufficient, with the balance) when it would go below
 * zero. The database keeps the chain itself (schema/credit.ts): if anything ever wrote
 * around this, the unique (member, seq) and the balance check still refuse it.
 */
export async function appendCreditEntry(tx: Db, movement: CreditMovement): Promise<CreditEntryRow> {
  const balance = await lockedBalance(tx, movement.memberId);
  if (balance + movement.amount < 0) throw insufficientCredit(balance, -movement.amount);
  return insertEntry(tx, movement);
}

/**
 * Spends as much of the member's balance as there is, up to `most` cents, under their lock
 * in the caller's transaction: the entry written, or null when the balance is zero.
 */
export async function spendUpTo(
  tx: Db,
  most: number,
  movement: Omit<CreditMovement, "amount" | "kind">,
): Promise<CreditEntryRow | null> {
  const balance = await lockedBalance(tx, movement.memberId);
  const amount = Math.min(balance, most);
  if (amount <= 0) return null;
  return insertEntry(tx, { ...movement, amount: -amount, kind: "spend" });
}

/** The member's balance, read after taking their lock (held to the transaction's end). */
export async function lockedBalance(tx: Db, memberId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey(memberId)}))`);
  return balanceOf(tx, memberId);
}

async function insertEntry(tx: Db, movement: CreditMovement): Promise<CreditEntryRow> {
  const [row] = await tx
    .insert(creditEntries)
    .values({
      memberId: movement.memberId,
      amount: movement.amount,
      kind: movement.kind,
      reason: movement.reason,
      orderId: movement.orderId ?? null,
      actorAdminId: movement.actorAdminId ?? null,
      requestKey: movement.requestKey ?? null,
      expiresAt: movement.expiresAt ?? null,
      lotEntryId: movement.lotEntryId ?? null,
      createdAt: movement.at,
    })
    .returning();
  if (!row) throw new Error("credit entry not written");
  return row;
}

/** The member's balance: their last entry's running balance (0 with none). */
export async function balanceOf(db: Db, memberId: string): Promise<number> {
  const [last] = await db
    .select({ balance: creditEntries.balanceAfter })
    .from(creditEntries)
    .where(eq(creditEntries.memberId, memberId))
    .orderBy(desc(creditEntries.seq))
    .limit(1);
  return last?.balance ?? 0;
}

function insufficientCredit(balance: number, wanted: number): HttpError {
  const message = worded(creditWords, "credit.insufficient", (locale) => ({
    balance: cents(balance, locale),
    wanted: cents(wanted, locale),
  }));
  return new HttpError(409, message, { amount: [message] }, undefined, {
    code: "credit_insufficient",
    params: { balance, wanted },
  });
}

/** Cents as a plain amount ("15.00", "15,00" in Spanish and French): the currency is the club's, named by the caller's page. */
const cents = (n: number, locale: Locale) => {
  const amount = (n / 100).toFixed(2);
  return locale === "en" ? amount : amount.replace(".", ",");
};
