import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../src/db/schema.ts";
import { type StaffSession, staffSession } from "./support/back-office.ts";
import { createCourt, createTimeslot, orderBody, postOrder, setRules } from "./support/factories.ts";
import { bookStaffSeries, seriesBody, seriesOrders } from "./support/series.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// On PGlite the requests interleave at every await on one connection; on PostgreSQL they really run at once.
let t: TestContext;
let staff: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 60, holdMinutes: 15 });
  staff = await staffSession(t);
});
afterAll(() => t.close());

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tuesdays = ["2026-11-24", "2026-12-01", "2026-12-08", "2026-12-15", "2026-12-22", "2026-12-29"];

describe("a series racing single bookings on the same court-slots", () => {
  it("every date ends with exactly one active booking; the series books what it won and reports the rest taken", async () => {
    const winners = { series: 0, singles: 0 };
    // [series delay, singles' delay] in ms: three interleaved rounds, then one each way clearly
    // first, so both outcomes are checked however fast either side runs on the machine.
    const rounds = [
      [0, 0],
      [10, 0],
      [25, 0],
      [0, 500],
      [500, 0],
    ] as const;
    for (const [seriesDelay, singlesDelay] of rounds) {
      const court = await createCourt(t.app, "tennis");
      const slot = await createTimeslot(t.app, "tennis", { startTime: "19:00", endTime: "20:00" });
      // Staggered, so single bookings land before, during and after the series reaches their dates.
      const singles = tuesdays.map((date, i) =>
        delay(singlesDelay + i * 5).then(() => postOrder(t.client(), "tennis", orderBody(date, slot.id, [court.id]))),
      );
      const series = delay(seriesDelay).then(() =>
        bookStaffSeries(staff, "tennis", seriesBody(tuesdays[0] as string, slot.id, [court.id], { weeks: 6 })),
      );
      const [seriesAnswer, ...singleAnswers] = await Promise.all([series, ...singles]);
      expect(seriesAnswer.statusCode, seriesAnswer.body).toBe(201);

      const won = new Set((await seriesOrders(t, seriesAnswer.data.series_id)).filter((w) => w.active === 1).map((w) => w.date));
      for (const [i, date] of tuesdays.entries()) {
        const active = await t.app.deps.database.db
          .select()
          .from(bookings)
          .where(and(eq(bookings.courtId, court.id), eq(bookings.date, date), eq(bookings.active, true)));
        expect(active, date).toHaveLength(1);
        const single = singleAnswers[i];
        const reported = seriesAnswer.data.dates[i];
        winners[won.has(date) ? "series" : "singles"]++;
        if (won.has(date)) {
          expect(single?.statusCode, date).toBe(409);
          expect(reported.state).toBe("booked");
        } else {
          expect(single?.statusCode, date).toBe(201);
          expect(reported).toMatchObject({ state: "taken", order: null });
          expect(reported.reason).toContain("by someone else");
        }
      }
    }
    // Both sides won some dates, so both outcomes were checked.
    expect(winners.series).toBeGreaterThan(0);
    expect(winners.singles).toBeGreaterThan(0);
  });
});
