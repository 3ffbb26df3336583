import { membershipApiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships } from "../src/db/schema.ts";
import { activeMembershipOn } from "../src/modules/memberships/active-membership.ts";
import { addPeriod } from "../src/modules/memberships/periods.ts";
import { proRataAmount } from "../src/modules/memberships/pro-rata.ts";
import { sendRenewalReminders } from "../src/modules/memberships/reminders.ts";
import { mailsTo } from "./support/back-office.ts";
import { adminToken, memberToken } from "./support/factories.ts";
import { buy, buyAndPay, createPlanVia, payDemo } from "./support/memberships.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

describe("period arithmetic", () => {
  it.each([
    ["2026-01-31", "month", "2026-02-28"],
    ["2028-01-31", "month", "2028-02-29"],
    ["2026-03-31", "month", "2026-04-30"],
    ["2026-12-15", "month", "2027-01-15"],
    ["2026-11-30", "quarter", "2027-02-28"],
    ["2026-03-29", "month", "2026-04-29"],
    ["2028-02-29", "year", "2029-02-28"],
  ] as const)("%s + 1 %s ends on %s (exclusive)", (start, period, end) => {
    expect(addPeriod(start, period)).toBe(end);
  });

  it("refunds whole unused days only, today counting as used", () => {
    const row = { startsOn: "2026-11-22", endsOn: "2026-12-22" };
    expect(proRataAmount(3000, row, "2026-11-22")).toBe(2900);
    expect(proRataAmount(3000, row, "2026-12-21")).toBe(0);
    expect(proRataAmount(3000, row, "2026-11-01")).toBe(3000);
  });
});

describe("dates in the facility's zone across daylight saving (Europe/Madrid)", () => {
  let t: TestContext;
  let owner: string;
  // Sat 28 Mar 2026, 23:30 in Madrid (22:30 UTC): clocks go forward that night.
  beforeAll(async () => {
    t = await createTestApp({}, { now: new Date("2026-03-28T22:30:00Z") });
    owner = await adminToken(t.app, t.client());
  });
  afterAll(() => t.close());

  it("starts a plan paid late in the evening on that facility day, and it expires the morning after ends_on", async () => {
    const client = t.client();
    const { member, token } = await memberToken(t.app, client);
    const plan = await createPlanVia(client, owner, { period: "month" });
    // Paid at 00:30 on 29 March in Madrid, but 22:30 on 28 March in UTC: the facility's date counts.
    t.clock.advance(60 * 60_000);
    const row = await buyAndPay(t, client, token, plan.id);
    expect(row).toMatchObject({ startsOn: "2026-03-29", endsOn: "2026-04-29" });
    expect((await activeMembershipOn(t.app.deps.database.db, member.id, "2026-04-28"))?.plan.id).toBe(plan.id);
    expect(await activeMembershipOn(t.app.deps.database.db, member.id, "2026-04-29")).toBeNull();
    // 29 April, 00:10 in Madrid (22:10 UTC on the 28th): a registered player again.
    t.clock.advance(Date.parse("2026-04-28T22:10:00Z") - t.clock.now().getTime());
    const fresh = await memberToken(t.app, t.client());
    const mine = await t.client().get(membershipApiPaths.mine, { token: fresh.token });
    expect(mine.data.tier).toBe("Registered player");
    const own = await client.post("/api/frontend/login", { email: member.email, password: member.password });
    const after = await client.get(membershipApiPaths.mine, { token: own.data.token });
    expect(after.data).toMatchObject({ tier: "Registered player", current: null, upcoming: [] });
  });
});

describe("renewal reminders", () => {
  let t: TestContext;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await adminToken(t.app, t.client());
  });
  afterAll(() => t.close());

  const reminders = async (email: string) =>
    (await mailsTo(t, email)).filter((m) => m.subject.startsWith("Your ") && m.subject.includes("membership ends"));

  it("mails once, 7 days before the end, and not to a member who already renewed", async () => {
    const client = t.client();
    const plan = await createPlanVia(client, owner, { name: "Monthly", period: "month" });
    const leaving = await memberToken(t.app, client);
    const staying = await memberToken(t.app, client);
    await buyAndPay(t, client, leaving.token, plan.id);
    await buyAndPay(t, client, staying.token, plan.id);
    await buyAndPay(t, client, staying.token, plan.id);
    // Ends 22 Dec: 14 Dec is 8 days before, 15 Dec is 7.
    const start = t.clock.now().getTime();
    try {
      t.clock.advance(Date.parse("2026-12-14T10:00:00Z") - start);
      await sendRenewalReminders(t.app.deps);
      expect(await reminders(leaving.member.email)).toHaveLength(0);
      t.clock.advance(86_400_000);
      const [first, second] = await Promise.all([sendRenewalReminders(t.app.deps), sendRenewalReminders(t.app.deps)]);
      expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(1);
      await sendRenewalReminders(t.app.deps);
      const sent = await reminders(leaving.member.email);
      expect(sent.map((m) => m.subject)).toEqual(["Your Monthly membership ends on Mon 21 Dec 2026"]);
      expect(sent[0]?.text).toContain("http://courtside.test/membership");
      expect(await reminders(staying.member.email)).toHaveLength(0);
    } finally {
      t.clock.advance(start - t.clock.now().getTime());
    }
  });
});

describe("two payments for the same member at once", () => {
  let t: TestContext;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await adminToken(t.app, t.client());
  });
  afterAll(() => t.close());

  it("never overlap: the second waits for the first and starts when it ends", async () => {
    const client = t.client();
    const { member, token } = await memberToken(t.app, client);
    const plan = await createPlanVia(client, owner, { period: "month" });
    const staff = await adminToken(t.app, t.client());
    const a = await buy(client, token, plan.id);
    const b = await buy(client, token, plan.id);
    const results = await Promise.all([
      payDemo(t.client(), a.data.payments[0].paymentlink),
      payDemo(t.client(), b.data.payments[0].paymentlink),
      t
        .client()
        .post(
          membershipApiPaths.adminMemberships,
          { member_id: member.id, plan_id: plan.id },
          { token: staff, headers: { "idempotency-key": "desk-race-0123456789" } },
        ),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 201]);
    const rows = await t.app.deps.database.db.select().from(memberships).where(eq(memberships.memberId, member.id));
    const spans = rows.map((r) => [r.startsOn, r.endsOn]).sort();
    expect(spans).toEqual([
      ["2026-11-22", "2026-12-22"],
      ["2026-12-22", "2027-01-22"],
      ["2027-01-22", "2027-02-22"],
    ]);
  });
});
