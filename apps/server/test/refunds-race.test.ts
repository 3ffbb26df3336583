import { randomUUID } from "node:crypto";
import { adminCatalogPaths as admin, apiPaths, creditApiPaths, adminBookingApiPaths as paths } from "@courtside/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, orders, payments } from "../src/db/schema.ts";
import { facilityInstant, toRange } from "../src/facility-time.ts";
import { type StaffSession, staffSession } from "./support/back-office.ts";
import { createCourt, createTimeslot, orderBody, setRules } from "./support/factories.ts";
import { paidMemberBooking } from "./support/moves.ts";
import { refundPartCall } from "./support/refunds.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

const wednesday = "2026-11-25";
const zone = "Europe/Madrid";
const at = (time: string) => facilityInstant(wednesday, time, zone);

const onPostgres = process.env.TEST_DB === "postgres";

/**
 * Money moved by many callers at once. On PostgreSQL they really overlap; PGlite has one
 * connection and runs them one after another, where the same invariants must hold. The
 * closure race holds a transaction open while the closure waits, so it needs PostgreSQL.
 */
describe("refunds under concurrency", () => {
  let t: TestContext;
  let staff: StaffSession;
  beforeAll(async () => {
    t = await createTestApp({ FACILITY_TIMEZONE: zone });
    await setRules(t.app, "tennis", { totalDays: 12, holdMinutes: 15 });
    staff = await staffSession(t);
  });
  afterAll(() => t?.close());
  const db = () => t.app.deps.database.db;

  /** Per charge: what it took and the sum of its refunds. */
  async function chargesOf(orderId: string) {
    const res = (await db().execute(sql`
      select c.amount as charged, coalesce(sum(r.amount), 0)::int as refunded from payments c
        left join payments r on r.refund_of = c.id
       where c.order_id = ${orderId} and c.kind = 'charge' group by c.id`)) as unknown as {
      rows: { charged: number; refunded: number }[];
    };
    return res.rows;
  }

  it("concurrent partial refunds of one order never return more than its charge", async () => {
    const [a, b] = await Promise.all([createCourt(t.app, "tennis"), createCourt(t.app, "tennis")]);
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: 1800 });
    const { order } = await paidMemberBooking(t, wednesday, slot.id, [a.id, b.id]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        refundPartCall(staff, order.order_id, { amount: 1000, to: i % 2 ? "credit" : "payment", reason: `Race ${i}` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    // 3600 paid: three refunds of 1000 fit; the fourth would leave 600 < 1000.
    expect(codes).toEqual([200, 200, 200, 422, 422, 422, 422, 422]);
    const [charge] = await chargesOf(order.order_id);
    expect(charge).toEqual({ charged: 3600, refunded: 3000 });
  });

  it("refunds to credit racing the member's credit spends keep the ledger whole (never below zero, every entry chained)", async () => {
    const slot = await createTimeslot(t.app, "tennis", { startTime: "20:00", endTime: "21:00", priceMember: 1800 });
    const courts = await Promise.all(Array.from({ length: 5 }, () => createCourt(t.app, "tennis")));
    const [first, ...rest] = courts;
    const { member, token, order } = await paidMemberBooking(t, wednesday, slot.id, [first?.id ?? 0]);
    const c = t.client();
    const billing = { name: member.name, email: member.email, phone: "+34 600 000 002" };
    const pending = [];
    for (const court of rest) {
      const res = await c.post(
        apiPaths.orders("tennis"),
        { date: wednesday, timeslot_id: slot.id, court_ids: [court.id], billing },
        { token, headers: { "idempotency-key": `spend-${randomUUID()}` } },
      );
      expect(res.statusCode, res.body).toBe(201);
      pending.push(res.data.order_id as string);
    }
    await staff.post(
      creditApiPaths.adjustments(member.id),
      { amount: 2000, reason: "Start" },
      { "idempotency-key": `adj-${randomUUID()}` },
    );
    const spends = pending.map((id) => t.client().post(creditApiPaths.payOrder(id), undefined, { token }));
    const refunds = Array.from({ length: 3 }, (_, i) =>
      refundPartCall(staff, order.order_id, { amount: 500, to: "credit", reason: `Race ${i}` }),
    );
    const answers = await Promise.all([...spends, ...refunds]);
    expect(answers.every((r) => [200, 201, 409, 422].includes(r.statusCode))).toBe(true);
    const ledger = (await db().execute(sql`
      select seq, amount, balance_after from credit_entries where member_id = ${member.id} order by seq`)) as unknown as {
      rows: { seq: number; amount: number; balance_after: number }[];
    };
    let balance = 0;
    ledger.rows.forEach((e, i) => {
      balance += e.amount;
      expect(e.balance_after).toBe(balance);
      expect(e.balance_after).toBeGreaterThanOrEqual(0);
      expect(e.seq).toBe(ledger.rows[0] ? ledger.rows[0].seq + i : i);
    });
    const spent = ledger.rows.filter((e) => e.amount < 0).length;
    const refunded = ledger.rows.filter((e) => e.amount === 500).length;
    expect(refunded).toBe(3);
    // 2000 start + 1500 refunds cover at most one 1800 spend (3500 < 3600).
    expect(spent).toBeLessThanOrEqual(1);
    expect((await chargesOf(order.order_id))[0]).toEqual({ charged: 1800, refunded: 1500 });
  });

  it.runIf(onPostgres)(
    "a closure with refunds and bookings landing in its span: every booking that got in is closed and refunded",
    async () => {
      const slot = await createTimeslot(t.app, "tennis", { startTime: "15:00", endTime: "16:00" });
      for (let round = 0; round < 4; round++) {
        const court = await createCourt(t.app, "tennis");
        // One paid booking written in a transaction still open when the closure arrives.
        const orderId = randomUUID();
        let commit = () => {};
        const released = new Promise<void>((resolve) => {
          commit = resolve;
        });
        let written = () => {};
        const ready = new Promise<void>((resolve) => {
          written = resolve;
        });
        const landing = db().transaction(async (tx) => {
          await tx.insert(orders).values({
            id: orderId,
            sport: "tennis",
            status: "paid",
            billing: {},
            total: 2400,
            currency: "EUR",
            inv: `T-RR-${round}-${randomUUID().slice(0, 6)}`,
            paymentProvider: "demo",
            accessKeyHash: "x",
          });
          await tx
            .insert(payments)
            .values({ orderId, provider: "demo", providerRef: `race-${orderId}`, kind: "charge", amount: 2400, currency: "EUR" });
          await tx.insert(bookings).values({
            orderId,
            sport: "tennis",
            courtId: court.id,
            timeslotId: slot.id,
            date: wednesday,
            during: toRange({ start: at("15:00"), end: at("16:00") }),
          });
          written();
          await released;
        });
        await ready;
        const closing = staff.post(admin.closures("tennis"), {
          court_id: round % 2 === 0 ? court.id : null,
          start_date: wednesday,
          start_time: "14:00",
          end_date: wednesday,
          end_time: "17:00",
          reason: `Storm ${round}`,
          hit_bookings: "refund_to_payment",
        });
        const attempts = Array.from({ length: 4 }, () =>
          t.client().post(apiPaths.orders("tennis"), orderBody(wednesday, slot.id, [court.id]), {
            headers: { "idempotency-key": `storm-${randomUUID()}` },
          }),
        );
        // The closure waits for the booking being written (the closure lock), then sees it.
        const waited = await Promise.race([closing.then(() => false), new Promise((r) => setTimeout(() => r(true), 300))]);
        commit();
        await landing;
        expect(waited).toBe(true);
        const [closure, ...orderAnswers] = await Promise.all([closing, ...attempts]);
        expect(closure.statusCode, closure.body).toBe(201);
        expect(orderAnswers.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
        // The landed booking was seen, cancelled and refunded in full.
        const detail = (await staff.get(paths.order(orderId))).data;
        expect(detail).toMatchObject({ status: "refunded", refunded_total: 2400 });
        const overlap = (await db().execute(sql`
        select count(*)::int as n from bookings b join closures c
          on c.sport = b.sport and (c.court_id is null or c.court_id = b.court_id) and c.during && b.during
        where b.active`)) as unknown as { rows: { n: number }[] };
        expect(overlap.rows[0]?.n).toBe(0);
        await staff.client.delete(admin.closure("tennis", closure.data.id), { token: staff.token });
      }
    },
  );
});
