import { apiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, payments } from "../src/db/schema.ts";
import { adminToken, createCourt, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The clock starts at 2026-11-22T10:00Z (11:00 in Madrid); the slot is 18:00 Madrid (17:00Z) on the 24th.
const tuesday = "2026-11-24";
const HOUR = 3_600_000;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { cancelHours: 24, holdMinutes: 15 });
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
const activeBookings = async (id: string) =>
  (await db().select().from(bookings).where(eq(bookings.orderId, id))).filter((b) => b.active).length;

async function order(pay: boolean) {
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
  const created = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [court.id]));
  if (pay) await t.client().post(apiPaths.demoPay(created.data.inv), { key: created.data.access_key });
  return { court, slot, order: created.data };
}

const cancel = (o: { order_id: string; access_key?: string }, options: { token?: string; key?: string | null } = {}) => {
  const key = options.key === undefined ? o.access_key : options.key;
  const url = apiPaths.orderCancel("tennis", o.order_id) + (key ? `?key=${key}` : "");
  return t.client().post(url, undefined, { token: options.token });
};

describe("POST /api/{api}/orders/{order_id}/cancel", () => {
  it("refunds a paid order inside the window, records the refund and frees the court", async () => {
    const { court, slot, order: o } = await order(true);
    const res = await cancel(o);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ order_id: o.order_id, status: "refunded" });
    const rows = await db().select().from(payments).where(eq(payments.orderId, o.order_id));
    expect(rows.map((p) => [p.kind, p.amount]).sort()).toEqual([
      ["charge", o.total],
      ["refund", o.total],
    ]);
    expect(await activeBookings(o.order_id)).toBe(0);
    const again = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [court.id]));
    expect(again.statusCode).toBe(201);
    // A second cancel is refused with the reason.
    const twice = await cancel(o);
    expect(twice.statusCode).toBe(409);
    expect(twice.data.message).toBe("This order is already cancelled and refunded.");
  });

  it("cancels a pending order without a refund", async () => {
    const { order: o } = await order(false);
    const res = await cancel(o);
    expect(res.data.status).toBe("cancelled");
    expect(await db().select().from(payments).where(eq(payments.orderId, o.order_id))).toHaveLength(0);
    expect(await activeBookings(o.order_id)).toBe(0);
  });

  it("answers 409 with the reason once free cancellation has ended, and changes nothing", async () => {
    const { order: o } = await order(true);
    expect(o.cancellable_until).toBeNull(); // the answer of creation: not paid yet
    const seen = await t.client().get(`${apiPaths.order("tennis", o.order_id)}?key=${o.access_key}`);
    expect(seen.data.cancellable_until).toBe("2026-11-23T17:00:00.000Z");
    t.clock.advance(31 * HOUR); // 17:00Z on the 23rd: exactly 24 hours before the start
    const res = await cancel(o);
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toBe("Free cancellation ended 24 hours before the start (Tue 24 Nov 2026, 18:00).");
    expect(await activeBookings(o.order_id)).toBe(1);
    t.clock.advance(-31 * HOUR);
  });

  it("lets the owner and an administrator cancel; anyone else gets 404", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    const mine = await postOrder(c, "tennis", orderBody(tuesday, slot.id, [court.id]), { token });
    const other = await memberToken(t.app, t.client());
    expect((await cancel(mine.data, { token: other.token })).statusCode).toBe(404);
    expect((await cancel(mine.data, { key: "wrong" })).statusCode).toBe(404);
    expect((await cancel(mine.data, { token })).data.status).toBe("cancelled");

    const { order: guest } = await order(true);
    const admin = await adminToken(t.app, t.client());
    expect((await cancel(guest, { token: admin, key: null })).data.status).toBe("refunded");
  });
});
