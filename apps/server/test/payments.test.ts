import { apiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, orders, payments } from "../src/db/schema.ts";
import { expireLapsedHolds } from "../src/modules/payments/hold-expiry.ts";
import { createCourt, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
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

  it("answers 409 and marks the order for refund when someone took the court meanwhile", async () => {
    const { court, slot, order } = await guestOrder();
    t.clock.advance(20 * MINUTE);
    const taker = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [court.id]));
    expect(taker.statusCode).toBe(201);
    const res = await pay(order);
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toBe(
      `Your hold lapsed and ${court.name} was booked by someone else meanwhile, so the booking could not be completed. Your payment will be refunded.`,
    );
    const row = await orderRow(order.order_id);
    expect(row?.status).toBe("expired");
    expect(row?.refundDue).toBe(true);
    expect(await activeBookings(order.order_id)).toBe(0);
    expect(await activeBookings(taker.data.order_id)).toBe(1);
    expect(await db().select().from(payments).where(eq(payments.orderId, order.order_id))).toHaveLength(1);
    // A second attempt is refused the same way and charges nothing more.
    expect((await pay(order)).statusCode).toBe(409);
    expect(await db().select().from(payments).where(eq(payments.orderId, order.order_id))).toHaveLength(1);
  });
});
