import { adminOfficePaths, apiPaths, type Sport } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courts } from "../src/db/schema.ts";
import { signedInAdministrator } from "./support/admin-office.ts";
import { staffSession } from "./support/back-office.ts";
import type { TestClient } from "./support/client.ts";
import {
  createAddon,
  createClosure,
  createCourt,
  createTimeslot,
  memberToken,
  orderBody,
  postOrder,
  setRules,
} from "./support/factories.ts";
import { refundPartCall } from "./support/refunds.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/**
 * A known week: the clock stands at Sunday 2026-11-22 11:00 in Madrid (UTC+1), the range is
 * Monday 23rd and Tuesday 24th. Tennis has two active courts (A, B) and one inactive (C),
 * two slots: 09:00–10:00 (60 min) and 18:00–19:30 (90 min, 60 in hour 18 and 30 in hour 19).
 */
const MON = "2026-11-23";
const TUE = "2026-11-24";
const WED = "2026-11-25";

let t: TestContext;
let c: TestClient;
let member: string;
let adminTokenValue: string;
let A: { id: number };
let B: { id: number };
let morning: { id: number };
let evening: { id: number };

async function book(sport: Sport, date: string, slotId: number, courtIds: number[], pay = true) {
  const res = await postOrder(c, sport, orderBody(date, slotId, courtIds, { guest: false }), { token: member });
  expect(res.statusCode, res.body).toBe(201);
  if (pay) await payOrder(res.data);
  return res.data as { order_id: string; inv: string; paymentlink: string };
}

async function payOrder(order: { inv: string; paymentlink: string }) {
  const key = new URL(order.paymentlink).searchParams.get("key") ?? "";
  const paid = await c.post(apiPaths.demoPay(order.inv), { key });
  expect(paid.data.status).toBe("paid");
}

const stats = (query: string, sport: Sport = "tennis") =>
  c.get(`${adminOfficePaths.stats(sport)}?${query}`, { token: adminTokenValue });

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid", CURRENCY: "EUR" });
  c = t.client();
  await setRules(t.app, "tennis", { totalDays: 30, cancelHours: 24 });
  await setRules(t.app, "padel", { totalDays: 30 });
  member = (await memberToken(t.app, c)).token;
  adminTokenValue = (await signedInAdministrator(t.app, c)).token;
  A = await createCourt(t.app, "tennis", { name: "Court A", sortOrder: 1 });
  B = await createCourt(t.app, "tennis", { name: "Court B", sortOrder: 2 });
  await createCourt(t.app, "tennis", { name: "Court C", sortOrder: 3, active: false });
  morning = await createTimeslot(t.app, "tennis", { startTime: "09:00", endTime: "10:00", priceMember: 1800 });
  evening = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:30", priceMember: 2000 });
  // Court B is closed on Tuesday 08:30–10:30 local: its 09:00 cell is not on offer.
  await createClosure(t.app, "tennis", B.id, new Date("2026-11-24T07:30:00Z"), new Date("2026-11-24T09:30:00Z"));

  await book("tennis", MON, morning.id, [A.id]); // 1800
  const pair = await book("tennis", MON, evening.id, [A.id, B.id]); // 2 × 2000
  const balls = await createAddon(t.app, "tennis", { name: "Balls", price: 500 });
  const extra = await c.post(
    apiPaths.orderExtraAddons("tennis", pair.order_id),
    { addons1: [{ addon_id: balls.id, qty: 1 }], addons2: [] },
    { token: member },
  );
  expect(extra.statusCode, extra.body).toBe(201);
  await payOrder(extra.data); // 500, on Monday (its booking's date)
  const refunded = await book("tennis", TUE, evening.id, [A.id]);
  expect((await c.post(apiPaths.orderCancel("tennis", refunded.order_id), undefined, { token: member })).data.status).toBe(
    "refunded",
  );
  await book("tennis", TUE, morning.id, [A.id], false); // pending: holds, earns nothing
  await book("tennis", TUE, evening.id, [B.id]); // 2000
  await book("tennis", WED, morning.id, [A.id]); // outside the range
  const padelCourt = await createCourt(t.app, "padel");
  const padelSlot = await createTimeslot(t.app, "padel", { startTime: "09:00", endTime: "10:30" });
  await book("padel", MON, padelSlot.id, [padelCourt.id]); // another sport
});
afterAll(() => t.close());

describe("GET /api/admin/{sport}/stats", () => {
  it("answers exact utilisation and revenue for known bookings, a closure, a refund and a pending order", async () => {
    const res = await stats(`from=${MON}&to=${TUE}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.currency).toBe("EUR");
    expect(res.data.totals).toEqual({
      booked_minutes: 60 + 90 + 90 + 90,
      available_minutes: 2 * 2 * (60 + 90) - 60,
      utilisation: Math.round((330 / 540) * 10_000) / 10_000,
      revenue: 1800 + 2 * 2000 + 500 + 2000,
      orders: 3,
      bookings: 4,
    });
    expect(res.data.revenue_by_day).toEqual([
      { date: MON, revenue: 6300, orders: 2, bookings: 3 },
      { date: TUE, revenue: 2000, orders: 1, bookings: 1 },
    ]);
    expect(res.data.by_court).toEqual([
      { court_id: A.id, court_name: "Court A", active: true, booked_minutes: 150, available_minutes: 300, utilisation: 0.5 },
      { court_id: B.id, court_name: "Court B", active: true, booked_minutes: 180, available_minutes: 240, utilisation: 0.75 },
    ]);
    expect(res.data.by_weekday_hour).toEqual([
      { weekday: 1, hour: 9, booked_minutes: 60, available_minutes: 120, utilisation: 0.5 },
      { weekday: 1, hour: 18, booked_minutes: 120, available_minutes: 120, utilisation: 1 },
      { weekday: 1, hour: 19, booked_minutes: 60, available_minutes: 60, utilisation: 1 },
      { weekday: 2, hour: 9, booked_minutes: 0, available_minutes: 60, utilisation: 0 },
      { weekday: 2, hour: 18, booked_minutes: 60, available_minutes: 120, utilisation: 0.5 },
      { weekday: 2, hour: 19, booked_minutes: 30, available_minutes: 60, utilisation: 0.5 },
    ]);
  });

  it("counts a paid order refunded in part at what it keeps", async () => {
    const FRI = "2026-11-27";
    const order = await book("tennis", FRI, evening.id, [A.id]); // 2000
    const staff = await staffSession(t);
    const refund = await refundPartCall(staff, order.order_id, { amount: 500, reason: "Lights failed for 20 minutes" });
    expect(refund.statusCode, refund.body).toBe(200);
    const res = await stats(`from=${FRI}&to=${FRI}`);
    expect(res.data.totals).toMatchObject({ revenue: 1500, orders: 1, bookings: 1 });
  });

  it("counts each sport on its own", async () => {
    const padel = await stats(`from=${MON}&to=${MON}`, "padel");
    expect(padel.data.totals).toMatchObject({
      booked_minutes: 90,
      available_minutes: 90,
      utilisation: 1,
      orders: 1,
      bookings: 1,
    });
  });

  it("lists every date of the range, empty ones at zero", async () => {
    const res = await stats("from=2026-11-20&to=2026-11-22");
    expect(res.data.revenue_by_day.map((d: { date: string; revenue: number }) => [d.date, d.revenue])).toEqual([
      ["2026-11-20", 0],
      ["2026-11-21", 0],
      ["2026-11-22", 0],
    ]);
    expect(res.data.totals).toMatchObject({ booked_minutes: 0, available_minutes: 3 * 2 * 150, revenue: 0 });
  });

  it("keeps counting a court taken out of use for its paid bookings, on offer only where booked", async () => {
    await t.app.deps.database.db.update(courts).set({ active: false }).where(eq(courts.id, A.id));
    try {
      const res = await stats(`from=${MON}&to=${TUE}`);
      expect(res.data.by_court[0]).toEqual({
        court_id: A.id,
        court_name: "Court A",
        active: false,
        booked_minutes: 150,
        available_minutes: 150,
        utilisation: 1,
      });
    } finally {
      await t.app.deps.database.db.update(courts).set({ active: true }).where(eq(courts.id, A.id));
    }
  });

  it.each([
    ["from=2026-11-24&to=2026-11-23", "to", "The end date must be on or after the start date."],
    ["from=2026-01-01&to=2027-01-02", "to", "The range may span at most 366 days."],
    ["from=2026-02-30&to=2026-03-01", "from", "The date must be a valid date in the form YYYY-MM-DD."],
    ["to=2026-03-01", "from", undefined],
  ])("refuses %s with 422 on %s", async (query, field, message) => {
    const res = await stats(query);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.data.errors)).toEqual([field]);
    if (message) expect(res.data.errors[field]).toEqual([message]);
  });

  it("takes a range of exactly 366 days", async () => {
    const res = await stats("from=2026-01-01&to=2027-01-01");
    expect(res.statusCode).toBe(200);
    expect(res.data.revenue_by_day).toHaveLength(366);
    // With Friday's order as the part refund left it.
    expect(res.data.totals.revenue).toBe(1800 + 4000 + 500 + 2000 + 1800 + 1500);
  });
});
