import { adminCatalogPaths, seriesApiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments } from "../src/db/schema.ts";
import { deskBody, guestContact, mailsTo, type StaffSession, staffSession } from "./support/back-office.ts";
import { createClosure, createCourt, createTimeslot, setRules } from "./support/factories.ts";
import { rowCounts } from "./support/fuzz.ts";
import { bookStaffSeries, newKey, seriesBody, seriesOrders } from "./support/series.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The clock starts on Sunday 2026-11-22 at 11:00 in Madrid; Tuesdays: 17 Nov (past), 24 Nov, 1, 8, 15 Dec.
let t: TestContext;
let staff: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12, holdMinutes: 15, cancelHours: 24 });
  staff = await staffSession(t);
});
afterAll(() => t.close());

async function courtAndSlot() {
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis", {
    startTime: "18:00",
    endTime: "19:00",
    priceMember: 1800,
    priceGuest: 2400,
  });
  return { court, slot };
}

/** Five Tuesdays from 17 Nov: the first is past, 1 Dec taken by a desk booking, 8 Dec closed. */
async function mixedWeeks() {
  const { court, slot } = await courtAndSlot();
  const taken = await staff.deskBooking("tennis", deskBody("2026-12-01", slot.id, [court.id]));
  expect(taken.statusCode, taken.body).toBe(201);
  await createClosure(t.app, "tennis", court.id, new Date("2026-12-08T16:00:00Z"), new Date("2026-12-08T19:00:00Z"));
  return { court, slot, taken: taken.data.order_id as string, body: seriesBody("2026-11-17", slot.id, [court.id], { weeks: 5 }) };
}

describe("series preview", () => {
  it("answers each date free (with its price), taken (by which order), closed or outside, and writes nothing", async () => {
    const { body, taken } = await mixedWeeks();
    const before = await rowCounts(t.app);
    const res = await staff.post(seriesApiPaths.adminPreview("tennis"), body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.dates.map((d: { status: string }) => d.status)).toEqual(["outside", "free", "taken", "closed", "free"]);
    expect(res.data.dates[1]).toMatchObject({ date: "2026-11-24", total: 2400, reason: null });
    expect(res.data.dates[2].taken_by.order_id).toBe(taken);
    expect(res.data.dates[3].reason).toContain("closed");
    expect(res.data).toMatchObject({ free: 2, total: 4800 });
    expect(await rowCounts(t.app)).toEqual(before);
  });
});

describe("series create", () => {
  it("books exactly the free dates, each an ordinary paid desk order, and tells why the others were not", async () => {
    const { body } = await mixedWeeks();
    const res = await bookStaffSeries(staff, "tennis", body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.dates.map((d: { state: string }) => d.state)).toEqual(["outside", "booked", "taken", "closed", "booked"]);
    const written = await seriesOrders(t, res.data.series_id);
    expect(written.map((w) => [w.date, w.row.status, w.active])).toEqual([
      ["2026-11-24", "paid", 1],
      ["2026-12-15", "paid", 1],
    ]);
    const charges = await t.app.deps.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, written[0]?.row.id ?? ""));
    expect(charges).toMatchObject([{ provider: "desk", kind: "charge", amount: 2400 }]);
    const mails = await mailsTo(t, guestContact.email);
    expect(mails.some((m) => m.subject.startsWith("Weekly tennis booked: 2 dates"))).toBe(true);
    const view = await staff.get(seriesApiPaths.adminSeries("tennis", res.data.series_id));
    expect(view.data.dates.map((d: { state: string }) => d.state)).toEqual(["none", "booked", "none", "none", "booked"]);
  });

  it("each date before it: pending orders held until their free cancellation ends, not counted as online holds", async () => {
    const { court, slot } = await courtAndSlot();
    const res = await bookStaffSeries(
      staff,
      "tennis",
      seriesBody("2026-11-24", slot.id, [court.id], { weeks: 2, payment: "each_before" }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [first, second] = await seriesOrders(t, res.data.series_id);
    expect(first?.row).toMatchObject({ status: "pending", holdPayer: null });
    // 18:00 in Madrid on 1 Dec is 17:00Z; 24 hours before it.
    expect(second?.row.holdExpiresAt?.toISOString()).toBe("2026-11-30T17:00:00.000Z");
    expect(res.data.dates[1].order.paymentlink).toEqual(expect.any(String));
  });

  it("a repeat of the Idempotency-Key answers the same series and books nothing twice; another body under it is 422", async () => {
    const { court, slot } = await courtAndSlot();
    const body = seriesBody("2026-11-24", slot.id, [court.id], { weeks: 3 });
    const key = newKey();
    const first = await bookStaffSeries(staff, "tennis", body, key);
    const again = await bookStaffSeries(staff, "tennis", body, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.data.series_id).toBe(first.data.series_id);
    expect(await seriesOrders(t, first.data.series_id)).toHaveLength(3);
    const other = await bookStaffSeries(staff, "tennis", { ...body, weeks: 2 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.data.errors["idempotency-key"]).toBeDefined();
  });
});

describe("series cancel", () => {
  it("cancels one date as an ordinary order, then the rest of the series from a date, refunding each", async () => {
    const { court, slot } = await courtAndSlot();
    const res = await bookStaffSeries(staff, "tennis", seriesBody("2026-11-24", slot.id, [court.id], { weeks: 4 }));
    const [one] = await seriesOrders(t, res.data.series_id);
    const single = await staff.post(`/api/admin/orders/${one?.row.id}/cancel`, { refund: true });
    expect(single.statusCode, single.body).toBe(200);
    const rest = await staff.post(seriesApiPaths.adminCancel("tennis", res.data.series_id), { from_date: "2026-12-08" });
    expect(rest.statusCode, rest.body).toBe(200);
    const after = await seriesOrders(t, res.data.series_id);
    expect(after.map((w) => [w.date, w.row.status, w.active])).toEqual([
      ["2026-11-24", "refunded", 0],
      ["2026-12-01", "paid", 1],
      ["2026-12-08", "refunded", 0],
      ["2026-12-15", "refunded", 0],
    ]);
    const nothing = await staff.post(seriesApiPaths.adminCancel("tennis", res.data.series_id), { from_date: "2026-12-08" });
    expect(nothing.statusCode).toBe(409);
    const stray = await staff.post(seriesApiPaths.adminCancel("tennis", res.data.series_id), { from_date: "2027-01-05" });
    expect(stray.statusCode).toBe(422);
    expect(stray.data.errors.from_date).toBeDefined();
  });
});

describe("closures and series", () => {
  it("refuses a closure over a series date like any booking (409 naming its order)", async () => {
    const { court, slot } = await courtAndSlot();
    const res = await bookStaffSeries(staff, "tennis", seriesBody("2026-11-24", slot.id, [court.id], { weeks: 3 }));
    const [, second] = await seriesOrders(t, res.data.series_id);
    const closure = {
      court_id: court.id,
      start_date: "2026-12-01",
      start_time: "17:00",
      end_date: "2026-12-01",
      end_time: "20:00",
      reason: "Resurfacing",
    };
    const refused = await staff.post(adminCatalogPaths.closures("tennis"), closure);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.data).toMatchObject({ code: "closure_hits_bookings", params: { order_ids: [second?.row.id] } });
  });
});

describe("series bad input", () => {
  it.each([
    ["weeks 0", { weeks: 0 }, "weeks"],
    ["weeks 53", { weeks: 53 }, "weeks"],
    ["until before the first date", { weeks: undefined, until: "2026-11-20" }, "until"],
    ["both weeks and until", { until: "2026-12-20" }, "weeks"],
  ])("%s: 422 naming the field, nothing written", async (_name, change, field) => {
    const { court, slot } = await courtAndSlot();
    const before = await rowCounts(t.app);
    const res = await bookStaffSeries(staff, "tennis", { ...seriesBody("2026-11-24", slot.id, [court.id]), ...change });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.data.errors[field]).toBeDefined();
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("a court of another sport: 422 naming court_ids, nothing written", async () => {
    const { slot } = await courtAndSlot();
    const padel = await createCourt(t.app, "padel");
    const before = await rowCounts(t.app);
    for (const url of [seriesApiPaths.adminPreview("tennis"), seriesApiPaths.adminCreate("tennis")]) {
      const res = await staff.post(url, seriesBody("2026-11-24", slot.id, [padel.id]), { "idempotency-key": newKey() });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.data.errors.court_ids).toBeDefined();
    }
    expect(await rowCounts(t.app)).toEqual(before);
    const count = await t.app.deps.database.db.select().from(orders).where(eq(orders.sport, "padel"));
    expect(count.filter((o) => o.seriesId)).toHaveLength(0);
  });
});
