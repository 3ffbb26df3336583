import type { CreditAccount } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { invalidField, worded } from "../../http/http-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { digest } from "../auth/secrets.ts";
import { findOrderByIdempotencyKey } from "../orders/order-queries.ts";
import { orderPaid } from "../payments/payment-service.ts";
import { creditAccount } from "./account.ts";
import { creditWords } from "./i18n.ts";
import { findMemberOr404 } from "./member.ts";
import { packOnSale } from "./packs.ts";
import { writeTopup } from "./topup.ts";

/**
 * Staff sell a pack at the desk: the order paid there (a desk charge), the credit added and
 * the audit row written in one transaction; the member is mailed. A repeat of the
 * Idempotency-Key answers the account without selling again.
 */
export async function sellTopupAtDesk(
  deps: AppDeps,
  adminId: string,
  memberId: string,
  packId: number,
  key: string,
): Promise<CreditAccount> {
  const { db } = deps.database;
  const scopedKey = digest(`topup-desk:${adminId}:${key}`);
  const requestHash = digest(`topup-desk:${memberId}:${packId}`);
  const earlier = await findOrderByIdempotencyKey(db, scopedKey);
  if (earlier) {
    if (earlier.requestHash !== requestHash)
      throw invalidField("idempotency-key", worded(creditWords, "credit.keyReused.sale"), { code: "idempotency_key_reused" });
    return creditAccount(deps, memberId);
  }
  const member = await findMemberOr404(deps, memberId);
  const pack = await packOnSale(deps, packId);
  const order = await db.transaction(async (tx) => {
    const sold = await writeTopup(deps, tx, { member, pack, idempotencyKey: scopedKey, requestHash, soldBy: adminId });
    await recordAudit(tx, {
      actorAdminId: adminId,
      action: "credit.topup_sell",
      entity: "credit",
      entityId: sold.id,
      after: {
        member: { id: member.id, name: member.name, email: member.email },
        pack: { id: pack.id, name: pack.name },
        inv: sold.inv,
        amount: pack.price,
        credit: pack.credit,
        currency: deps.config.currency,
      },
    });
    return sold;
  });
  orderPaid(deps, order.id);
  return creditAccount(deps, memberId);
}
