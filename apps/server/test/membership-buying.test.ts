import { adminBookingApiPaths, apiPaths, membershipApiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, memberships, orders, payments } from "../src/db/schema.ts";
import { activeMembershipOn } from "../src/modules/memberships/active-membership.ts";
import { mailsTo } from "./support/back-office.ts";
import { adminToken, memberToken } from "./support/factories.ts";
import { buy, buyAndPay, createPlanVia, newKey, payDemo } from "./support/memberships.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// 22 Nov 2026, 11:00 in Madrid.
let t: TestContext;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await adminToken(t.app, t.client());
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;

describe("buying a plan online", () => {
  it("opens a pending membership with a payment link; paying it starts the plan today for one period", async () => {
    const client = t.client();
    const { member, token } = await memberToken(t.app, client);
    const plan = await createPlanVia(client, owner, { name: "Gold", price: 4000, period: "month" });
    const bought = await buy(client, token, plan.id);
    expect(bought.statusCode).toBe(201);
    expect(bought.data).toMatchObject({ status: "pending", starts_on: null, plan: { name: "Gold" } });
    expect(bought.data.payments[0]).toMatchObject({ amount: 4000, status: "pending" });
    expect(bought.data.payments[0].paymentlink).toMatch(/\/pay\/T-\d{8}-\w{4}\?key=/);

    const [order] = await db().select().from(orders).where(eq(orders.id, bought.data.order_id));
    expect(order).toMatchObject({ kind: "membership", sport: "tennis", holdPayer: null, total: 4000 });
    const paid = await payDemo(client, bought.data.payments[0].paymentlink);
    expect(paid.statusCode).toBe(200);
    expect(paid.data.lines).toEqual([expect.objectContaining({ kind: "membership", description: "Gold, 1 month" })]);

    const mine = await client.get(membershipApiPaths.mine, { token });
    expect(mine.data).toMatchObject({
      tier: "Gold",
      member_number: member.memberNumber,
      current: { status: "active", starts_on: "2026-11-22", ends_on: "2026-12-22" },
      upcoming: [],
    });
    expect(mine.data.current.payments[0]).toMatchObject({ inv: order?.inv, status: "paid", paymentlink: null });
    const mails = await mailsTo(t, member.email);
    expect(mails.map((m) => m.subject)).toEqual([`Membership confirmed: Gold (${order?.inv})`]);
  });

  it("answers a repeated Idempotency-Key with the first purchase and refuses it for another plan", async () => {
    const client = t.client();
    const { token } = await memberToken(t.app, client);
    const a = await createPlanVia(client, owner);
    const b = await createPlanVia(client, owner);
    const key = newKey();
    const first = await buy(client, token, a.id, key);
    const again = await buy(client, token, a.id, key);
    expect(again.data.id).toBe(first.data.id);
    const other = await buy(client, token, b.id, key);
    expect(other.statusCode).toBe(422);
    expect(other.data.errors).toHaveProperty("idempotency-key");
  });

  it("refuses a retired or unknown plan with 422 naming plan_id, and a guest with 401", async () => {
    const client = t.client();
    const { token } = await memberToken(t.app, client);
    const plan = await createPlanVia(client, owner, { name: "Old plan" });
    await client.patch(membershipApiPaths.adminPlan(plan.id), { active: false }, { token: owner });
    const retired = await buy(client, token, plan.id);
    expect(retired.statusCode).toBe(422);
    expect(retired.data.errors.plan_id).toEqual(["Old plan is no longer sold. Choose one of the plans on sale."]);
    expect((await buy(client, token, 999_999)).data.errors).toHaveProperty("plan_id");
    expect((await buy(t.client(), "", plan.id)).statusCode).toBe(401);
  });

  it("starts a plan bought while another runs on the day that one ends", async () => {
    const client = t.client();
    const { member, token } = await memberToken(t.app, client);
    const plan = await createPlanVia(client, owner, { period: "quarter" });
    const first = await buyAndPay(t, client, token, plan.id);
    const second = await buyAndPay(t, client, token, plan.id);
    expect(first).toMatchObject({ startsOn: "2026-11-22", endsOn: "2027-02-22" });
    expect(second).toMatchObject({ status: "active", startsOn: "2027-02-22", endsOn: "2027-05-22" });
    const mine = await client.get(membershipApiPaths.mine, { token });
    expect(mine.data.upcoming.map((m: { starts_on: string }) => m.starts_on)).toEqual(["2027-02-22"]);
    expect((await activeMembershipOn(db(), member.id, "2027-02-22"))?.membershipId).toBe(second?.id);
  });

  it("keeps membership orders out of the member's bookings and the back office's booking list", async () => {
    const client = t.client();
    const { token } = await memberToken(t.app, client);
    const plan = await createPlanVia(client, owner);
    const membership = await buyAndPay(t, client, token, plan.id);
    const bookings = await client.get(apiPaths.myOrders("tennis"), { token });
    expect(bookings.statusCode).toBe(200);
    expect(bookings.data.map((o: { order_id: string }) => o.order_id)).not.toContain(membership?.orderId);
    const list = await client.get(`${adminBookingApiPaths.bookings("tennis")}?per_page=200`, { token: owner });
    expect(list.data.data.map((o: { order_id: string }) => o.order_id)).not.toContain(membership?.orderId);
    const cancel = await client.post(apiPaths.orderCancel("tennis", membership?.orderId ?? ""), {}, { token });
    expect(cancel.statusCode).toBe(409);
  });
});

describe("selling at the desk", () => {
  it("sells a plan paid at once with a desk charge and an audit row; the next sale follows it", async () => {
    const { member } = await memberToken(t.app, t.client());
    const desk = await adminToken(t.app, t.client(), { role: "desk", sports: ["tennis"] });
    const plan = await createPlanVia(t.client(), owner, { name: "Desk plan", price: 3000, period: "year" });
    const client = t.client();
    const sell = () =>
      client.post(
        membershipApiPaths.adminMemberships,
        { member_id: member.id, plan_id: plan.id },
        { token: desk, headers: { "idempotency-key": newKey() } },
      );
    const sold = await sell();
    expect(sold.statusCode).toBe(201);
    expect(sold.data).toMatchObject({ status: "active", starts_on: "2026-11-22", ends_on: "2027-11-22", member_id: member.id });
    const [charge] = await db().select().from(payments).where(eq(payments.orderId, sold.data.order_id));
    expect(charge).toMatchObject({ provider: "desk", kind: "charge", amount: 3000 });
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, sold.data.id));
    expect(audit.map((a) => a.action)).toEqual(["membership.sell"]);
    const next = await sell();
    expect(next.data).toMatchObject({ starts_on: "2027-11-22", ends_on: "2028-11-22" });
    const bad = await client.post(
      membershipApiPaths.adminMemberships,
      { member_id: "00000000-0000-4000-8000-000000000000", plan_id: plan.id },
      { token: desk, headers: { "idempotency-key": newKey() } },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors).toHaveProperty("member_id");
  });
});

describe("cancelling", () => {
  it("lets a member end their plan at once without a refund; they are a registered player from then on", async () => {
    const client = t.client();
    const { member, token } = await memberToken(t.app, client);
    const plan = await createPlanVia(client, owner);
    const membership = await buyAndPay(t, client, token, plan.id);
    const res = await client.post(membershipApiPaths.cancel(membership?.id ?? ""), {}, { token });
    expect(res.statusCode).toBe(200);
    expect(res.data.status).toBe("cancelled");
    expect(res.data.payments[0]).toMatchObject({ status: "paid", refunded: 0 });
    expect((await client.get(membershipApiPaths.mine, { token })).data).toMatchObject({
      tier: "Registered player",
      current: null,
    });
    expect(await activeMembershipOn(db(), member.id, "2026-11-22")).toBeNull();
    const told = (await mailsTo(t, member.email)).find((m) => m.subject.startsWith("Membership cancelled"));
    expect(told?.text).toContain("You cancelled your");
    expect(told?.text).toContain("No refund is due.");
    expect((await client.post(membershipApiPaths.cancel(membership?.id ?? ""), {}, { token })).statusCode).toBe(409);
    const other = await memberToken(t.app, t.client());
    const theirs = await t.client().post(membershipApiPaths.cancel(membership?.id ?? ""), {}, { token: other.token });
    expect(theirs.statusCode).toBe(404);
  });

  it("lets staff cancel with a pro-rata refund of the whole unused days, through the way it was paid", async () => {
    const client = t.client();
    const { member, token } = await memberToken(t.app, client);
    // 30 days: 22 Nov – 22 Dec. Ten days later 19 whole days are unused (today counts as used).
    const plan = await createPlanVia(client, owner, { price: 3000, period: "month" });
    const membership = await buyAndPay(t, client, token, plan.id);
    t.clock.advance(10 * 86_400_000);
    try {
      const staff = await adminToken(t.app, t.client());
      const res = await client.post(
        membershipApiPaths.adminCancel(membership?.id ?? ""),
        { refund: "pro_rata" },
        { token: staff },
      );
      expect(res.statusCode).toBe(200);
      expect(res.data).toMatchObject({ status: "cancelled", refunded: 1900 });
      const rows = await db()
        .select()
        .from(payments)
        .where(eq(payments.orderId, membership?.orderId ?? ""));
      expect(rows.find((p) => p.kind === "refund")).toMatchObject({ provider: "demo", amount: 1900 });
      const audit = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, membership?.id ?? ""));
      expect(audit.map((a) => a.action)).toEqual(["membership.cancel"]);
      const told = (await mailsTo(t, member.email)).find((m) => m.subject.startsWith("Membership cancelled"));
      expect(told?.text).toContain("€19.00 for the unused days goes back the way you paid.");
    } finally {
      t.clock.advance(-10 * 86_400_000);
    }
  });

  it("drops an unpaid purchase with its order, so its link can no longer be paid", async () => {
    const client = t.client();
    const { token } = await memberToken(t.app, client);
    const plan = await createPlanVia(client, owner);
    const bought = await buy(client, token, plan.id);
    const res = await client.post(membershipApiPaths.cancel(bought.data.id), {}, { token });
    expect(res.body).toContain('"status":"cancelled"');
    const paid = await payDemo(client, bought.data.payments[0].paymentlink);
    expect(paid.statusCode).toBe(409);
    expect(await db().select().from(memberships).where(eq(memberships.id, bought.data.id))).toEqual([]);
    const [order] = await db().select().from(orders).where(eq(orders.id, bought.data.order_id));
    expect(order?.status).toBe("cancelled");
  });
});
