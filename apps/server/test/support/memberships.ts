import { randomBytes } from "node:crypto";
import { membershipApiPaths, type PlanCreateRequest, type Sport } from "@courtside/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { membershipPlans, memberships, planBenefits } from "../../src/db/schema.ts";
import { forgetShownTier } from "../../src/modules/booking-policy/shown-tier.ts";
import type { TestClient } from "./client.ts";
import type { TestContext } from "./test-app.ts";

/** A plan body with defaults; tests override what they check. */
export function planBody(extra: Partial<PlanCreateRequest> = {}): PlanCreateRequest {
  return {
    name: `Gold ${randomBytes(3).toString("hex")}`,
    description: "Cheaper courts, earlier booking.",
    price: 4000,
    period: "month",
    benefits: [{ sport: "tennis", court_price: 800, window_days: 14, priority_hours: 24, max_upcoming: 4 }],
    ...extra,
  };
}

export async function createPlanVia(client: TestClient, token: string, extra: Partial<PlanCreateRequest> = {}) {
  const res = await client.post(membershipApiPaths.adminPlans, planBody(extra), { token });
  if (res.statusCode !== 201) throw new Error(`plan not created: ${res.body}`);
  return res.data as { id: number; name: string };
}

export const newKey = () => `key-${randomBytes(12).toString("hex")}`;

export function buy(client: TestClient, token: string, planId: number, key = newKey()) {
  return client.post(membershipApiPaths.buy, { plan_id: planId }, { token, headers: { "idempotency-key": key } });
}

/** Pays a pending membership's order on the demo checkout, as the page does (the link carries the key). */
export async function payDemo(client: TestClient, paymentlink: string) {
  const url = new URL(paymentlink);
  const inv = decodeURIComponent(url.pathname.split("/").pop() ?? "");
  const key = url.searchParams.get("key") ?? "";
  return client.post(`/api/payments/demo/${encodeURIComponent(inv)}/pay`, { key });
}

/** Buys and pays a plan online; answers the membership as the member then sees it. */
export async function buyAndPay(t: TestContext, client: TestClient, token: string, planId: number) {
  const bought = await buy(client, token, planId);
  if (bought.statusCode !== 201) throw new Error(`not bought: ${bought.body}`);
  const paid = await payDemo(client, bought.data.payments[0].paymentlink);
  if (paid.statusCode !== 200) throw new Error(`not paid: ${paid.body}`);
  const [row] = await t.app.deps.database.db.select().from(memberships).where(eq(memberships.id, bought.data.id));
  return row;
}

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
