import { SPORTS, type Sport } from "@courtside/contract";
import type { Db } from "../../db/client.ts";
import { type members, memberships } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { writeAccountOrder } from "../orders/account-order.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { activatePending, type MembershipRow } from "./activate.ts";
import { periodWords } from "./periods.ts";
import type { PlanWithBenefits } from "./plan-queries.ts";

type MemberRow = typeof members.$inferSelect;

/** Minutes an online purchase's checkout stays open (Stripe's shortest checkout is 30). */
export const MEMBERSHIP_CHECKOUT_MINUTES = 30;

/**
 * Orders have a sport (their invoice prefix, the back office's sport guard). A membership's
 * is the first sport its plan gives benefits in, in the club's sport order, so the staff of
 * that sport see its order; a plan with no benefits takes the first sport.
 */
export function orderSportOf(plan: PlanWithBenefits): Sport {
  return SPORTS.find((sport) => plan.benefits.some((b) => b.sport === sport)) ?? (SPORTS[0] as Sport);
}

export type MembershipSale = {
  member: MemberRow;
  plan: PlanWithBenefits;
  idempotencyKey: string;
  requestHash: string;
  /** Sold at the desk by this administrator: paid at once with a desk charge. Otherwise an online purchase. */
  soldBy: string | null;
};

/**
 * Writes a purchase in the caller's transaction: the order (kind membership, one line:
 * orders/account-order.ts) and its pending membership. A desk sale, and a free plan, are paid at once and the membership activated
 * here; an online purchase waits for its payment (payment-service settles it).
 */
export async function writeMembershipSale(
  deps: AppDeps,
  tx: Db,
  sale: MembershipSale,
): Promise<{ order: OrderRow; membership: MembershipRow }> {
  const now = deps.clock.now();
  const { member, plan } = sale;
  const order = await writeAccountOrder(deps, tx, {
    kind: "membership",
    sport: orderSportOf(plan),
    member,
    total: plan.price,
    description: `${plan.name}, ${periodWords[plan.period]}`,
    idempotencyKey: sale.idempotencyKey,
    requestHash: sale.requestHash,
    soldBy: sale.soldBy,
    checkoutMinutes: MEMBERSHIP_CHECKOUT_MINUTES,
  });
  const paidNow = order.status === "paid";
  const orderId = order.id;
  const [pending] = await tx
    .insert(memberships)
    .values({ memberId: member.id, planId: plan.id, status: "pending", orderId, soldByAdminId: sale.soldBy, createdAt: now })
    .returning();
  if (!pending) throw new Error("membership not written");
  const membership = paidNow ? await activatePending(tx, pending.id, now, deps.config.timezone) : pending;
  return { order, membership: membership ?? pending };
}
