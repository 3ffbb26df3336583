import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourt, createTimeslot, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/**
 * Horizon edges in the facility's zone. At 2026-11-23T03:00Z it is already the 23rd in UTC
 * but still 22:00 on the 22nd in New York: the facility's today is the 22nd.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "America/New_York" });
  await setRules(t.app, "tennis", { totalDays: 3 });
  t.clock.advance(17 * 60 * 60 * 1000);
  expect(t.clock.now().toISOString()).toBe("2026-11-23T03:00:00.000Z");
});
afterAll(() => t.close());

async function attempt(date: string, start: string, end: string) {
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis", { startTime: start, endTime: end });
  return postOrder(t.client(), "tennis", orderBody(date, slot.id, [court.id]));
}

describe("booking horizon in the facility's time zone", () => {
  it("books later today (the facility's date, not UTC's)", async () => {
    expect((await attempt("2026-11-22", "22:30", "23:30")).statusCode).toBe(201);
  });

  it("books the last bookable day, today + total_days − 1", async () => {
    expect((await attempt("2026-11-24", "08:00", "09:00")).statusCode).toBe(201);
  });

  it("refuses the day before today (422 on date) and says when the day after the last bookable day opens", async () => {
    const past = await attempt("2026-11-21", "08:00", "09:00");
    expect(past.statusCode).toBe(422);
    expect(past.data.errors.date).toEqual([
      "The date is outside the booking horizon (Sun 22 Nov 2026 to Tue 24 Nov 2026): guests can book 3 days ahead.",
    ]);
    const next = await attempt("2026-11-25", "08:00", "09:00");
    expect(next.statusCode).toBe(422);
    expect(next.data).toMatchObject({ code: "date_not_open_yet", params: { date: "2026-11-25", last: "2026-11-24" } });
    expect(next.data.errors.date).toEqual([
      "Wed 25 Nov 2026 is not open for booking yet: it opens Mon 23 Nov 2026, 00:00 (guests can book 3 days ahead).",
    ]);
  });

  it("refuses a slot that starts now or started earlier today (422 on timeslot_id)", async () => {
    for (const [start, end] of [
      ["22:00", "23:00"],
      ["21:00", "22:00"],
    ] as const) {
      const res = await attempt("2026-11-22", start, end);
      expect(res.statusCode, start).toBe(422);
      expect(res.data.errors.timeslot_id).toBeDefined();
    }
  });

  it("moves the horizon at the facility's midnight", async () => {
    t.clock.advance(2 * 60 * 60 * 1000); // 00:00 on the 23rd in New York
    expect((await attempt("2026-11-25", "08:00", "09:00")).statusCode).toBe(201);
    expect((await attempt("2026-11-22", "23:30", "23:59")).statusCode).toBe(422);
  });
});
