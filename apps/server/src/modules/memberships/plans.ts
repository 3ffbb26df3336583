import type { AdminPlan, AdminPlanList, PlanCreateInput, PlanList, PlanUpdateInput, Sport } from "@courtside/contract";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { membershipPlans, memberships, planBenefits } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday } from "../../facility-time.ts";
import { invalidField, notFound, worded } from "../../http/http-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { membershipWords } from "./i18n.ts";
import { assertCoversPlan, type PlanEditor } from "./plan-access.ts";
import { findPlan, type PlanWithBenefits, withBenefits } from "./plan-queries.ts";
import { benefitRow, presentPlan } from "./presenter.ts";

/** The plans on sale, for members and visitors (cheapest first). */
export async function plansOnSale(deps: AppDeps): Promise<PlanList> {
  const { db } = deps.database;
  const rows = await db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.active, true))
    .orderBy(asc(membershipPlans.price), asc(membershipPlans.id));
  return { data: (await withBenefits(db, rows)).map((p) => presentPlan(p, deps.config.currency)) };
}

/** Every plan, retired ones too, with how many memberships run on it from today. */
export async function listPlans(deps: AppDeps): Promise<AdminPlanList> {
  const { db } = deps.database;
  const rows = await db.select().from(membershipPlans).orderBy(asc(membershipPlans.active), asc(membershipPlans.id));
  const plans = await withBenefits(db, rows);
  return { data: await Promise.all(plans.map((p) => presentAdminPlan(deps, p))) };
}

export async function getPlan(deps: AppDeps, planId: number): Promise<AdminPlan> {
  const plan = await findPlan(deps.database.db, planId);
  if (!plan) throw notFound(worded(membershipWords, "memberships.noPlan", { id: planId }));
  return presentAdminPlan(deps, plan);
}

async function presentAdminPlan(deps: AppDeps, plan: PlanWithBenefits): Promise<AdminPlan> {
  const today = facilityToday(deps.clock.now(), deps.config.timezone);
  const [count] = await deps.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.planId, plan.id), eq(memberships.status, "active"), gt(memberships.endsOn, today)));
  return { ...presentPlan(plan, deps.config.currency), active_memberships: count?.n ?? 0 };
}

export async function createPlan(deps: AppDeps, editor: PlanEditor, input: PlanCreateInput): Promise<AdminPlan> {
  assertCoversPlan(editor, [], input.benefits);
  assertHoldLimitsReachable(deps, input.benefits);
  const id = await deps.database.db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(membershipPlans)
      .values({
        name: input.name,
        description: input.description,
        price: input.price,
        period: input.period,
        active: input.active,
      })
      .returning();
    if (!plan) throw new Error("plan not created");
    await writeBenefits(tx, plan.id, input.benefits);
    await recordAudit(tx, { actorAdminId: editor.id, action: "plan.create", entity: "plan", entityId: plan.id, after: input });
    return plan.id;
  });
  return getPlan(deps, id);
}

/**
 * Changes what is sent; benefits, when sent, replace the plan's. A plan is never deleted
 * (memberships name it): `active: false` retires it from sale, memberships bought keep it.
 */
export async function updatePlan(deps: AppDeps, editor: PlanEditor, planId: number, input: PlanUpdateInput): Promise<AdminPlan> {
  assertHoldLimitsReachable(deps, input.benefits ?? []);
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, planId)).for("update");
    if (!row) throw notFound(worded(membershipWords, "memberships.noPlan", { id: planId }));
    const [before] = await withBenefits(tx, [row]);
    const beforeBenefits = before?.benefits ?? [];
    assertCoversPlan(editor, beforeBenefits, input.benefits ?? null);
    const { benefits, ...fields } = input;
    if (Object.keys(fields).length > 0) await tx.update(membershipPlans).set(fields).where(eq(membershipPlans.id, planId));
    if (benefits) {
      await tx.delete(planBenefits).where(eq(planBenefits.planId, planId));
      await writeBenefits(tx, planId, benefits);
    }
    await recordAudit(tx, {
      actorAdminId: editor.id,
      action: "plan.update",
      entity: "plan",
      entityId: planId,
      before: { name: row.name, price: row.price, period: row.period, active: row.active, sports: sportsOf(beforeBenefits) },
      after: input,
    });
  });
  return getPlan(deps, planId);
}

/**
 * Every online order also counts against its address's cap (HOLD_CAP_PER_ADDRESS, across
 * sports): a plan's unpaid-hold limit above it could never be used, so it is refused.
 */
function assertHoldLimitsReachable(deps: AppDeps, benefits: PlanCreateInput["benefits"]): void {
  const cap = deps.config.holdCapPerAddress;
  const i = benefits.findIndex((b) => b.max_unpaid_holds !== null && b.max_unpaid_holds > cap);
  const sport = benefits[i]?.sport;
  if (i < 0 || !sport) return;
  throw invalidField(`benefits.${i}.max_unpaid_holds`, worded(membershipWords, "memberships.holdLimitAboveCap", { cap, sport }), {
    code: "hold_limit_above_cap",
    params: { cap, sport },
  });
}

async function writeBenefits(tx: Db, planId: number, benefits: PlanCreateInput["benefits"]) {
  if (benefits.length > 0) await tx.insert(planBenefits).values(benefits.map((b) => benefitRow(planId, b)));
}

const sportsOf = (benefits: { sport: Sport }[]) => benefits.map((b) => b.sport);
