import type { Sport } from "@courtside/contract";
import type { FastifyInstance } from "fastify";
import { membershipPlans, memberships, planBenefits } from "../../src/db/schema.ts";
import { forgetShownTier } from "../../src/modules/booking-policy/shown-tier.ts";

type BenefitFields = Partial<Omit<typeof planBenefits.$inferInsert, "planId" | "sport">>;

/** A plan with benefits in the sports given; tests set only what they check. */
export async function createPlan(app: FastifyInstance, benefits: Partial<Record<Sport, BenefitFields>>, name = "Gold") {
  const { db } = app.deps.database;
  const [plan] = await db.insert(membershipPlans).values({ name, price: 3000, period: "month" }).returning();
  if (!plan) throw new Error("plan not created");
  for (const [sport, fields] of Object.entries(benefits)) {
    await db.insert(planBenefits).values({ planId: plan.id, sport: sport as Sport, ...fields });
  }
  return plan;
}

/** An active membership from startsOn (inclusive) to endsOn (exclusive). */
export async function giveMembership(app: FastifyInstance, memberId: string, planId: number, startsOn: string, endsOn: string) {
  const [row] = await app.deps.database.db
    .insert(memberships)
    .values({ memberId, planId, status: "active", startsOn, endsOn })
    .returning();
  forgetShownTier(app.deps, memberId);
  return row;
}
