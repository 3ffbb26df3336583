import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { membershipPlans, memberships, planBenefits } from "../../db/schema.ts";
import type { BenefitRow, PlanRow } from "./plan-queries.ts";

export type ActiveMembership = {
  membershipId: string;
  startsOn: string;
  endsOn: string;
  plan: PlanRow;
  /** Per sport; a sport without a row books as a registered player. */
  benefits: BenefitRow[];
};

/**
 * The plan a member holds on a facility date, with its benefits, or null: a registered
 * player. Expiry needs no job: the day ends_on comes, this answers null. One query, on the
 * (member_id, status) index; at most one membership matches (the exclusion constraint).
 */
export async function activeMembershipOn(db: Db, memberId: string, date: string): Promise<ActiveMembership | null> {
  const rows = await db
    .select({ membership: memberships, plan: membershipPlans, benefit: planBenefits })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .leftJoin(planBenefits, eq(planBenefits.planId, memberships.planId))
    .where(
      and(
        eq(memberships.memberId, memberId),
        eq(memberships.status, "active"),
        lte(memberships.startsOn, date),
        gt(memberships.endsOn, date),
      ),
    );
  const first = rows[0];
  if (!first?.membership.startsOn || !first.membership.endsOn) return null;
  return {
    membershipId: first.membership.id,
    startsOn: first.membership.startsOn,
    endsOn: first.membership.endsOn,
    plan: first.plan,
    benefits: rows.flatMap((r) => (r.benefit ? [r.benefit] : [])),
  };
}
