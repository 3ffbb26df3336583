import { membershipApiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema.ts";
import { adminToken, memberToken } from "./support/factories.ts";
import { createPlanVia, planBody } from "./support/memberships.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await adminToken(t.app, t.client());
});
afterAll(() => t.close());

describe("membership plans in the back office", () => {
  it("creates a plan with benefits per sport, lists it, and writes the audit row", async () => {
    const client = t.client();
    const res = await client.post(membershipApiPaths.adminPlans, planBody({ name: "Gold" }), { token: owner });
    expect(res.statusCode).toBe(201);
    expect(res.data).toMatchObject({
      name: "Gold",
      price: 4000,
      period: "month",
      active: true,
      currency: "EUR",
      active_memberships: 0,
      benefits: [{ sport: "tennis", court_price: 800, percent_off: null, window_days: 14, priority_hours: 24, guests: 0 }],
    });
    const list = await client.get(membershipApiPaths.adminPlans, { token: owner });
    expect(list.data.data.map((p: { id: number }) => p.id)).toContain(res.data.id);
    const audit = await t.app.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(res.data.id)));
    expect(audit.map((a) => a.action)).toEqual(["plan.create"]);
  });

  it.each([
    [{ price: -1 }, "price", "The price cannot be negative."],
    [{ period: "week" }, "period", "Choose a period: month, quarter or year."],
    [{ name: " " }, "name", "Enter a name."],
    [
      { benefits: [{ sport: "tennis", court_price: 800, percent_off: 10 }] },
      "benefits.0.percent_off",
      "Give a court price or a percentage off the guest price, not both.",
    ],
    [{ benefits: [{ sport: "tennis", percent_off: 101 }] }, "benefits.0.percent_off", "The percentage off must be at most 100."],
    [
      { benefits: [{ sport: "tennis", max_per_day: 0 }] },
      "benefits.0.max_per_day",
      "The most bookings per day must be at least 1.",
    ],
    [{ benefits: [{ sport: "tennis", window_days: 732 }] }, "benefits.0.window_days", "The booking window must be at most 731."],
    [{ benefits: [{ sport: "tennis", priority_hours: 337 }] }, "benefits.0.priority_hours", "The priority must be at most 336."],
    [{ benefits: [{ sport: "tennis" }, { sport: "tennis" }] }, "benefits", "Give each sport's benefits once."],
  ])("refuses %j with 422 naming %s", async (change, field, message) => {
    const res = await t.client().post(membershipApiPaths.adminPlans, { ...planBody(), ...change }, { token: owner });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors[field]).toContain(message);
  });

  it("refuses an unpaid-hold limit no address could reach (above HOLD_CAP_PER_ADDRESS, 8) when created or changed", async () => {
    const client = t.client();
    const body = planBody({ benefits: [{ sport: "padel" }, { sport: "tennis", max_unpaid_holds: 9 }] });
    const refused = await client.post(membershipApiPaths.adminPlans, body, { token: owner });
    expect(refused.statusCode).toBe(422);
    expect(refused.data.errors["benefits.1.max_unpaid_holds"]?.[0]).toContain("at most 8 court-slots");
    const created = await client.post(
      membershipApiPaths.adminPlans,
      planBody({ benefits: [{ sport: "tennis", max_unpaid_holds: 8 }] }),
      {
        token: owner,
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const changed = await client.patch(
      membershipApiPaths.adminPlan(created.data.id),
      { benefits: [{ sport: "tennis", max_unpaid_holds: 12 }] },
      { token: owner },
    );
    expect(changed.statusCode).toBe(422);
    expect(
      (await client.get(membershipApiPaths.adminPlan(created.data.id), { token: owner })).data.benefits[0].max_unpaid_holds,
    ).toBe(8);
  });

  it("retires and reactivates a plan; a retired plan leaves the public list but is never deleted", async () => {
    const client = t.client();
    const plan = await createPlanVia(client, owner);
    const retired = await client.patch(membershipApiPaths.adminPlan(plan.id), { active: false }, { token: owner });
    expect(retired.statusCode).toBe(200);
    expect(retired.data.active).toBe(false);
    const open = await t.client().get(membershipApiPaths.plans);
    expect(open.statusCode).toBe(200);
    expect(open.data.data.map((p: { id: number }) => p.id)).not.toContain(plan.id);
    const back = await client.patch(membershipApiPaths.adminPlan(plan.id), { active: true, price: 4500 }, { token: owner });
    expect(back.data).toMatchObject({ active: true, price: 4500 });
    expect((await t.client().get(membershipApiPaths.plans)).data.data.map((p: { id: number }) => p.id)).toContain(plan.id);
    const deleted = await client.delete(membershipApiPaths.adminPlan(plan.id), { token: owner });
    expect([404, 405]).toContain(deleted.statusCode);
  });

  it("replaces the benefits when they are sent, and keeps them when they are not", async () => {
    const client = t.client();
    const plan = await createPlanVia(client, owner);
    const renamed = await client.patch(membershipApiPaths.adminPlan(plan.id), { name: "Silver" }, { token: owner });
    expect(renamed.data.benefits).toHaveLength(1);
    const padel = await client.patch(
      membershipApiPaths.adminPlan(plan.id),
      { benefits: [{ sport: "padel", percent_off: 25 }] },
      { token: owner },
    );
    expect(padel.data.benefits).toEqual([expect.objectContaining({ sport: "padel", percent_off: 25, court_price: null })]);
    const empty = await client.patch(membershipApiPaths.adminPlan(plan.id), {}, { token: owner });
    expect(empty.statusCode).toBe(422);
    const missing = await client.get(membershipApiPaths.adminPlan(999_999), { token: owner });
    expect(missing.statusCode).toBe(404);
  });

  it("lets a manager set benefits only in the sports they cover, and refuses desk staff and members", async () => {
    const manager = await adminToken(t.app, t.client(), { role: "manager", sports: ["tennis"] });
    const client = t.client();
    const own = await client.post(membershipApiPaths.adminPlans, planBody(), { token: manager });
    expect(own.statusCode).toBe(201);
    const other = await client.post(
      membershipApiPaths.adminPlans,
      planBody({ benefits: [{ sport: "padel", court_price: 900 }] }),
      { token: manager },
    );
    expect(other.statusCode).toBe(403);
    expect(other.data.message).toBe("Your account does not cover padel. Ask an owner to change a plan with padel benefits.");
    const both = await createPlanVia(client, owner, {
      benefits: [
        { sport: "tennis", court_price: 800 },
        { sport: "padel", court_price: 900 },
      ],
    });
    const retire = await client.patch(membershipApiPaths.adminPlan(both.id), { active: false }, { token: manager });
    expect(retire.statusCode).toBe(403);
    expect((await client.get(membershipApiPaths.adminPlan(both.id), { token: owner })).data.active).toBe(true);

    const desk = await adminToken(t.app, t.client(), { role: "desk", sports: ["tennis"] });
    const refused = await client.get(membershipApiPaths.adminPlans, { token: desk });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toBe("Desk staff cannot change membership plans.");
    const { token: member } = await memberToken(t.app, t.client());
    expect((await client.get(membershipApiPaths.adminPlans, { token: member })).statusCode).toBe(403);
  });

  it("shows members the active plans with their benefits, without a token", async () => {
    const plan = await createPlanVia(t.client(), owner, { name: "Public plan" });
    const res = await t.client().get(membershipApiPaths.plans);
    const listed = res.data.data.find((p: { id: number }) => p.id === plan.id);
    expect(listed).toMatchObject({ name: "Public plan", benefits: [expect.objectContaining({ sport: "tennis" })] });
    expect(listed).not.toHaveProperty("active_memberships");
  });
});
