import { apiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookings, mailOutbox, orders, payments } from "../src/db/schema.ts";
import { expireLapsedHolds } from "../src/modules/payments/hold-expiry.ts";
import { billing, createCourt, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

const MINUTE = 60_000;
const tuesday = "2026-11-24";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await setRules(t.app, "tennis", { holdMinutes: 15 });
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
const sweep = () => expireLapsedHolds(db(), t.clock.now());
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const paymentsOf = (id: string) => db().select().from(payments).where(eq(payments.orderId, id)).orderBy(payments.id);
const activeBookings = async (id: string) =>
  (await db().select().from(bookings).where(eq(bookings.orderId, id))).filter((b) => b.active).length;

async function guestOrder() {
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
  const res = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [court.id]));
  expect(res.statusCode).toBe(201);
  return { court, slot, order: res.data };
}

const pay = (order: { inv: string; access_key: string }) =>
  t.client().post(apiPaths.demoPay(order.inv), { key: order.access_key });

describe("demo payment", () => {
  it("marks a pending order paid within its hold, records the payment, and answers the order", async () => {
    const { order } = await guestOrder();
    const res = await pay(order);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ order_id: order.order_id, status: "paid" });
    const row = await orderRow(order.order_id);
    expect(row?.paidAt?.toISOString()).toBe(t.clock.now().toISOString());
    const recorded = await db().select().from(payments).where(eq(payments.orderId, order.order_id));
    expect(recorded.map((p) => [p.provider, p.kind, p.amount])).toEqual([["demo", "charge", order.total]]);
    // Paying twice changes nothing.
    expect((await pay(order)).statusCode).toBe(200);
    expect(await db().select().from(payments).where(eq(payments.orderId, order.order_id))).toHaveLength(1);
  });

  it("pays a member's order through the link the member sees", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    const created = await postOrder(c, "tennis", orderBody(tuesday, slot.id, [court.id]), { token });
    const key = new URL(created.data.paymentlink).searchParams.get("key") ?? "";
    expect((await c.post(apiPaths.demoPay(created.data.inv), { key })).data.status).toBe("paid");
  });

  it("answers 404 to a wrong key or an unknown invoice", async () => {
    const { order } = await guestOrder();
    expect((await pay({ inv: order.inv, access_key: "wrong" })).statusCode).toBe(404);
    expect((await pay({ inv: "T-20000101-AAAA", access_key: order.access_key })).statusCode).toBe(404);
    expect((await orderRow(order.order_id))?.status).toBe("pending");
  });
});

describe("demo checkout link", () => {
  const open = (inv: string, key: string) => t.client().get(`${apiPaths.demoCheckout(inv)}?key=${encodeURIComponent(key)}`);

  it("answers the order the link pays, in any browser, without changing it", async () => {
    const { order } = await guestOrder();
    const res = await open(order.inv, order.access_key);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ order_id: order.order_id, inv: order.inv, status: "pending", total: order.total });
    expect((await orderRow(order.order_id))?.status).toBe("pending");
  });

  it("answers one 404 naming the invoice for an unknown invoice or a wrong key, and 422 without a key", async () => {
    const { order } = await guestOrder();
    const unknown = await open("T-BOGUS", order.access_key);
    const wrongKey = await open(order.inv, "wrong");
    expect([unknown.statusCode, wrongKey.statusCode]).toEqual([404, 404]);
    expect(unknown.data.message).toBe("No order T-BOGUS matches this payment link.");
    expect(wrongKey.data.message).toBe(`No order ${order.inv} matches this payment link.`);
    expect((await t.client().get(apiPaths.demoCheckout(order.inv))).statusCode).toBe(422);
  });
});

describe("hold expiry", () => {
  it("expires lapsed pending orders and frees their courts, leaving paid and running holds alone", async () => {
    const lapsing = await guestOrder();
    const paid = await guestOrder();
    await pay(paid.order);
    t.clock.advance(10 * MINUTE);
    const fresh = await guestOrder();
    t.clock.advance(6 * MINUTE); // the first hold lapsed 1 minute ago; the fresh one runs 9 more
    await sweep();
    expect((await orderRow(lapsing.order.order_id))?.status).toBe("expired");
    expect(await activeBookings(lapsing.order.order_id)).toBe(0);
    expect((await orderRow(paid.order.order_id))?.status).toBe("paid");
    expect((await orderRow(fresh.order.order_id))?.status).toBe("pending");
    expect(await activeBookings(fresh.order.order_id)).toBe(1);

    const grid = await t.client().get(`${apiPaths.schedules("tennis")}?date=${tuesday}`);
    const cell = grid.data.cells.find((c: { court_id: number }) => c.court_id === lapsing.court.id);
    expect(cell.status).toBe("available");
  });

  it("lets a new order take a court whose hold lapsed, sweeping first", async () => {
    const { court, slot, order } = await guestOrder();
    t.clock.advance(16 * MINUTE);
    const taker = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [court.id]));
    expect(taker.statusCode).toBe(201);
    expect((await orderRow(order.order_id))?.status).toBe("expired");
  });
});

describe("late payment", () => {
  it("holds the courts again and marks the order paid when nobody took them", async () => {
    const { order } = await guestOrder();
    t.clock.advance(20 * MINUTE);
    await sweep();
    expect(await activeBookings(order.order_id)).toBe(0);
    const res = await pay(order);
    expect(res.statusCode).toBe(200);
    expect(res.data.status).toBe("paid");
    expect(await activeBookings(order.order_id)).toBe(1);
  });

  it("pays a lapsed hold the sweeper has not reached yet", async () => {
    const { order } = await guestOrder();
    t.clock.advance(20 * MINUTE);
    expect((await pay(order)).data.status).toBe("paid");
    expect(await activeBookings(order.order_id)).toBe(1);
  });

  it("answers 409 when someone took the court meanwhile, refunds the payment at once and tells the payer why", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
    const email = "late-payer@example.test";
    const created = await postOrder(
      t.client(),
      "tennis",
      orderBody(tuesday, slot.id, [court.id], { billing: { ...billing, email } }),
    );
    const order = created.data;
    t.clock.advance(20 * MINUTE);
    const taker = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [court.id]));
    expect(taker.statusCode).toBe(201);
    const res = await pay(order);
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toBe(
      `Your hold lapsed and ${court.name} was booked by someone else meanwhile, so the booking could not be completed. Your payment will be refunded.`,
    );
    expect(await activeBookings(order.order_id)).toBe(0);
    expect(await activeBookings(taker.data.order_id)).toBe(1);

    // The money goes back through the provider that took it, recorded against its charge.
    await t.app.deps.background.drain();
    const row = await orderRow(order.order_id);
    expect(row).toMatchObject({ status: "refunded", refundDue: false });
    const recorded = await paymentsOf(order.order_id);
    expect(recorded.map((p) => [p.provider, p.kind, p.amount])).toEqual([
      ["demo", "charge", order.total],
      ["demo", "refund", order.total],
    ]);
    expect(recorded[1]?.refundOf).toBe(recorded[0]?.id);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails.map((m) => m.subject)).toEqual([`Payment refunded: Tennis, Tue 24 Nov 2026, 18:00–19:00 (${order.inv})`]);
    expect(mails[0]?.text).toContain(
      `We could not use your payment of €24.00 for invoice ${order.inv}. Your hold lapsed and ${court.name} was booked by someone else meanwhile`,
    );
    expect(mails[0]?.text).toContain("Refund: €24.00, returned the way you paid");
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, order.order_id));
    expect(audit.map((a) => [a.action, a.actorAdminId])).toEqual([["order.auto_refund", null]]);

    // Another attempt is refused and charges nothing more.
    const again = await pay(order);
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe("This order's payment was refunded, so it can no longer be paid.");
    expect(await paymentsOf(order.order_id)).toHaveLength(2);
  });
});
