import { SPORTS } from "@courtside/contract";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { membershipPlans, planBenefits } from "../../db/schema.ts";

export type PlanRow = typeof membershipPlans.$inferSelect;
export type BenefitRow = typeof planBenefits.$inferSelect;
export type PlanWithBenefits = PlanRow & { benefits: BenefitRow[] };

/** Plans with their benefits in two queries, benefits in the club's sport order (tennis, then padel), as everywhere else. */
export async function withBenefits(db: Db, plans: PlanRow[]): Promise<PlanWithBenefits[]> {
  if (plans.length === 0) return [];
  const rows = await db
    .select()
    .from(planBenefits)
    .where(
      inArray(
        planBenefits.planId,
        plans.map((p) => p.id),
      ),
    )
    .orderBy(asc(planBenefits.planId));
  const inSportOrder = rows.sort((a, b) => SPORTS.indexOf(a.sport) - SPORTS.indexOf(b.sport));
  return plans.map((plan) => ({ ...plan, benefits: inSportOrder.filter((b) => b.planId === plan.id) }));
}

export async function findPlan(db: Db, planId: number): Promise<PlanWithBenefits | undefined> {
  const [plan] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, planId));
  return plan ? (await withBenefits(db, [plan]))[0] : undefined;
}
