import { randomBytes } from "node:crypto";
import { adminBookingApiPaths, adminCatalogPaths, apiPaths, creditApiPaths } from "@courtside/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditEntries, orders, payments } from "../src/db/schema.ts";
import { balanceOf } from "../src/modules/credit/ledger.ts";
import { expireLapsedHolds } from "../src/modules/payments/hold-expiry.ts";
import { CREDIT_PROVIDER } from "../src/modules/payments/providers.ts";
import type { TestClient } from "./support/client.ts";
import { adminToken, createCourt, createTimeslot, memberToken, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// Money as an auditable ledger, checked after every step of random sequences of what members
// and staff do with it: top-ups, orders paid by card, by credit or credit first and the rest
// by card, cancels refunding to card or to credit, part refunds, rain closures refunding what
// they hit, holds lapsing.
const tuesday = "2026-11-24";
const MINUTE = 60_000;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await setRules(t.app, "tennis", { holdMinutes: 15, cancelHours: 24, totalDays: 30 });
});
afterAll(() => t.close());

type Step =
  | { kind: "credit"; amount: number }
  | { kind: "order"; price: number; paid: boolean }
  | { kind: "card"; order: number }
  | { kind: "withCredit"; order: number; use: "all" | "available" }
  | { kind: "memberCancel"; order: number }
  | { kind: "staffCancel"; order: number; to: "payment" | "credit" }
  | { kind: "partRefund"; order: number; amount: number; to: "payment" | "credit" }
  | { kind: "rain"; order: number; to: "payment" | "credit" }
  | { kind: "lapse" };

// Orders are picked from the newest back (0 is the latest), where most of the action is.
const anOrder = fc.constantFrom(0, 0, 1, 2);
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const step: fc.Arbitrary<Step> = fc.oneof(
  weighted(2, fc.record({ kind: fc.constant("credit" as const), amount: fc.integer({ min: 100, max: 2000 }) })),
  weighted(3, fc.record({ kind: fc.constant("order" as const), price: fc.integer({ min: 500, max: 3000 }), paid: fc.boolean() })),
  weighted(2, fc.record({ kind: fc.constant("card" as const), order: anOrder })),
  weighted(
    3,
    fc.record({
      kind: fc.constant("withCredit" as const),
      order: anOrder,
      use: fc.constantFrom("all" as const, "available" as const),
    }),
  ),
  weighted(1, fc.record({ kind: fc.constant("memberCancel" as const), order: anOrder })),
  weighted(
    1,
    fc.record({
      kind: fc.constant("staffCancel" as const),
      order: anOrder,
      to: fc.constantFrom("payment" as const, "credit" as const),
    }),
  ),
  weighted(
    2,
    fc.record({
      kind: fc.constant("partRefund" as const),
      order: anOrder,
      amount: fc.integer({ min: 100, max: 2000 }),
      to: fc.constantFrom("payment" as const, "credit" as const),
    }),
  ),
  weighted(
    1,
    fc.record({ kind: fc.constant("rain" as const), order: anOrder, to: fc.constantFrom("payment" as const, "credit" as const) }),
  ),
  weighted(1, fc.record({ kind: fc.constant("lapse" as const) })),
);

type ModelOrder = { id: string; inv: string; key: string; courtId: number };
type Run = { c: TestClient; memberId: string; token: string; owner: string; orders: ModelOrder[] };
const idempotent = () => ({ "idempotency-key": `model-${randomBytes(12).toString("hex")}` });

async function apply(r: Run, s: Step): Promise<void> {
  const order = "order" in s && typeof s.order === "number" ? r.orders[r.orders.length - 1 - s.order] : undefined;
  switch (s.kind) {
    case "credit": {
      const key = `model-${randomBytes(12).toString("hex")}`;
      const res = await r.c.post(
        creditApiPaths.adjustments(r.memberId),
        { amount: s.amount, reason: "Model" },
        { token: r.owner, headers: { "idempotency-key": key } },
      );
      expect(res.statusCode, res.body).toBe(201);
      return;
    }
    case "order": {
      // A court and slot of its own: orders never compete for courts here, only for money.
      const court = await createCourt(t.app, "tennis");
      const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: s.price });
      const billing = { name: "Model Member", email: "model@example.test", phone: "+34 600 000 009" };
      const res = await postOrder(
        r.c,
        "tennis",
        { date: tuesday, timeslot_id: slot.id, court_ids: [court.id], billing },
        { token: r.token },
      );
      // The unpaid-hold limit may refuse it: nothing changes then.
      if (res.statusCode === 201) {
        const key = new URL(res.data.paymentlink).searchParams.get("key") ?? "";
        r.orders.push({ id: res.data.order_id, inv: res.data.inv, key, courtId: court.id });
        // Half the orders are paid by card at once, so refunds have paid orders to work on.
        if (s.paid) expect((await r.c.post(apiPaths.demoPay(res.data.inv), { key })).statusCode).toBe(200);
      } else expect([409, 422, 429]).toContain(res.statusCode);
      return;
    }
    case "lapse": {
      t.clock.advance(20 * MINUTE);
      await expireLapsedHolds(t.app.deps.database.db, t.clock.now());
      return;
    }
  }
  if (!order) return;
  const res =
    s.kind === "partRefund"
      ? await r.c.post(
          adminBookingApiPaths.orderRefunds(order.id),
          { amount: s.amount, to: s.to, reason: "Model" },
          { token: r.owner, headers: idempotent() },
        )
      : s.kind === "rain"
        ? await r.c.post(adminCatalogPaths.closures("tennis"), rainOver(order, s.to), { token: r.owner })
        : s.kind === "card"
          ? await r.c.post(apiPaths.demoPay(order.inv), { key: order.key })
          : s.kind === "withCredit"
            ? await r.c.post(creditApiPaths.payOrder(order.id), { use: s.use }, { token: r.token })
            : s.kind === "memberCancel"
              ? await r.c.post(apiPaths.orderCancel("tennis", order.id), undefined, { token: r.token })
              : await r.c.post(adminBookingApiPaths.orderCancel(order.id), { refund_to: s.to }, { token: r.owner });
  // Refusals (paid already, lapsed, short of credit, more than is left) are answers, never failures.
  expect([200, 201, 409, 422], res.body).toContain(res.statusCode);
  if (res.statusCode === 422) expect(res.data.code ?? "", res.body).toMatch(/^(refund_exceeds_left|)$/);
}

/** Rain over the order's court and slot, closing it with its refund. */
function rainOver(order: ModelOrder, to: "payment" | "credit") {
  return {
    court_id: order.courtId,
    start_date: tuesday,
    start_time: "18:00",
    end_date: tuesday,
    end_time: "19:00",
    reason: "Rain",
    hit_bookings: to === "payment" ? "refund_to_payment" : "refund_to_credit",
  };
}

/** The invariants: the ledger adds up, never below zero, and every order's money matches its state. */
async function check(r: Run): Promise<void> {
  await t.app.deps.background.drain();
  const db = t.app.deps.database.db;
  const entries = await db.select().from(creditEntries).where(eq(creditEntries.memberId, r.memberId));
  const balance = await balanceOf(db, r.memberId);
  expect(balance).toBe(entries.reduce((n, e) => n + e.amount, 0));
  expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
  if (r.orders.length === 0) return;
  const ids = r.orders.map((o) => o.id);
  const money = await db.select().from(payments).where(inArray(payments.orderId, ids));
  // Credit moved by orders is exactly what the ledger shows besides staff's adjustments.
  const adjustments = entries.filter((e) => e.kind === "adjustment").reduce((n, e) => n + e.amount, 0);
  const creditNet = money
    .filter((p) => p.provider === CREDIT_PROVIDER)
    .reduce((n, p) => n + (p.kind === "refund" ? p.amount : -p.amount), 0);
  expect(balance).toBe(adjustments + creditNet);
  const rows = await db.select().from(orders).where(inArray(orders.id, ids));
  for (const row of rows) {
    const mine = money.filter((p) => p.orderId === row.id);
    const charged = mine.filter((p) => p.kind === "charge").reduce((n, p) => n + p.amount, 0);
    const refunded = mine.filter((p) => p.kind === "refund").reduce((n, p) => n + p.amount, 0);
    // Each refund returns part of one charge, never more than it.
    for (const charge of mine.filter((p) => p.kind === "charge")) {
      const back = mine.filter((p) => p.refundOf === charge.id).reduce((n, p) => n + p.amount, 0);
      expect(back).toBeLessThanOrEqual(charge.amount);
    }
    const kept = charged - refunded;
    // What staff see is what the payments say, per source.
    const detail = (await r.c.get(adminBookingApiPaths.order(row.id), { token: r.owner })).data;
    expect(detail).toMatchObject({ paid_total: charged, refunded_total: refunded, refund_left: kept });
    expect(detail.paid_by).toEqual(bySource(mine.filter((p) => p.kind === "charge")));
    expect(detail.refunded_to).toEqual(bySource(mine.filter((p) => p.kind === "refund")));
    if (row.status === "paid") expect(charged).toBe(row.total);
    else if (row.status === "pending") expect(kept).toBe(row.creditApplied);
    else if (!row.refundDue) expect(kept).toBe(0);
  }
  const [pendingWithout] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(inArray(orders.id, ids), eq(orders.status, "pending"), sql`${orders.creditApplied} > ${orders.total}`));
  expect(pendingWithout?.n).toBe(0);
}

/** Sums by where money came from or went: club credit, the desk, or a card provider. */
function bySource(rows: { provider: string; amount: number }[]) {
  const sum = (test: (provider: string) => boolean) => rows.filter((r) => test(r.provider)).reduce((n, r) => n + r.amount, 0);
  return {
    card: sum((p) => p !== CREDIT_PROVIDER && p !== "desk"),
    desk: sum((p) => p === "desk"),
    credit: sum((p) => p === CREDIT_PROVIDER),
  };
}

describe("money model", () => {
  it("after any sequence of top-ups, payments, cancels and lapses, every balance and every order adds up", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 14 }), async (steps) => {
        const c = t.client();
        const { member, token } = await memberToken(t.app, c);
        const run: Run = { c, memberId: member.id, token, owner: await adminToken(t.app, c), orders: [] };
        for (const s of steps) {
          await apply(run, s);
          await check(run);
        }
      }),
      { numRuns: 30 },
    );
  });
});
