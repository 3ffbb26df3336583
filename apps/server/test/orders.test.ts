import { apiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, orders } from "../src/db/schema.ts";
import { facilityInstant } from "../src/facility-time.ts";
import {
  adminToken,
  createAddon,
  createAddonModule,
  createClosure,
  createCourt,
  createTimeslot,
  memberToken,
  orderBody,
  postOrder,
  setRules,
} from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at 2026-11-22T10:00Z: 11:00 on Sunday 22 November in Madrid.
const today = "2026-11-22";
const tuesday = "2026-11-24";
const zone = "Europe/Madrid";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: zone, CURRENCY: "EUR" });
  await setRules(t.app, "tennis", { totalDays: 12, holdMinutes: 15 });
  await setRules(t.app, "padel", { totalDays: 12, holdMinutes: 20 });
});
afterAll(() => t.close());

async function area(sport: "tennis" | "padel" = "tennis") {
  const courts = await Promise.all([
    createCourt(t.app, sport, { sortOrder: 1 }),
    createCourt(t.app, sport, { sortOrder: 2 }),
    createCourt(t.app, sport, { sortOrder: 3 }),
  ]);
  const slot = await createTimeslot(t.app, sport, {
    startTime: "18:00",
    endTime: "19:00",
    priceMember: 1800,
    priceGuest: 2400,
    weekendPriceMember: 2200,
    weekendPriceGuest: 2800,
  });
  return { courts, slot };
}

describe("POST /api/{api}/orders", () => {
  it("creates a pending guest order holding the courts, priced by the server", async () => {
    const { courts, slot } = await area();
    const racket = await createAddon(t.app, "tennis", { name: "Racket", group: 1, price: 500 });
    const coach = await createAddon(t.app, "tennis", { name: "Coach", group: 2, price: 4000 });
    const module = await createAddonModule(t.app, "tennis");
    const camp = await createAddon(t.app, "tennis", { name: "Camp", module: "multi-addons", moduleId: module.id, price: 3000 });
    const res = await postOrder(
      t.client(),
      "tennis",
      orderBody(tuesday, slot.id, [courts[0].id, courts[1].id], {
        addons1: [{ addon_id: racket.id, qty: 2 }],
        addons2: [{ addon_id: coach.id, qty: 1 }],
        multiaddons1: [{ date: "2026-11-25", addons: [{ addon_id: camp.id, qty: 2 }] }],
        total: 1, // a client's figure is never read
      }),
    );
    expect(res.statusCode).toBe(201);
    const order = res.data;
    expect(order).toMatchObject({
      status: "pending",
      sport: "tennis",
      date: tuesday,
      timeslot: { id: slot.id, start: "18:00", end: "19:00" },
      courts: [
        { id: courts[0].id, name: courts[0].name },
        { id: courts[1].id, name: courts[1].name },
      ],
      total: 2 * 2400 + 2 * 500 + 4000 + 2 * 3000,
      currency: "EUR",
      hold_expires_at: "2026-11-22T10:15:00.000Z",
    });
    expect(order.inv).toMatch(/^T-20261122-[2-9A-Z]{4}$/);
    expect(order.access_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(order.paymentlink).toBe(`http://courtside.test/pay/${order.inv}?key=${order.access_key}`);
    expect(order.lines).toContainEqual({
      kind: "multiaddon",
      description: "Camp, Wed 25 Nov 2026",
      qty: 2,
      unit_price: 3000,
      amount: 6000,
      date: "2026-11-25",
    });
    expect(order.lines).toContainEqual({ kind: "addon", description: "Racket", qty: 2, unit_price: 500, amount: 1000 });

    const db = t.app.deps.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row?.accessKeyHash).not.toContain(order.access_key);
    expect(row?.paymentlink).not.toContain(order.access_key);
    const held = await db.select().from(bookings).where(eq(bookings.orderId, order.order_id));
    expect(held.map((b) => [b.courtId, b.active, b.during])).toEqual([
      [courts[0].id, true, '["2026-11-24 17:00:00+00","2026-11-24 18:00:00+00")'],
      [courts[1].id, true, '["2026-11-24 17:00:00+00","2026-11-24 18:00:00+00")'],
    ]);
  });

  it("makes a member order at member prices without revealing an access key", async () => {
    const { courts, slot } = await area("padel");
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    const res = await postOrder(c, "padel", orderBody(today, slot.id, [courts[0].id], { guest: undefined }), { token });
    expect(res.statusCode).toBe(201);
    expect(res.data.total).toBe(2200); // Sunday: the member weekend price
    expect(res.data.inv).toMatch(/^P-/);
    expect(res.data).not.toHaveProperty("access_key");
    expect(res.data.hold_expires_at).toBe("2026-11-22T10:20:00.000Z");
  });

  it("asks a caller without a token to continue as a guest, and keeps administrators out", async () => {
    const { courts, slot } = await area();
    const c = t.client();
    const anonymous = await postOrder(c, "tennis", orderBody(tuesday, slot.id, [courts[0].id], { guest: undefined }));
    expect(anonymous.statusCode).toBe(422);
    expect(anonymous.data.errors.guest).toBeDefined();
    const admin = await postOrder(c, "tennis", orderBody(tuesday, slot.id, [courts[0].id]), {
      token: await adminToken(t.app, c),
    });
    expect(admin.statusCode).toBe(403);
  });

  it("refuses a slot that has started (422 on timeslot_id)", async () => {
    const court = await createCourt(t.app, "tennis");
    const started = await createTimeslot(t.app, "tennis", { startTime: "10:30", endTime: "11:30" });
    const res = await postOrder(t.client(), "tennis", orderBody(today, started.id, [court.id]));
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.timeslot_id[0]).toMatch(/already started/);
  });

  it("refuses courts, timeslots and add-ons of the other sport or the wrong list (422)", async () => {
    const tennis = await area();
    const padel = await area("padel");
    const padelAddon = await createAddon(t.app, "padel");
    const service = await createAddon(t.app, "tennis", { group: 2 });
    const c = t.client();
    const cases: [Record<string, unknown>, string][] = [
      [orderBody(tuesday, tennis.slot.id, [padel.courts[0].id]), "court_ids"],
      [orderBody(tuesday, padel.slot.id, [tennis.courts[0].id]), "timeslot_id"],
      [orderBody(tuesday, tennis.slot.id, [tennis.courts[0].id], { addons1: [{ addon_id: padelAddon.id, qty: 1 }] }), "addons1"],
      [orderBody(tuesday, tennis.slot.id, [tennis.courts[0].id], { addons1: [{ addon_id: service.id, qty: 1 }] }), "addons1"],
      [
        orderBody(tuesday, tennis.slot.id, [tennis.courts[0].id], {
          multiaddons2: [{ date: tuesday, addons: [{ addon_id: service.id, qty: 1 }] }],
        }),
        "multiaddons2",
      ],
    ];
    for (const [body, field] of cases) {
      const res = await postOrder(c, "tennis", body);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.data.errors), field).toEqual([field]);
    }
  });

  it("answers 409 naming the court when a closure covers the slot", async () => {
    const { courts, slot } = await area();
    await createClosure(
      t.app,
      "tennis",
      courts[1].id,
      facilityInstant(tuesday, "17:00", zone),
      facilityInstant(tuesday, "20:00", zone),
    );
    const res = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [courts[0].id, courts[1].id]));
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toBe(
      `${courts[1].name} is closed for Tue 24 Nov 2026, 18:00–19:00 (Maintenance). Pick another court or time.`,
    );
  });

  it("refuses more add-on units than the slot has left, naming the add-on", async () => {
    const { courts, slot } = await area();
    const machine = await createAddon(t.app, "tennis", { name: "Ball machine", group: 2, stock: 1 });
    const c = t.client();
    const first = await postOrder(
      c,
      "tennis",
      orderBody(tuesday, slot.id, [courts[0].id], { addons2: [{ addon_id: machine.id, qty: 1 }] }),
    );
    expect(first.statusCode).toBe(201);
    const second = await postOrder(
      c,
      "tennis",
      orderBody(tuesday, slot.id, [courts[1].id], { addons2: [{ addon_id: machine.id, qty: 1 }] }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.data.message).toBe("Ball machine is sold out for Tue 24 Nov 2026, 18:00.");
    expect(second.data.errors.addons2).toBeDefined();
    // Another day's slot still has its unit.
    const other = await postOrder(
      c,
      "tennis",
      orderBody("2026-11-25", slot.id, [courts[1].id], { addons2: [{ addon_id: machine.id, qty: 1 }] }),
    );
    expect(other.statusCode).toBe(201);
  });

  it("answers 409 naming the court when someone else holds it, and books nothing", async () => {
    const { courts, slot } = await area();
    const c = t.client();
    expect((await postOrder(c, "tennis", orderBody(tuesday, slot.id, [courts[2].id]))).statusCode).toBe(201);
    const res = await postOrder(c, "tennis", orderBody(tuesday, slot.id, [courts[0].id, courts[2].id]));
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toBe(
      `${courts[2].name} is held by someone else for Tue 24 Nov 2026, 18:00–19:00: it comes free again only if they do not pay in time. Pick another court.`,
    );
    const mine = await t.app.deps.database.db.select().from(bookings).where(eq(bookings.courtId, courts[0].id));
    expect(mine).toEqual([]);
  });

  it("tells the loser a court is only held while its winner has not paid, and booked once they have", async () => {
    const { courts, slot } = await area();
    const won = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [courts[1].id]));
    expect(won.statusCode).toBe(201);
    const whileHeld = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [courts[1].id]));
    expect(whileHeld.statusCode).toBe(409);
    expect(whileHeld.data).toMatchObject({
      code: "court_taken",
      params: { court: courts[1].name, state: "held" },
      message: `${courts[1].name} is held by someone else for Tue 24 Nov 2026, 18:00–19:00: it comes free again only if they do not pay in time. Pick another court.`,
    });

    const paid = await t.client().post(apiPaths.demoPay(won.data.inv), { key: won.data.access_key });
    expect(paid.data.status).toBe("paid");
    const afterPaying = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [courts[1].id]));
    expect(afterPaying.statusCode).toBe(409);
    expect(afterPaying.data).toMatchObject({
      code: "court_taken",
      params: { court: courts[1].name, state: "booked" },
      message: `${courts[1].name} was just booked by someone else for Tue 24 Nov 2026, 18:00–19:00. Pick another court.`,
    });
  });

  it("answers a repeat with the same Idempotency-Key with the first order, booking once", async () => {
    const { courts, slot } = await area();
    const c = t.client();
    const body = orderBody(tuesday, slot.id, [courts[0].id]);
    const key = "3f1c9a52-7a1e-4a57-9f38-0a5b2c6d7e81";
    const first = await postOrder(c, "tennis", body, { key });
    const again = await postOrder(c, "tennis", body, { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.data).toEqual(first.data);
    const held = await t.app.deps.database.db.select().from(bookings).where(eq(bookings.courtId, courts[0].id));
    expect(held).toHaveLength(1);

    const different = await postOrder(c, "tennis", orderBody(tuesday, slot.id, [courts[1].id]), { key });
    expect(different.statusCode).toBe(422);
    expect(different.data.errors["idempotency-key"]).toBeDefined();
  });

  it("requires an Idempotency-Key header (422)", async () => {
    const { courts, slot } = await area();
    const c = t.client();
    const missing = await c.post(apiPaths.orders("tennis"), orderBody(tuesday, slot.id, [courts[0].id]));
    expect(missing.statusCode).toBe(422);
    expect(missing.data.errors["idempotency-key"]).toEqual(["The Idempotency-Key header is required."]);
    const short = await postOrder(c, "tennis", orderBody(tuesday, slot.id, [courts[0].id]), { key: "1" });
    expect(short.statusCode).toBe(422);
  });
});
