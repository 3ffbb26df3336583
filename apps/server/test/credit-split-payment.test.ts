import { randomBytes } from "node:crypto";
import { adminBookingApiPaths, apiPaths, creditApiPaths } from "@courtside/contract";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditEntries, orders, payments } from "../src/db/schema.ts";
import { balanceOf } from "../src/modules/credit/ledger.ts";
import { expireLapsedHolds } from "../src/modules/payments/hold-expiry.ts";
import type { TestClient } from "./support/client.ts";
import { adminToken, createCourt, createTimeslot, memberToken, postOrder } from "./support/factories.ts";
import { rowCounts } from "./support/fuzz.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The clock stands at Sun 2026-11-22 10:00Z; bookings are on Tuesday the 24th.
const tuesday = "2026-11-24";
let t: TestContext;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await adminToken(t.app, t.client());
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
type PendingOrder = { order_id: string; inv: string; total: number; paymentlink: string };

/** A member with `credit` cents of credit and a pending tennis booking of theirs at 1800. */
async function memberWithOrder(credit: number) {
  const c = t.client();
  const { member, token } = await memberToken(t.app, c);
  if (credit > 0) {
    const key = `split-${randomBytes(12).toString("hex")}`;
    const added = await c.post(
      creditApiPaths.adjustments(member.id),
      { amount: credit, reason: "Start" },
      { token: owner, headers: { "idempotency-key": key } },
    );
    expect(added.statusCode, added.body).toBe(201);
  }
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: 1800 });
  const billing = { name: member.name, email: member.email, phone: "+34 600 000 002" };
  const created = await postOrder(
    c,
    "tennis",
    { date: tuesday, timeslot_id: slot.id, court_ids: [court.id], billing },
    { token },
  );
  expect(created.statusCode, created.body).toBe(201);
  return { c, member, token, order: created.data as PendingOrder };
}

const creditFirst = (c: TestClient, token: string, orderId: string) =>
  c.post(creditApiPaths.payOrder(orderId), { use: "available" }, { token });
const payCard = (c: TestClient, inv: string, paymentlink: string) =>
  c.post(apiPaths.demoPay(inv), { key: new URL(paymentlink).searchParams.get("key") ?? "" });
const moneyOf = async (orderId: string) =>
  (await db().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id))).map((p) => [
    p.kind,
    p.provider,
    p.amount,
  ]);

describe("credit first, the rest by card", () => {
  it("spends the whole balance, leaves the order pending with a link for the rest; the card pays it; a cancel returns each part to its source", async () => {
    const { c, member, token, order } = await memberWithOrder(1000);
    const applied = await creditFirst(c, token, order.order_id);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.data).toMatchObject({ status: "pending", total: 1800, credit_applied: 1000 });
    expect(applied.data.paymentlink).toEqual(expect.any(String));
    expect(await balanceOf(db(), member.id)).toBe(0);

    const paid = await payCard(c, order.inv, applied.data.paymentlink);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.data.status).toBe("paid");
    expect(await moneyOf(order.order_id)).toEqual([
      ["charge", "credit", 1000],
      ["charge", "demo", 800],
    ]);

    const cancelled = await c.post(apiPaths.orderCancel("tennis", order.order_id), undefined, { token });
    expect(cancelled.data.status).toBe("refunded");
    expect(await moneyOf(order.order_id)).toEqual([
      ["charge", "credit", 1000],
      ["charge", "demo", 800],
      ["refund", "credit", 1000],
      ["refund", "demo", 800],
    ]);
    expect(await balanceOf(db(), member.id)).toBe(1000);
  });

  it("with credit for all of it, pays the order at once; with none, 409 credit_insufficient and nothing changes", async () => {
    const rich = await memberWithOrder(2500);
    const all = await creditFirst(rich.c, rich.token, rich.order.order_id);
    expect(all.data.status).toBe("paid");
    expect(await balanceOf(db(), rich.member.id)).toBe(700);
    expect(await moneyOf(rich.order.order_id)).toEqual([["charge", "credit", 1800]]);

    const poor = await memberWithOrder(0);
    const before = await rowCounts(t.app);
    const none = await creditFirst(poor.c, poor.token, poor.order.order_id);
    expect(none.statusCode).toBe(409);
    expect(none.data).toMatchObject({ code: "credit_insufficient", params: { balance: 0, wanted: 1800 } });
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("a second top-up later goes toward what is left; all of it then pays the rest by credit", async () => {
    const { c, member, token, order } = await memberWithOrder(500);
    expect((await creditFirst(c, token, order.order_id)).data.credit_applied).toBe(500);
    await c.post(
      creditApiPaths.adjustments(member.id),
      { amount: 2000, reason: "More" },
      { token: owner, headers: { "idempotency-key": `split-${randomBytes(12).toString("hex")}` } },
    );
    const rest = await c.post(creditApiPaths.payOrder(order.order_id), undefined, { token });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.data.status).toBe("paid");
    expect(await balanceOf(db(), member.id)).toBe(700);
    expect(await moneyOf(order.order_id)).toEqual([
      ["charge", "credit", 500],
      ["charge", "credit", 1300],
    ]);
  });

  it("a hold that lapses gives the credit back at once; a card payment arriving after is refused and goes back", async () => {
    const { c, member, token, order } = await memberWithOrder(1000);
    const applied = await creditFirst(c, token, order.order_id);
    t.clock.advance(60 * 60_000);
    await expireLapsedHolds(db(), t.clock.now());
    expect(await balanceOf(db(), member.id)).toBe(1000);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.order_id));
    expect(row?.status).toBe("expired");

    const late = await payCard(c, order.inv, applied.data.paymentlink);
    expect(late.statusCode).toBe(409);
    expect(late.data.message).toContain("club credit you put toward it went back");
    expect(await balanceOf(db(), member.id)).toBe(1000);
  });

  it("staff cancelling it unpaid return the credit; the desk takes only the rest when it marks an order paid", async () => {
    const first = await memberWithOrder(1000);
    await creditFirst(first.c, first.token, first.order.order_id);
    const cancelled = await first.c.post(adminBookingApiPaths.orderCancel(first.order.order_id), {}, { token: owner });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balanceOf(db(), first.member.id)).toBe(1000);

    const second = await memberWithOrder(600);
    await creditFirst(second.c, second.token, second.order.order_id);
    const marked = await second.c.post(adminBookingApiPaths.orderMarkPaid(second.order.order_id), undefined, { token: owner });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await moneyOf(second.order.order_id)).toEqual([
      ["charge", "credit", 600],
      ["charge", "desk", 1200],
    ]);
  });
});

describe("the ledger under concurrent spends and refunds", () => {
  it("cancels refunding to credit, payments by credit and staff takes at once: never below zero, and every cent accounted for", async () => {
    const c = t.client();
    const { member, token } = await memberToken(t.app, c);
    const key = () => `race-${randomBytes(12).toString("hex")}`;
    const adjust = (amount: number) =>
      t
        .client()
        .post(
          creditApiPaths.adjustments(member.id),
          { amount, reason: "Race" },
          { token: owner, headers: { "idempotency-key": key() } },
        );
    await adjust(3000);
    const order = async (startTime: string, endTime: string) => {
      const court = await createCourt(t.app, "tennis");
      const slot = await createTimeslot(t.app, "tennis", { startTime, endTime, priceMember: 600 });
      const billing = { name: member.name, email: member.email, phone: "+34 600 000 002" };
      const res = await postOrder(
        c,
        "tennis",
        { date: tuesday, timeslot_id: slot.id, court_ids: [court.id], billing },
        { token },
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.data as PendingOrder;
    };
    const paid = [await order("08:00", "09:00"), await order("09:00", "10:00")];
    for (const o of paid) expect((await c.post(creditApiPaths.payOrder(o.order_id), undefined, { token })).statusCode).toBe(200);
    const pending = [await order("10:00", "11:00"), await order("11:00", "12:00")];

    const results = await Promise.all([
      ...paid.map((o) => t.client().post(apiPaths.orderCancel("tennis", o.order_id), undefined, { token })),
      t.client().post(creditApiPaths.payOrder(pending[0]?.order_id ?? ""), undefined, { token }),
      t.client().post(creditApiPaths.payOrder(pending[1]?.order_id ?? ""), { use: "available" }, { token }),
      ...Array.from({ length: 6 }, () => adjust(-500)),
    ]);
    expect(results.every((r) => [200, 201, 409].includes(r.statusCode))).toBe(true);
    expect(results.slice(0, 2).map((r) => r.data.status)).toEqual(["refunded", "refunded"]);

    const entries = await db()
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.memberId, member.id))
      .orderBy(asc(creditEntries.seq));
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
    expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
    const balance = await balanceOf(db(), member.id);
    expect(balance).toBe(entries.reduce((n, e) => n + e.amount, 0));
    const ids = [...paid, ...pending].map((o) => o.order_id);
    const money = await db().select().from(payments).where(inArray(payments.orderId, ids));
    const creditNet = money
      .filter((p) => p.provider === "credit")
      .reduce((n, p) => n + (p.kind === "refund" ? p.amount : -p.amount), 0);
    const adjusted = entries.filter((e) => e.kind === "adjustment").reduce((n, e) => n + e.amount, 0);
    expect(balance).toBe(adjusted + creditNet);
  });
});
