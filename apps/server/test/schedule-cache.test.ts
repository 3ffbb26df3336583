import { apiPaths, dayScheduleSchema, orderCreateRequestSchema } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { basePrices } from "../src/modules/booking-policy/prices.ts";
import { createOrder } from "../src/modules/orders/create-order.ts";
import { scheduleCache } from "../src/modules/schedule/schedule-cache.ts";
import { createCourt, createTimeslot, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at 2026-11-22T10:00Z (11:00 in Madrid). Each test reads its own date,
// so its first read fills the cache afresh and the cache's 1 s lifetime cannot explain a change.
const MINUTE = 60_000;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12, holdMinutes: 15 });
});
afterAll(() => t.close());

type Cell = { court_id: number; timeslot_id: number; status: string };
const statusOf = async (date: string, courtId: number, slotId: number, headers: Record<string, string> = {}) => {
  const res = await t.client().get(`${apiPaths.schedules("tennis")}?date=${date}`, { headers });
  return (res.data.cells as Cell[]).find((c) => c.court_id === courtId && c.timeslot_id === slotId)?.status;
};

/** Polls for half the cache's lifetime: a change seen in time came from the notification, not from expiry. */
async function within500ms(read: () => Promise<unknown>, expected: unknown) {
  const deadline = Date.now() + 500;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 10));
    last = await read();
  }
  return last;
}

describe("day grid cache", () => {
  it("answers with an ETag, 304 to a matching If-None-Match, and a new ETag once the grid changes", async () => {
    const date = "2026-11-25";
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "17:00", endTime: "18:00" });
    const url = `${apiPaths.schedules("tennis")}?date=${date}`;
    const first = await t.client().get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await t.client().get(url, { headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["content-length"]).toBeUndefined();

    expect((await postOrder(t.client(), "tennis", orderBody(date, slot.id, [court.id]))).statusCode).toBe(201);
    const changed = await t.client().get(url, { headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.data.cells as Cell[]).find((c) => c.court_id === court.id && c.timeslot_id === slot.id)?.status).toBe("held");
  });

  it("an order drops only the cached grids of its sport and date, not every grid", async () => {
    const date = "2026-11-27";
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "15:00", endTime: "16:00" });
    const invalidate = vi.spyOn(scheduleCache(t.app.deps), "invalidate");
    expect((await postOrder(t.client(), "tennis", orderBody(date, slot.id, [court.id]))).statusCode).toBe(201);
    expect(invalidate).toHaveBeenCalledWith({ sport: "tennis", date });
    // No blanket drop (a change that names nothing touches every grid), from the order or from answering it.
    expect(invalidate.mock.calls.filter(([change]) => !change?.sport && !change?.date && !change?.from)).toEqual([]);
  });

  it("drops a cached grid when the database notifies a booking this instance did not answer", async () => {
    const date = "2026-11-26";
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "16:00", endTime: "17:00" });
    expect(await statusOf(date, court.id, slot.id)).toBe("available");
    // Straight to the service: no HTTP answer of this instance drops the cache, only the NOTIFY does.
    const input = orderCreateRequestSchema.parse(orderBody(date, slot.id, [court.id]));
    await createOrder(
      t.app.deps,
      "tennis",
      { memberId: null, guestSession: "s", address: "127.0.0.9", locale: "en" },
      input,
      "cache-notify-test",
    );
    expect(await within500ms(() => statusOf(date, court.id, slot.id), "held")).toBe("held");
  });

  it("shows a held cell available the moment its hold lapses, and a started slot as past", async () => {
    const date = "2026-11-22";
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "13:00", endTime: "14:00" });
    expect((await postOrder(t.client(), "tennis", orderBody(date, slot.id, [court.id]))).statusCode).toBe(201);
    expect(await statusOf(date, court.id, slot.id)).toBe("held");

    t.clock.advance(16 * MINUTE); // the hold lapsed; no sweep has run
    expect(await statusOf(date, court.id, slot.id)).toBe("available");
    t.clock.advance(110 * MINUTE); // 13:06 in Madrid: the slot has started
    expect(await statusOf(date, court.id, slot.id)).toBe("past");
  });

  it("a cancellation and a payment drop only the grids of their date; other dates stay cached", async () => {
    // The cache's 1 s TTL runs on real time: a slow machine must not expire the entry under test.
    const frozen = vi.spyOn(Date, "now").mockReturnValue(Date.now());
    onTestFinished(() => frozen.mockRestore());
    const [date, other] = ["2026-11-28", "2026-11-29"];
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "12:00", endTime: "13:00" });
    const placed = await postOrder(t.client(), "tennis", orderBody(date, slot.id, [court.id]));
    expect(placed.statusCode).toBe(201);
    const key = new URL(placed.data.paymentlink).searchParams.get("key") ?? "";
    const cachedOther = () => scheduleCache(t.app.deps).current("tennis", other, basePrices("guest"), null);

    expect(await statusOf(other, court.id, slot.id)).toBe("available");
    expect(await statusOf(date, court.id, slot.id)).toBe("held");
    const paid = await t.client().post(apiPaths.demoPay(placed.data.inv), { key });
    expect(paid.statusCode).toBe(200);
    expect(await cachedOther()).not.toBeNull();
    expect(await statusOf(date, court.id, slot.id)).toBe("booked");

    const cancelled = await t
      .client()
      .post(`${apiPaths.orderCancel("tennis", placed.data.order_id)}?key=${encodeURIComponent(key)}`);
    expect(cancelled.statusCode).toBe(200);
    expect(await cachedOther()).not.toBeNull();
    // Its caller reads its own write at once: the answer waited for the notification.
    expect(await statusOf(date, court.id, slot.id)).toBe("available");
  });

  it("serves a grid the contract reads back unchanged (no schema parse per fill, so checked here)", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "10:00", endTime: "11:00" });
    expect((await postOrder(t.client(), "tennis", orderBody("2026-11-30", slot.id, [court.id]))).statusCode).toBe(201);
    for (const date of ["2026-11-22", "2026-11-30"]) {
      const res = await t.client().get(`${apiPaths.schedules("tennis")}?date=${date}`);
      expect(dayScheduleSchema.strict().parse(res.data)).toEqual(res.data);
      for (const cell of res.data.cells) expect(Object.keys(cell).sort()).toEqual(["court_id", "price", "status", "timeslot_id"]);
    }
  });

  it("keeps at most 2000 grids, forgetting the oldest filled first", async () => {
    const cache = scheduleCache(t.app.deps);
    const prices = basePrices("guest");
    const load = (date: string) => async () => ({
      grid: { date, courts: [], timeslots: [], cells: [] },
      changesAt: Number.POSITIVE_INFINITY,
    });
    // Real time stands still meanwhile: the entries' 1 s lifetime is not what this checks.
    const now = vi.spyOn(Date, "now").mockReturnValue(Date.now());
    const dates = Array.from({ length: 2001 }, (_, i) => new Date(Date.UTC(2040, 0, 1 + i)).toISOString().slice(0, 10));
    for (const date of dates) await cache.get("padel", date, prices, load(date));
    expect(await cache.current("padel", dates[0] as string, prices, null)).toBeNull();
    expect(await cache.current("padel", dates[1] as string, prices, null)).not.toBeNull();
    expect(await cache.current("padel", dates[2000] as string, prices, null)).not.toBeNull();
    now.mockRestore();
  });
});
