import type { AdminMembership, DeskMembershipRequest } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { members } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { invalidField, worded } from "../../http/http-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { digest } from "../auth/secrets.ts";
import { findOrderByIdempotencyKey } from "../orders/order-queries.ts";
import { orderPaid } from "../payments/payment-service.ts";
import { planOnSale } from "./buy.ts";
import { membershipWords } from "./i18n.ts";
import { writeMembershipSale } from "./membership-order.ts";
import { membershipOfOrder, presentOneMembership } from "./membership-queries.ts";

/**
 * Staff sell a plan at the desk: paid there at once (a desk charge, as a desk booking paid
 * on the spot), the membership activated and the audit row written in one transaction; the
 * member gets the membership confirmation. A repeat of the Idempotency-Key answers the first sale.
 */
export async function sellAtDesk(
  deps: AppDeps,
  adminId: string,
  input: DeskMembershipRequest,
  key: string,
): Promise<AdminMembership> {
  const { db } = deps.database;
  const scopedKey = digest(`membership-desk:${adminId}:${key}`);
  const requestHash = digest(`membership-desk:${input.member_id}:${input.plan_id}`);
  const earlier = await findOrderByIdempotencyKey(db, scopedKey);
  if (earlier) {
    const membership = await membershipOfOrder(db, earlier.id);
    if (earlier.requestHash !== requestHash || !membership)
      throw invalidField("idempotency-key", worded(membershipWords, "memberships.keyReusedSale"), {
        code: "idempotency_key_reused",
      });
    return { ...(await presentOneMembership(deps, membership)), member_id: input.member_id, refunded: 0 };
  }
  const [member] = await db.select().from(members).where(eq(members.id, input.member_id));
  if (!member) {
    throw invalidField("member_id", worded(membershipWords, "memberships.memberGone"), {
      code: "member_not_found",
      params: { member_id: input.member_id },
    });
  }
  const plan = await planOnSale(deps, input.plan_id);
  const { order, membership } = await db.transaction(async (tx) => {
    const sold = await writeMembershipSale(deps, tx, { member, plan, idempotencyKey: scopedKey, requestHash, soldBy: adminId });
    await recordAudit(tx, {
      actorAdminId: adminId,
      action: "membership.sell",
      entity: "membership",
      entityId: sold.membership.id,
      after: {
        member: { id: member.id, name: member.name, email: member.email },
        plan: { id: plan.id, name: plan.name, period: plan.period },
        inv: sold.order.inv,
        amount: sold.order.total,
        starts_on: sold.membership.startsOn,
        ends_on: sold.membership.endsOn,
      },
    });
    return sold;
  });
  orderPaid(deps, order.id);
  return { ...(await presentOneMembership(deps, membership)), member_id: member.id, refunded: 0 };
}
