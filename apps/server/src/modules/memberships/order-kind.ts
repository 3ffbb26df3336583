import { webRoutes } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { members, membershipPlans } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { forgetShownTier } from "../booking-policy/shown-tier.ts";
import { mailClub } from "../mail/layout.ts";
import { membershipConfirmationMail } from "../mail/membership-mail.ts";
import type { OrderKindHandler } from "../orders/order-kinds.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { activatePending } from "./activate.ts";
import { membershipOfOrder } from "./membership-queries.ts";

/** What paying a membership's order does: the membership starts (same transaction), then its confirmation mail. */
export const membershipOrderKind: OrderKindHandler = {
  async paid(deps, tx, order) {
    const pending = await membershipOfOrder(tx, order.id);
    if (pending) await activatePending(tx, pending.id, deps.clock.now(), deps.config.timezone);
  },
  confirm: sendMembershipConfirmation,
};

async function sendMembershipConfirmation(deps: AppDeps, order: OrderRow): Promise<void> {
  // Committed by now: the member's prices and window change on this instance from the next request.
  if (order.memberId) forgetShownTier(deps, order.memberId);
  const { db } = deps.database;
  const membership = await membershipOfOrder(db, order.id);
  if (membership?.status !== "active" || !membership.startsOn || !membership.endsOn || !order.memberId) return;
  const [[member], [plan]] = await Promise.all([
    db.select().from(members).where(eq(members.id, order.memberId)),
    db.select().from(membershipPlans).where(eq(membershipPlans.id, membership.planId)),
  ]);
  if (!member || !plan) return;
  await deps.mailer.send(
    membershipConfirmationMail({
      to: member.email,
      name: member.name,
      club: await mailClub(deps, member.email),
      plan: plan.name,
      startsOn: membership.startsOn,
      endsOn: membership.endsOn,
      link: `${deps.config.appUrl}${webRoutes.membership}`,
      inv: order.inv,
      amount: order.total,
      currency: order.currency,
    }),
  );
}
