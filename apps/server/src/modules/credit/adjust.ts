import type { CreditAccount, CreditAdjustmentRequest } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { creditEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { invalidField, worded } from "../../http/http-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { digest } from "../auth/secrets.ts";
import { creditAccount } from "./account.ts";
import { creditWords } from "./i18n.ts";
import { appendCreditEntry } from "./ledger.ts";
import { findMemberOr404 } from "./member.ts";

/**
 * Staff add credit to a member or take it (a goodwill gesture, a correction), with a reason
 * the member sees in their history; the entry and its audit row are one transaction. A
 * repeat of the Idempotency-Key answers the account without writing again (a double click
 * never adds twice); the same key for another adjustment is 422.
 */
export async function adjustCredit(
  deps: AppDeps,
  adminId: string,
  memberId: string,
  input: CreditAdjustmentRequest,
  key: string,
): Promise<CreditAccount> {
  const { db } = deps.database;
  const requestKey = digest(`credit-adjust:${adminId}:${key}`);
  const [earlier] = await db.select().from(creditEntries).where(eq(creditEntries.requestKey, requestKey));
  if (earlier) {
    if (earlier.memberId !== memberId || earlier.amount !== input.amount)
      throw invalidField("idempotency-key", worded(creditWords, "credit.keyReused.adjustment"), {
        code: "idempotency_key_reused",
      });
    return creditAccount(deps, memberId);
  }
  const member = await findMemberOr404(deps, memberId);
  await db.transaction(async (tx) => {
    const entry = await appendCreditEntry(tx, {
      memberId,
      amount: input.amount,
      kind: "adjustment",
      reason: input.reason,
      actorAdminId: adminId,
      requestKey,
      at: deps.clock.now(),
    });
    await recordAudit(tx, {
      actorAdminId: adminId,
      action: "credit.adjust",
      entity: "credit",
      entityId: entry.id,
      after: {
        member: { id: member.id, name: member.name, email: member.email },
        amount: entry.amount,
        reason: entry.reason,
        balance_after: entry.balanceAfter,
        currency: deps.config.currency,
      },
    });
  });
  return creditAccount(deps, memberId);
}
