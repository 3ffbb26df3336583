import { randomBytes } from "node:crypto";
import { apiPaths, creditApiPaths } from "@courtside/contract";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, creditEntries, payments } from "../src/db/schema.ts";
import { appendCreditEntry, balanceOf } from "../src/modules/credit/ledger.ts";
import { mailsTo } from "./support/back-office.ts";
import type { TestClient } from "./support/client.ts";
import { adminToken, createCourt, createMember, createTimeslot, memberToken, orderBody, postOrder } from "./support/factories.ts";
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
const newKey = () => `credit-${randomBytes(12).toString("hex")}`;
const adjust = (client: TestClient, token: string, memberId: string, body: unknown, key = newKey()) =>
  client.post(creditApiPaths.adjustments(memberId), body, { token, headers: { "idempotency-key": key } });
const entriesOf = (memberId: string) => db().select().from(creditEntries).where(eq(creditEntries.memberId, memberId));

describe("club credit: staff adjust, members read", () => {
  it("starts at 0; an owner adds credit with a reason (audited), the member sees the balance and the entry", async () => {
    const c = t.client();
    const { member, token } = await memberToken(t.app, c);
    expect((await c.get(creditApiPaths.mine, { token })).data).toEqual({
      balance: 0,
      currency: "EUR",
      expiring: [],
      entries: [],
    });

    const added = await adjust(c, owner, member.id, { amount: 1500, reason: "Rained off on Tuesday" });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.data.balance).toBe(1500);
    const mine = (await c.get(creditApiPaths.mine, { token })).data;
    expect(mine).toMatchObject({
      balance: 1500,
      entries: [
        {
          kind: "adjustment",
          amount: 1500,
          balance_after: 1500,
          reason: "Rained off on Tuesday",
          by_staff: true,
          order_inv: null,
        },
      ],
    });
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "credit.adjust"));
    expect(audit.at(-1)?.after).toMatchObject({ member: { id: member.id }, amount: 1500, balance_after: 1500 });
    // The audit names the member, never their account's secrets.
    const after = audit.at(-1)?.after as { member: object } | undefined;
    expect(Object.keys(after?.member ?? {}).sort()).toEqual(["email", "id", "name"]);
  });

  it("a repeat of the Idempotency-Key writes nothing; the same key for another amount is 422", async () => {
    const c = t.client();
    const member = await createMember(t.app);
    const key = newKey();
    expect((await adjust(c, owner, member.id, { amount: 700, reason: "Goodwill" }, key)).statusCode).toBe(201);
    const again = await adjust(c, owner, member.id, { amount: 700, reason: "Goodwill" }, key);
    expect(again.statusCode).toBe(201);
    expect(again.data.balance).toBe(700);
    const other = await adjust(c, owner, member.id, { amount: 900, reason: "Goodwill" }, key);
    expect(other.statusCode).toBe(422);
    expect(other.data.errors["idempotency-key"]).toBeDefined();
    expect(await entriesOf(member.id)).toHaveLength(1);
  });

  it("refuses taking more than the balance (409 credit_insufficient with the balance) and changes nothing", async () => {
    const c = t.client();
    const member = await createMember(t.app);
    await adjust(c, owner, member.id, { amount: 1500, reason: "Top-up at the desk" });
    const res = await adjust(c, owner, member.id, { amount: -2000, reason: "Correction" });
    expect(res.statusCode).toBe(409);
    expect(res.data).toMatchObject({ code: "credit_insufficient", params: { balance: 1500, wanted: 2000 } });
    expect(res.data.message).toContain("take at most 15.00");
    expect(await balanceOf(db(), member.id)).toBe(1500);
    const taken = await adjust(c, owner, member.id, { amount: -1500, reason: "Correction" });
    expect(taken.data.balance).toBe(0);
  });

  it.each([
    [{ amount: 0, reason: "Nothing" }, "amount", "Enter an amount other than zero."],
    [{ amount: 10.5, reason: "Half a cent" }, "amount", "Enter the amount in whole cents."],
    [{ amount: 1_000_001, reason: "Typo" }, "amount", "An adjustment may add at most 10000 at once."],
    [{ amount: 500, reason: "ok" }, "reason", "Say why in a few words (at least 3 characters)."],
    [{ amount: 500, reason: "bad\u0007bell" }, "reason", undefined],
    [{ amount: 500 }, "reason", undefined],
  ])("refuses %j with 422 naming %s", async (body, field, message) => {
    const member = await createMember(t.app);
    const res = await adjust(t.client(), owner, member.id, body);
    expect(res.statusCode).toBe(422);
    expect(res.data.errors[field]).toBeDefined();
    if (message) expect(res.data.errors[field]).toContain(message);
    expect(await entriesOf(member.id)).toHaveLength(0);
  });

  it("answers 404 for an unknown member or a malformed id; desk staff read but may not adjust; members may not", async () => {
    const c = t.client();
    const unknown = await adjust(c, owner, "3f1b2c4d-0000-4000-8000-000000000000", { amount: 100, reason: "Who?" });
    expect(unknown.statusCode).toBe(404);
    expect((await c.get(creditApiPaths.ofMember("not-a-uuid"), { token: owner })).statusCode).toBe(404);
    const member = await createMember(t.app);
    const desk = await adminToken(t.app, c, { role: "desk" });
    expect((await c.get(creditApiPaths.ofMember(member.id), { token: desk })).statusCode).toBe(200);
    const refused = await adjust(c, desk, member.id, { amount: 100, reason: "Desk try" });
    expect(refused.statusCode).toBe(403);
    const { token } = await memberToken(t.app, c);
    expect((await adjust(c, token, member.id, { amount: 100, reason: "Self" })).statusCode).toBe(403);
    expect((await c.get(creditApiPaths.mine)).statusCode).toBe(401);
  });
});

describe("paying an order with club credit", () => {
  /** A member with `credit` cents of credit and a pending booking of theirs (member price 1800). */
  async function memberWithOrder(credit: number) {
    const c = t.client();
    const { member, token } = await memberToken(t.app, c);
    if (credit > 0) await adjust(c, owner, member.id, { amount: credit, reason: "Start" });
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
    return { c, member, token, order: created.data as { order_id: string; inv: string; total: number } };
  }
  const pay = (c: TestClient, token: string, orderId: string) => c.post(creditApiPaths.payOrder(orderId), undefined, { token });

  it("pays it all at once (a credit charge, the confirmation mailed); cancelling returns the credit", async () => {
    const { c, member, token, order } = await memberWithOrder(5000);
    const paid = await pay(c, token, order.order_id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.data.status).toBe("paid");
    expect(await balanceOf(db(), member.id)).toBe(3200);
    const rows = await db().select().from(payments).where(eq(payments.orderId, order.order_id));
    expect(rows.map((p) => [p.kind, p.provider, p.amount])).toEqual([["charge", "credit", 1800]]);
    const mails = await mailsTo(t, member.email);
    expect(mails.some((m) => m.subject.includes(order.inv))).toBe(true);
    expect((await pay(c, token, order.order_id)).statusCode).toBe(409);

    const cancelled = await c.post(apiPaths.orderCancel("tennis", order.order_id), undefined, { token });
    expect(cancelled.data.status).toBe("refunded");
    expect(await balanceOf(db(), member.id)).toBe(5000);
    expect((await c.get(creditApiPaths.mine, { token })).data.entries.map((e: { kind: string }) => e.kind)).toEqual([
      "refund",
      "spend",
      "adjustment",
    ]);
  });

  it("refuses a balance short of the total (409 credit_insufficient), another member's order (404) and a guest's", async () => {
    const { c, token, order } = await memberWithOrder(1000);
    const before = await rowCounts(t.app);
    const short = await pay(c, token, order.order_id);
    expect(short.statusCode).toBe(409);
    expect(short.data).toMatchObject({ code: "credit_insufficient", params: { balance: 1000, wanted: 1800 } });
    expect(await rowCounts(t.app)).toEqual(before);
    const other = await memberToken(t.app, c);
    expect((await pay(c, other.token, order.order_id)).statusCode).toBe(404);
    const guest = await postOrder(
      c,
      "tennis",
      orderBody(tuesday, (await createTimeslot(t.app, "tennis", { startTime: "08:00", endTime: "09:00" })).id, [
        (await createCourt(t.app, "tennis")).id,
      ]),
    );
    expect((await pay(c, token, guest.data.order_id)).statusCode).toBe(404);
  });

  it("two orders racing for one balance: exactly one is paid, the balance never goes below zero", async () => {
    const first = await memberWithOrder(2000);
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "20:00", endTime: "21:00", priceMember: 1800 });
    const billing = { name: first.member.name, email: first.member.email, phone: "+34 600 000 002" };
    const second = await postOrder(
      first.c,
      "tennis",
      { date: tuesday, timeslot_id: slot.id, court_ids: [court.id], billing },
      { token: first.token },
    );
    const results = await Promise.all([
      pay(t.client(), first.token, first.order.order_id),
      pay(t.client(), first.token, second.data.order_id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(db(), first.member.id)).toBe(200);
  });
});

describe("the credit ledger in the database", () => {
  it("is append-only, numbers entries and carries the balance itself, and refuses a balance below zero", async () => {
    const member = await createMember(t.app);
    const at = t.clock.now();
    await db().transaction((tx) => appendCreditEntry(tx, { memberId: member.id, amount: 1000, kind: "topup", reason: "", at }));
    // Written around the module (no lock, no check): the database still chains and checks it.
    await db().insert(creditEntries).values({ memberId: member.id, amount: -300, kind: "spend", seq: 99, balanceAfter: 5000 });
    const rows = await db().select().from(creditEntries).where(eq(creditEntries.memberId, member.id)).orderBy(creditEntries.seq);
    expect(rows.map((r) => [r.seq, r.balanceAfter])).toEqual([
      [1, 1000],
      [2, 700],
    ]);
    await expect(db().insert(creditEntries).values({ memberId: member.id, amount: -701, kind: "spend" })).rejects.toThrow();
    await expect(db().update(creditEntries).set({ amount: 1 }).where(eq(creditEntries.memberId, member.id))).rejects.toThrow();
    await expect(db().delete(creditEntries).where(eq(creditEntries.memberId, member.id))).rejects.toThrow();
    expect(await balanceOf(db(), member.id)).toBe(700);
  });

  it("concurrent takes never overdraw: from 1500, ten takes of 500 at once, exactly three succeed", async () => {
    const member = await createMember(t.app);
    const c = t.client();
    await adjust(c, owner, member.id, { amount: 1500, reason: "Start" });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => adjust(t.client(), owner, member.id, { amount: -500, reason: "Race" })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await balanceOf(db(), member.id)).toBe(0);
    const [sum] = await db()
      .select({ total: sql<number>`sum(${creditEntries.amount})::int` })
      .from(creditEntries)
      .where(eq(creditEntries.memberId, member.id));
    expect(sum?.total).toBe(0);
  });

  it("model: after any sequence of movements, the balance is the sum of those accepted and never below zero", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.integer({ min: -3000, max: 3000 }).filter((n) => n !== 0),
          { maxLength: 12 },
        ),
        async (amounts) => {
          const member = await createMember(t.app);
          let model = 0;
          for (const amount of amounts) {
            const write = db().transaction((tx) =>
              appendCreditEntry(tx, {
                memberId: member.id,
                amount,
                kind: amount > 0 ? "topup" : "spend",
                reason: "",
                at: t.clock.now(),
              }),
            );
            if (model + amount < 0) {
              await expect(write).rejects.toMatchObject({ statusCode: 409 });
            } else {
              await write;
              model += amount;
            }
            expect(await balanceOf(db(), member.id)).toBe(model);
          }
          const rows = await entriesOf(member.id);
          expect(rows.every((r) => r.balanceAfter >= 0)).toBe(true);
          expect(rows.reduce((n, r) => n + r.amount, 0)).toBe(model);
        },
      ),
      { numRuns: 25 },
    );
  });
});
