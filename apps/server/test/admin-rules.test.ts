import { adminOfficePaths, apiPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { auditRowsOf, putRules, rulesOf, signedInAdministrator } from "./support/admin-office.ts";
import { createCourt, createTimeslot, memberToken, orderBody, postOrder } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/** The clock stands at 2026-11-22 11:00 in Madrid (a Sunday). */
let t: TestContext;
let admin: Awaited<ReturnType<typeof signedInAdministrator>>;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  admin = await signedInAdministrator(t.app, t.client());
});
afterAll(() => t.close());

const valid = { total_days: 12, hold_minutes: 15, cancel_hours: 24, max_unpaid_holds: 4 };
/** The no-show rule is off until set; a save that leaves it out keeps it. */
// The rules added after the first four, at their defaults.
const laterRuleDefaults = {
  no_show_limit: 0,
  no_show_window_days: 30,
  no_show_suspension_days: 14,
  release_time: null,
  release_window_seconds: 0,
  offer_minutes: 15,
  waitlist_limit: 3,
  reminder_time: "18:00",
  players_per_booking: 4,
  share_deadline_hours: 2,
};

async function tryOrder(date: string) {
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
  return postOrder(t.client(), "tennis", orderBody(date, slot.id, [court.id]));
}

describe("GET /api/admin/{sport}/rules", () => {
  it("answers the product defaults before anything is saved, per sport", async () => {
    const res = await rulesOf(t.client(), "padel", admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      sport: "padel",
      total_days: 12,
      hold_minutes: 15,
      cancel_hours: 24,
      max_unpaid_holds: 4,
      ...laterRuleDefaults,
    });
  });

  it("answers 404 for a sport that does not exist", async () => {
    expect((await t.client().get("/api/admin/squash/rules", { token: admin.token })).statusCode).toBe(404);
  });
});

describe("PUT /api/admin/{sport}/rules validation", () => {
  it.each([
    ["total_days", 0, "The booking horizon must be between 1 and 365 days."],
    ["total_days", 366, "The booking horizon must be between 1 and 365 days."],
    ["total_days", 2.5, "The booking horizon must be a whole number of days."],
    ["hold_minutes", 4, "The hold time must be between 5 and 120 minutes."],
    ["hold_minutes", 121, "The hold time must be between 5 and 120 minutes."],
    ["hold_minutes", "15", "The hold time must be between 5 and 120 minutes."],
    ["cancel_hours", -1, "The free cancellation window must be between 0 and 720 hours."],
    ["cancel_hours", 721, "The free cancellation window must be between 0 and 720 hours."],
    ["cancel_hours", undefined, "The free cancellation window field is required."],
    ["max_unpaid_holds", 0, "The unpaid holds limit must be between 1 and 50 court-slots."],
    ["max_unpaid_holds", 51, "The unpaid holds limit must be between 1 and 50 court-slots."],
    ["no_show_limit", -1, "The no-show limit must be between 0 and 20 no-shows."],
    ["no_show_limit", 21, "The no-show limit must be between 0 and 20 no-shows."],
    ["no_show_window_days", 0, "The no-show window must be between 1 and 365 days."],
    ["no_show_suspension_days", 366, "The suspension must be between 1 and 365 days."],
    ["no_show_suspension_days", 1.5, "The suspension must be a whole number of days."],
    ["release_time", "7:00", 'Enter the time as HH:MM, e.g. "07:00".'],
    ["release_time", "24:00", 'Enter the time as HH:MM, e.g. "07:00".'],
    ["release_time", 700, 'Enter the time as HH:MM, e.g. "07:00".'],
    ["release_window_seconds", 901, "The release draw window must be between 0 and 900 seconds."],
    ["release_window_seconds", -1, "The release draw window must be between 0 and 900 seconds."],
    ["offer_minutes", 1, "The waitlist offer time must be between 2 and 120 minutes."],
    ["waitlist_limit", 21, "The waitlist limit must be between 0 and 20 court-slots."],
    ["players_per_booking", 1, "The players per booking must be between 2 and 8 players."],
    ["players_per_booking", 9, "The players per booking must be between 2 and 8 players."],
    ["share_deadline_hours", -1, "The deadline for players' shares must be between 0 and 168 hours."],
    ["share_deadline_hours", 169, "The deadline for players' shares must be between 0 and 168 hours."],
  ])("refuses %s = %s with 422 naming the field", async (field, value, message) => {
    const res = await putRules(t.client(), "tennis", admin.token, { ...valid, [field]: value });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors).toEqual({ [field]: [message] });
  });

  it("takes the bounds themselves", async () => {
    for (const body of [
      { total_days: 1, hold_minutes: 5, cancel_hours: 0, max_unpaid_holds: 4 },
      { total_days: 365, hold_minutes: 120, cancel_hours: 720, max_unpaid_holds: 4 },
    ]) {
      const res = await putRules(t.client(), "padel", admin.token, body);
      expect(res.statusCode).toBe(200);
      expect(res.data).toEqual({ sport: "padel", ...laterRuleDefaults, ...body });
    }
  });

  it("saves the no-show rule, the release time and draw window, the waitlist's, and keeps them when a save leaves them out", async () => {
    const rule = {
      no_show_limit: 3,
      no_show_window_days: 60,
      no_show_suspension_days: 7,
      release_time: "07:00",
      release_window_seconds: 120,
      offer_minutes: 30,
      waitlist_limit: 0,
      reminder_time: null,
      players_per_booking: 2,
      share_deadline_hours: 24,
    };
    const saved = await putRules(t.client(), "tennis", admin.token, { ...valid, ...rule });
    expect(saved.data).toEqual({ sport: "tennis", ...valid, ...rule });
    const kept = await putRules(t.client(), "tennis", admin.token, { ...valid, hold_minutes: 20 });
    expect(kept.data).toEqual({ sport: "tennis", ...valid, hold_minutes: 20, ...rule });
    await putRules(t.client(), "tennis", admin.token, { ...valid, ...laterRuleDefaults });
  });

  it("refuses a member (403) and an anonymous caller (401)", async () => {
    const { token } = await memberToken(t.app, t.client());
    expect((await putRules(t.client(), "tennis", token, valid)).statusCode).toBe(403);
    expect((await t.client().put(adminOfficePaths.rules("tennis"), valid)).statusCode).toBe(401);
  });
});

describe("the booking pages follow a rule change at once", () => {
  it("moves the public rules and the order horizon with the saved total_days, and holds use the new hold time", async () => {
    expect(
      (
        await putRules(t.client(), "tennis", admin.token, {
          total_days: 3,
          hold_minutes: 10,
          cancel_hours: 6,
          max_unpaid_holds: 4,
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.client().get(apiPaths.rulesSingle("tennis"))).data).toMatchObject({
      total_days: 3,
      hold_minutes: 10,
      cancel_hours: 6,
      max_unpaid_holds: 4,
    });
    // Today is the 22nd: with 3 days the 24th is the last bookable date.
    const inside = await tryOrder("2026-11-24");
    expect(inside.statusCode).toBe(201);
    expect(inside.data.hold_expires_at).toBe("2026-11-22T10:10:00.000Z");
    const beyond = await tryOrder("2026-11-25");
    expect(beyond.statusCode).toBe(422);
    expect(beyond.data.errors.date).toEqual([
      "Wed 25 Nov 2026 is not open for booking yet: it opens Mon 23 Nov 2026, 00:00 (guests can book 3 days ahead).",
    ]);

    expect((await putRules(t.client(), "tennis", admin.token, { ...valid, total_days: 4 })).statusCode).toBe(200);
    expect((await tryOrder("2026-11-25")).statusCode).toBe(201);
  });

  it("is seen by another server instance on the same database without a restart", async () => {
    const other = await buildApp({ config: t.config, database: t.app.deps.database, clock: t.clock, logger: false });
    try {
      await other.ready();
      const read = async () => (await other.inject({ method: "GET", url: apiPaths.rulesSingle("tennis") })).json().total_days;
      await putRules(t.client(), "tennis", admin.token, { ...valid, total_days: 20 });
      expect(await read()).toBe(20);
      await putRules(t.client(), "tennis", admin.token, { ...valid, total_days: 9 });
      expect(await read()).toBe(9);
    } finally {
      await other.close();
    }
  });
});

describe("audit of rule changes", () => {
  it("records who changed which rules from what to what, and nothing for an unchanged save", async () => {
    const other = await signedInAdministrator(t.app, t.client(), "padel");
    await putRules(t.client(), "padel", other.token, { total_days: 30, hold_minutes: 20, cancel_hours: 48, max_unpaid_holds: 4 });
    const [latest] = await auditRowsOf(t.app, "padel");
    await putRules(t.client(), "padel", other.token, { total_days: 30, hold_minutes: 20, cancel_hours: 48, max_unpaid_holds: 4 });
    const rows = await auditRowsOf(t.app, "padel");
    expect(rows[0]?.id).toBe(latest?.id);
    expect(latest).toMatchObject({
      actorAdminId: other.id,
      action: "rules.update",
      entity: "rules",
      entityId: "padel",
      before: {
        sport: "padel",
        total_days: 365,
        hold_minutes: 120,
        cancel_hours: 720,
        max_unpaid_holds: 4,
        ...laterRuleDefaults,
      },
      after: { sport: "padel", total_days: 30, hold_minutes: 20, cancel_hours: 48, max_unpaid_holds: 4, ...laterRuleDefaults },
    });
  });

  it("writes no audit row when the change is refused", async () => {
    const before = await auditRowsOf(t.app, "tennis");
    await putRules(t.client(), "tennis", admin.token, { ...valid, total_days: 0 });
    expect(await auditRowsOf(t.app, "tennis")).toHaveLength(before.length);
  });
});
