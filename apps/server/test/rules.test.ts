import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rules } from "../src/db/schema.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/London", CURRENCY: "GBP" });
});
afterAll(() => t.close());

describe("GET /api/{api}/rules/single", () => {
  it("answers the product defaults for a sport without rules", async () => {
    const res = await t.client().get("/api/frontend/rules/single");
    expect(res.data).toEqual({
      total_days: 12,
      hold_minutes: 15,
      cancel_hours: 24,
      max_unpaid_holds: 4,
      release_window_seconds: 0,
      offer_minutes: 15,
      waitlist_limit: 3,
      players_per_booking: 4,
      share_deadline_hours: 2,
      timezone: "Europe/London",
      currency: "GBP",
    });
  });

  it("answers each sport's own rules through one handler", async () => {
    await t.app.deps.database.db.insert(rules).values([
      { sport: "tennis", totalDays: 7, holdMinutes: 10, cancelHours: 12 },
      { sport: "padel", totalDays: 21, holdMinutes: 20, cancelHours: 48 },
    ]);
    expect((await t.client().get("/api/frontend/rules/single")).data).toMatchObject({
      total_days: 7,
      hold_minutes: 10,
      cancel_hours: 12,
      max_unpaid_holds: 4,
    });
    expect((await t.client().get("/api/frontend_padel/rules/single")).data).toMatchObject({
      total_days: 21,
      hold_minutes: 20,
      cancel_hours: 48,
      max_unpaid_holds: 4,
    });
  });

  it("answers 404 for an unknown sport api", async () => {
    expect((await t.client().get("/api/frontend_squash/rules/single")).statusCode).toBe(404);
  });
});
