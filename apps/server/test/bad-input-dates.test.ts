import {
  adminBookingApiPaths,
  adminCatalogPaths,
  adminOfficePaths,
  BOOKINGS_MAX_DAYS,
  FIRST_DATE,
  LAST_DATE,
  STATS_MAX_DAYS,
} from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskBody, type StaffSession, staffSession } from "./support/back-office.ts";
import type { Answer } from "./support/client.ts";
import { createAddon, createAddonModule, createCourt, createTimeslot, orderBody, postOrder } from "./support/factories.ts";
import { isErrorShape, rowCounts } from "./support/fuzz.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/**
 * Every date the API takes is a real calendar date between FIRST_DATE and LAST_DATE, and every
 * from…to range is bounded: no 500, no endless date loop (the clock stands at 2026-11-22).
 */
const OUT_OF_RANGE = ["9999-12-30", "9999-12-31", "0000-01-01", "1999-12-31", "2101-01-01"];
const IMPOSSIBLE = ["2026-02-30", "2027-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-11-00"];
const RANGE_MESSAGE = `The date must be between ${FIRST_DATE} and ${LAST_DATE}.`;

let t: TestContext;
let staff: StaffSession;
let court: { id: number };
let slot: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffSession(t);
  court = await createCourt(t.app, "tennis");
  slot = await createTimeslot(t.app, "tennis");
});
afterAll(() => t.close());

function expectRefused(res: Answer, field: string, message?: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(isErrorShape(res.data), res.body).toBe(true);
  expect(res.data.errors?.[field], res.body).toBeDefined();
  if (message) expect(res.data.errors[field]).toContain(message);
}

const list = (query: string) => staff.get(`${adminBookingApiPaths.bookings("tennis")}?${query}`);
const csv = (query: string) => staff.get(`${adminBookingApiPaths.bookingsCsv("tennis")}?${query}`);
const stats = (query: string) => staff.get(`${adminOfficePaths.stats("tennis")}?${query}`);

/** Not a calendar date in range: the message says which rule it broke. */
const BAD_DATES = [...OUT_OF_RANGE, ...IMPOSSIBLE];
const messageFor = (date: string) => (OUT_OF_RANGE.includes(date) ? RANGE_MESSAGE : undefined);

describe("dates that are no calendar date between 2000-01-01 and 2100-12-31", () => {
  it("refuse an online order with 422 on date and write nothing", async () => {
    const c = t.client();
    for (const date of BAD_DATES) {
      const before = await rowCounts(t.app);
      expectRefused(await postOrder(c, "tennis", orderBody(date, slot.id, [court.id])), "date", messageFor(date));
      expect(await rowCounts(t.app)).toEqual(before);
    }
  });

  it("refuse a multi-add-on date and a desk booking", async () => {
    const module = await createAddonModule(t.app, "tennis");
    const addon = await createAddon(t.app, "tennis", { module: "multi-addons", moduleId: module.id });
    const multiaddons1 = [{ date: "9999-12-31", addons: [{ addon_id: addon.id, qty: 1 }] }];
    const order = await postOrder(t.client(), "tennis", orderBody("2026-11-24", slot.id, [court.id], { multiaddons1 }));
    expectRefused(order, "multiaddons1.0.date", RANGE_MESSAGE);
    for (const date of BAD_DATES) {
      expectRefused(await staff.deskBooking("tennis", deskBody(date, slot.id, [court.id])), "date", messageFor(date));
    }
  });

  it("refuse the bookings list, its CSV and the dashboard, at once, and serve the first and last dates", async () => {
    for (const date of BAD_DATES) {
      expectRefused(await list(`from=${date}`), "from", messageFor(date));
      expectRefused(await csv(`from=${date}`), "from", messageFor(date));
      expectRefused(await csv(`to=${date}`), "to", messageFor(date));
      expectRefused(await stats(`from=2026-01-01&to=${date}`), "to", messageFor(date));
    }
    // Once an endless date loop: 9999-12-31 + 1 day is "+010000-01-01", which sorts before it.
    const started = Date.now();
    expectRefused(await stats("from=9999-12-31&to=9999-12-31"), "from", RANGE_MESSAGE);
    expect(Date.now() - started).toBeLessThan(2000);

    const last = await stats(`from=2100-12-01&to=${LAST_DATE}`);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.data.revenue_by_day).toHaveLength(31);
    expect((await list(`from=${FIRST_DATE}&to=2000-12-31`)).statusCode).toBe(200);
  });

  it("refuse a closure and a day grid, which still shows the last date", async () => {
    const closure = { court_id: null, start_date: "2026-12-01", start_time: "10:00", end_date: "9999-12-31", end_time: "11:00" };
    expectRefused(await staff.post(adminCatalogPaths.closures("tennis"), { ...closure, reason: "Works" }), "end_date");
    for (const date of BAD_DATES) {
      expectRefused(await t.client().get(`/api/frontend/schedules?date=${date}`), "date", messageFor(date));
    }
    expect((await t.client().get(`/api/frontend/schedules?date=${LAST_DATE}`)).statusCode).toBe(200);
  });
});

describe("date ranges", () => {
  it("the list, its CSV and the dashboard take at most 366 days, naming the limit; the list may leave an end open", async () => {
    expect([BOOKINGS_MAX_DAYS, STATS_MAX_DAYS]).toEqual([366, 366]);
    for (const call of [list, csv, stats]) {
      expect((await call("from=2026-01-01&to=2027-01-01")).statusCode).toBe(200);
      expectRefused(await call("from=2026-01-01&to=2027-01-02"), "to", "The range may span at most 366 days.");
      expectRefused(await call(`from=${FIRST_DATE}&to=${LAST_DATE}`), "to", "The range may span at most 366 days.");
    }
    for (const call of [list, csv]) {
      expect((await call(`from=${FIRST_DATE}`)).statusCode).toBe(200);
      expect((await call(`to=${LAST_DATE}`)).statusCode).toBe(200);
    }
  });
});
