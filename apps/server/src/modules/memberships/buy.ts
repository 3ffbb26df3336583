import type { Membership } from "@courtside/contract";
import { isUniqueViolation } from "../../db/errors.ts";
import type { members } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { invalidField, worded } from "../../http/http-error.ts";
import { digest } from "../auth/secrets.ts";
import { findOrderByIdempotencyKey, type OrderRow } from "../orders/order-queries.ts";
import { orderPaid } from "../payments/payment-service.ts";
import { startPayment } from "../payments/start-payment.ts";
import { membershipWords } from "./i18n.ts";
import { writeMembershipSale } from "./membership-order.ts";
import { membershipOfOrder, presentOneMembership } from "./membership-queries.ts";
import { findPlan, type PlanWithBenefits } from "./plan-queries.ts";

type MemberRow = typeof members.$inferSelect;

/**
 * A member buys a plan online: a pending membership and its order, whose payment opens as a
 * court order's does (demo checkout or Stripe Checkout). The membership starts when the
 * payment settles. A repeat of the Idempotency-Key answers the first purchase.
 */
export async function buyMembership(deps: AppDeps, member: MemberRow, planId: number, key: string): Promise<Membership> {
  const { db } = deps.database;
  const scopedKey = digest(`membership:${member.id}:${key}`);
  const requestHash = digest(`membership-plan:${planId}`);
  const earlier = await findOrderByIdempotencyKey(db, scopedKey);
  if (earlier) return repeatAnswer(deps, earlier, requestHash);
  const plan = await planOnSale(deps, planId);
  let written: Awaited<ReturnType<typeof writeMembershipSale>>;
  try {
    written = await db.transaction((tx) =>
      writeMembershipSale(deps, tx, { member, plan, idempotencyKey: scopedKey, requestHash, soldBy: null }),
    );
  } catch (err) {
    const raced = isUniqueViolation(err) ? await findOrderByIdempotencyKey(db, scopedKey) : undefined;
    if (raced) return repeatAnswer(deps, raced, requestHash);
    throw err;
  }
  const { order, membership } = written;
  if (order.status === "paid") orderPaid(deps, order.id);
  else await startPayment(deps, order, `${plan.name} membership`);
  return presentOneMembership(deps, (await membershipOfOrder(db, order.id)) ?? membership);
}

/** The plan to sell: 422 naming plan_id when it does not exist or is retired. */
export async function planOnSale(deps: AppDeps, planId: number): Promise<PlanWithBenefits> {
  const plan = await findPlan(deps.database.db, planId);
  if (!plan) {
    throw invalidField("plan_id", worded(membershipWords, "memberships.noSuchPlan"), {
      code: "plan_not_found",
      params: { plan_id: planId },
    });
  }
  if (!plan.active) {
    throw invalidField("plan_id", worded(membershipWords, "memberships.planRetired", { plan: plan.name }), {
      code: "plan_not_on_sale",
      params: { plan_id: planId },
    });
  }
  return plan;
}

async function repeatAnswer(deps: AppDeps, order: OrderRow, requestHash: string): Promise<Membership> {
  const membership = await membershipOfOrder(deps.database.db, order.id);
  if (order.requestHash !== requestHash || !membership) {
    throw invalidField("idempotency-key", worded(membershipWords, "memberships.keyReusedPurchase"), {
      code: "idempotency_key_reused",
    });
  }
  return presentOneMembership(deps, membership);
}
