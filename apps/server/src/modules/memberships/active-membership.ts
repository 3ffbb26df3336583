import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
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
  return (await activeMembershipsOn(db, [memberId], date)).get(memberId) ?? null;
}

const membershipsOn = preparedPer((db) =>
  db
    .select({ membership: memberships, plan: membershipPlans, benefit: planBenefits })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .leftJoin(planBenefits, eq(planBenefits.planId, memberships.planId))
    .where(
      and(
        sql`${memberships.memberId} = any(${sql.placeholder("memberIds")})`,
        eq(memberships.status, "active"),
        lte(memberships.startsOn, sql.placeholder("date")),
        gt(memberships.endsOn, sql.placeholder("date")),
      ),
    )
    .prepare("active_memberships_on"),
);

/** activeMembershipOn for many members in one query (a release draw's entrants): those with none are absent. */
export async function activeMembershipsOn(db: Db, memberIds: string[], date: string): Promise<Map<string, ActiveMembership>> {
  const found = new Map<string, ActiveMembership>();
  if (memberIds.length === 0) return found;
  const rows = await membershipsOn(db).execute({ memberIds, date });
  for (const { membership, plan, benefit } of rows) {
    if (!membership.startsOn || !membership.endsOn) continue;
    const active = found.get(membership.memberId) ?? {
      membershipId: membership.id,
      startsOn: membership.startsOn,
      endsOn: membership.endsOn,
      plan,
      benefits: [],
    };
    if (benefit) active.benefits.push(benefit);
    found.set(membership.memberId, active);
  }
  return found;
}
