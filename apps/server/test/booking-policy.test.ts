import { apiPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facilityToday } from "../src/facility-time.ts";
import { payerTier } from "../src/modules/booking-policy/tier.ts";
import { auditRowsOf, deskBody, staffSession } from "./support/back-office.ts";
import { createCourt, createMember, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createPlan, giveMembership } from "./support/memberships.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at Sun 2026-11-22T10:00Z (11:00 in Madrid).
const tuesday = "2026-11-24";
const saturday = "2026-11-28";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  for (const sport of ["tennis", "padel"] as const) await setRules(t.app, sport, { totalDays: 7, maxUnpaidHolds: 4 });
});
afterAll(() => t.close());

/** Courts and a slot of their own (member 1800, guest 2400; weekend 2200 / 2800), so no test books where another does. */
async function area(courts = 4) {
  const made = [];
  for (let i = 0; i < courts; i++) made.push(await createCourt(t.app, "tennis"));
  const slot = await createTimeslot(t.app, "tennis", {
    startTime: "18:00",
    endTime: "19:00",
    priceMember: 1800,
    priceGuest: 2400,
    weekendPriceMember: 2200,
    weekendPriceGuest: 2800,
  });
  return { courts: made.map((c) => c.id), slot: slot.id };
}

/** A signed-in member holding a plan with these tennis benefits, active from yesterday for a month. */
async function planMember(benefits: Parameters<typeof createPlan>[1]["tennis"]) {
  const plan = await createPlan(t.app, { tennis: benefits ?? {} });
  const who = await memberToken(t.app, t.client());
  await giveMembership(t.app, who.member.id, plan.id, "2026-11-21", "2026-12-21");
  return { ...who, plan };
}

const book = (token: string, date: string, slot: number, courts: number[]) =>
  postOrder(t.client(), "tennis", { ...orderBody(date, slot, courts), guest: false }, { token });

const gridPrice = async (token: string | undefined, date: string, slot: number, court: number) => {
  const res = await t.client().get(`${apiPaths.schedules("tennis")}?date=${date}`, { token });
  return res.data.cells.find((c: { court_id: number; timeslot_id: number }) => c.court_id === court && c.timeslot_id === slot)
    ?.price as number;
};

describe("a plan's court price", () => {
  it("charges a plan's own price per court, and its weekend price on Saturday", async () => {
    const { token } = await planMember({ courtPrice: 1000, weekendCourtPrice: 1500 });
    const { courts, slot } = await area();
    const weekday = await book(token, tuesday, slot, [courts[0] as number]);
    expect(weekday.statusCode, weekday.body).toBe(201);
    expect(weekday.data.total).toBe(1000);
    const weekend = await book(token, saturday, slot, [courts[0] as number]);
    expect(weekend.data.total).toBe(1500);
    expect(await gridPrice(token, saturday, slot, courts[1] as number)).toBe(1500);
  });

  it("takes a percentage off the guest price of that slot and day", async () => {
    const { token } = await planMember({ percentOff: 25 });
    const { courts, slot } = await area();
    expect((await book(token, tuesday, slot, [courts[0] as number])).data.total).toBe(1800); // 2400 − 25 %
    expect((await book(token, saturday, slot, [courts[0] as number])).data.total).toBe(2100); // 2800 − 25 %
  });

  it("shows each caller the price they would pay on the grid: guest, registered player, plan member", async () => {
    const member = await memberToken(t.app, t.client());
    const { token } = await planMember({ courtPrice: 900 });
    const { courts, slot } = await area(1);
    const court = courts[0] as number;
    expect(await gridPrice(undefined, tuesday, slot, court)).toBe(2400);
    expect(await gridPrice(member.token, tuesday, slot, court)).toBe(1800);
    expect(await gridPrice(token, tuesday, slot, court)).toBe(900);
  });

  it("keeps the member price for a plan that gives nothing in the sport", async () => {
    const plan = await createPlan(t.app, { padel: { courtPrice: 500 } });
    const { member, token } = await memberToken(t.app, t.client());
    await giveMembership(t.app, member.id, plan.id, "2026-11-21", "2026-12-21");
    const { courts, slot } = await area(1);
    expect((await book(token, tuesday, slot, courts)).data.total).toBe(1800);
  });

  it("stops the day the membership ends: the member books as a registered player again", async () => {
    const plan = await createPlan(t.app, { tennis: { courtPrice: 700 } });
    const { member, token } = await memberToken(t.app, t.client());
    await giveMembership(t.app, member.id, plan.id, "2026-11-01", "2026-11-23");
    const { courts, slot } = await area(2);
    expect((await book(token, tuesday, slot, [courts[0] as number])).data.total).toBe(700);
    t.clock.advance(24 * 3_600_000); // Monday 23rd: the plan has ended
    try {
      expect((await book(token, tuesday, slot, [courts[1] as number])).data.total).toBe(1800);
    } finally {
      t.clock.advance(-24 * 3_600_000);
    }
  });
});

describe("a plan's booking window", () => {
  it("books as far ahead as the plan's window; a registered player hears the horizon and their window", async () => {
    const { token } = await planMember({ windowDays: 14 });
    const registered = await memberToken(t.app, t.client());
    const { courts, slot } = await area(2);
    const far = "2026-12-05"; // today + 13
    expect((await book(token, far, slot, [courts[0] as number])).statusCode).toBe(201);
    const beyond = await book(token, "2026-12-06", slot, [courts[0] as number]);
    expect(beyond.statusCode).toBe(422);
    expect(beyond.data.code).toBe("date_not_open_yet");
    expect(beyond.data.message).toBe(
      "Sun 6 Dec 2026 is not open for booking yet: it opens Mon 23 Nov 2026, 00:00 (your Gold plan books 14 days ahead).",
    );
    const refused = await book(registered.token, far, slot, [courts[1] as number]);
    expect(refused.statusCode).toBe(422);
    expect(refused.data.params).toMatchObject({ date: far, last: "2026-11-28", window_days: 7 });
    expect(refused.data.errors.date).toEqual([
      "Sat 5 Dec 2026 is not open for booking yet: it opens Sun 29 Nov 2026, 00:00 (registered players can book 7 days ahead).",
    ]);
  });

  it("opens the next date priority hours before midnight for the plan, and only for it", async () => {
    const { token } = await planMember({ priorityHours: 2 });
    const registered = await memberToken(t.app, t.client());
    const { courts, slot } = await area(2);
    const next = "2026-11-29"; // opens for everyone at midnight on the 23rd (Madrid)
    t.clock.advance(11.5 * 3_600_000); // 22:30 in Madrid on the 22nd
    try {
      expect((await book(token, next, slot, [courts[0] as number])).statusCode).toBe(201);
      expect((await book(registered.token, next, slot, [courts[1] as number])).data.code).toBe("date_not_open_yet");
    } finally {
      t.clock.advance(-11.5 * 3_600_000);
    }
  });
});

describe("a plan's booking limits", () => {
  it("refuses more bookings on one day than the plan allows, naming the plan, the limit and the day", async () => {
    const { token } = await planMember({ maxPerDay: 1 });
    const { courts, slot } = await area();
    expect((await book(token, tuesday, slot, [courts[0] as number])).statusCode).toBe(201);
    const second = await book(token, tuesday, slot, [courts[1] as number]);
    expect(second.statusCode).toBe(422);
    expect(second.data).toMatchObject({
      code: "limit_bookings_per_day",
      params: { limit: 1, booked: 1, plan: "Gold", date: tuesday },
      message:
        "Your Gold plan allows 1 booking of tennis per day; you have 1 on Tue 24 Nov 2026 and this needs 1. Pick another day.",
    });
    expect((await book(token, "2026-11-25", slot, [courts[1] as number])).statusCode).toBe(201);
  });

  it("counts a week from Monday to Sunday, and upcoming bookings at once", async () => {
    const weekly = await planMember({ maxPerWeek: 2 });
    const { courts, slot } = await area();
    expect((await book(weekly.token, "2026-11-23", slot, [courts[0] as number])).statusCode).toBe(201);
    expect((await book(weekly.token, "2026-11-25", slot, [courts[0] as number])).statusCode).toBe(201);
    expect((await book(weekly.token, "2026-11-28", slot, [courts[0] as number])).data.code).toBe("limit_bookings_per_week");
    expect((await book(weekly.token, "2026-11-22", slot, [courts[1] as number])).statusCode).toBe(201); // Sunday: the week before

    const upcoming = await planMember({ maxUpcoming: 2 });
    expect((await book(upcoming.token, tuesday, slot, [courts[2] as number, courts[3] as number])).statusCode).toBe(201);
    const third = await book(upcoming.token, "2026-11-26", slot, [courts[2] as number]);
    expect(third.data).toMatchObject({ code: "limit_upcoming_bookings", params: { limit: 2, booked: 2 } });
  });

  it("frees a place when a held booking lapses", async () => {
    const { token } = await planMember({ maxPerDay: 1 });
    const { courts, slot } = await area();
    expect((await book(token, tuesday, slot, [courts[0] as number])).statusCode).toBe(201);
    t.clock.advance(16 * 60_000); // past the 15-minute hold
    try {
      expect((await book(token, tuesday, slot, [courts[1] as number])).statusCode).toBe(201);
    } finally {
      t.clock.advance(-16 * 60_000);
    }
  });

  it("uses the plan's own cap on unpaid holds", async () => {
    const { token } = await planMember({ maxUnpaidHolds: 1 });
    const { courts, slot } = await area();
    expect((await book(token, tuesday, slot, [courts[0] as number])).statusCode).toBe(201);
    const over = await book(token, "2026-11-25", slot, [courts[1] as number]);
    expect(over.statusCode).toBe(429);
    expect(over.data.params.limit).toBe(1);
  });
});

/** Real concurrency needs real connections: PGlite has one, so this runs on PostgreSQL only. */
describe.runIf(process.env.TEST_DB === "postgres")("a plan's limits under concurrent orders", () => {
  it("lets at most the limit of one member's simultaneous orders through, whichever courts they ask for", async () => {
    const { token } = await planMember({ maxPerDay: 2, maxUnpaidHolds: 20 });
    const { courts, slot } = await area(8);
    const answers = await Promise.all(courts.map((court) => book(token, tuesday, slot, [court])));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 422).map((a) => a.data.code)).toEqual(Array(6).fill("limit_bookings_per_day"));
  });
});

describe("the policy at the desk", () => {
  it("books a plan member at the plan's price, refuses beyond the plan's limits unless staff override (audited)", async () => {
    const staff = await staffSession(t);
    const { member } = await planMember({ courtPrice: 1100, maxPerDay: 1 });
    const { courts, slot } = await area();
    const forMember = (court: number, extra: Record<string, unknown> = {}) =>
      staff.deskBooking("tennis", deskBody(tuesday, slot, [court], { customer: { member_id: member.id }, ...extra }));
    const first = await forMember(courts[0] as number);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.data.total).toBe(1100);
    const refused = await forMember(courts[1] as number);
    expect(refused.statusCode).toBe(422);
    expect(refused.data.code).toBe("limit_bookings_per_day");
    const overridden = await forMember(courts[1] as number, { override_limits: true });
    expect(overridden.statusCode, overridden.body).toBe(201);
    const [audit] = await auditRowsOf(t, overridden.data.order_id);
    expect(audit?.after).toMatchObject({ override_limits: true });
  });
});

describe.runIf(process.env.TEST_DB === "postgres")("a plan's limits at the desk under concurrent bookings", () => {
  it("counts desk bookings (no unpaid hold to lock on) under the member's lock too", async () => {
    const staff = await staffSession(t);
    const { member } = await planMember({ maxPerDay: 2 });
    const { courts, slot } = await area(8);
    const answers = await Promise.all(
      courts.map((court) =>
        staff.deskBooking("tennis", deskBody(tuesday, slot, [court], { customer: { member_id: member.id }, payment: "paid" })),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(6);
  });
});

describe("GET /api/{api}/booking-terms", () => {
  it("tells each caller their tier, the dates they may book and their limits", async () => {
    const guest = await t.client().get(apiPaths.bookingTerms("tennis"));
    expect(guest.data).toEqual({
      tier: { kind: "guest", name: "Guest", plan_id: null },
      first_date: "2026-11-22",
      last_date: "2026-11-28",
      window_days: 7,
      priority_hours: 0,
      // The 29th opens at midnight on the 23rd in Madrid.
      next_opening: { date: "2026-11-29", opens_at: "2026-11-22T23:00:00.000Z" },
      limits: { max_upcoming: null, max_per_day: null, max_per_week: null, max_unpaid_holds: 4 },
      guests: 0,
    });
    const registered = await memberToken(t.app, t.client());
    expect((await t.client().get(apiPaths.bookingTerms("tennis"), { token: registered.token })).data.tier).toEqual({
      kind: "registered",
      name: "Registered player",
      plan_id: null,
    });
    const { token, plan } = await planMember({ windowDays: 14, maxPerWeek: 3, maxUnpaidHolds: 2, guests: 1 });
    const terms = (await t.client().get(apiPaths.bookingTerms("tennis"), { token })).data;
    expect(terms).toMatchObject({
      tier: { kind: "plan", name: "Gold", plan_id: plan.id },
      last_date: "2026-12-05",
      window_days: 14,
      limits: { max_upcoming: null, max_per_day: null, max_per_week: 3, max_unpaid_holds: 2 },
      guests: 1,
    });
    // The plan gives nothing in padel: there the member books a registered player's window, under the plan's name.
    expect((await t.client().get(apiPaths.bookingTerms("padel"), { token })).data).toMatchObject({
      tier: { kind: "plan", name: "Gold" },
      window_days: 7,
      limits: { max_per_week: null, max_unpaid_holds: 4 },
    });
  });
});

describe("a membership's days in the facility's zone", () => {
  // Madrid: summer time starts Sun 29 Mar 2026 (01:00Z) and ends Sun 25 Oct 2026 (01:00Z).
  const tierAt = async (memberId: string, instant: string) =>
    (await payerTier(t.app.deps.database.db, "tennis", memberId, facilityToday(new Date(instant), "Europe/Madrid"))).kind;

  it("ends at local midnight of ends_on, in a week when the clocks change either way", async () => {
    const plan = await createPlan(t.app, { tennis: { courtPrice: 900 } });
    const spring = await createMember(t.app);
    await giveMembership(t.app, spring.id, plan.id, "2026-02-28", "2026-03-29");
    expect(await tierAt(spring.id, "2026-03-28T22:59:59Z")).toBe("plan"); // 23:59:59 on the 28th (UTC+1)
    expect(await tierAt(spring.id, "2026-03-28T23:00:00Z")).toBe("registered"); // midnight: the 29th
    const autumn = await createMember(t.app);
    await giveMembership(t.app, autumn.id, plan.id, "2026-10-25", "2026-11-25");
    expect(await tierAt(autumn.id, "2026-10-24T21:59:59Z")).toBe("registered"); // 23:59:59 on the 24th (UTC+2)
    expect(await tierAt(autumn.id, "2026-10-24T22:00:00Z")).toBe("plan"); // midnight: the 25th, the day the clocks go back
    expect(await tierAt(autumn.id, "2026-11-24T22:59:59Z")).toBe("plan"); // 23:59:59 on 24 Nov (UTC+1)
    expect(await tierAt(autumn.id, "2026-11-24T23:00:00Z")).toBe("registered");
  });
});

describe("a sport's release time", () => {
  it("opens each new date at the release time, a plan's priority hours earlier; before then a booking hears when it opens", async () => {
    await setRules(t.app, "tennis", { totalDays: 7, maxUnpaidHolds: 4, releaseTime: "07:00" });
    const plan = await planMember({ priorityHours: 2 });
    const registered = await memberToken(t.app, t.client());
    const { courts, slot } = await area(3);
    const next = "2026-11-29"; // opens on the 23rd at 07:00 in Madrid (06:00Z), at 05:00 for the plan
    const start = t.clock.now().getTime();
    const at = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
    try {
      at("2026-11-23T03:59:00Z");
      const early = await book(plan.token, next, slot, [courts[0] as number]);
      expect(early.data).toMatchObject({ code: "date_not_open_yet", params: { opens_at: "2026-11-23T04:00:00.000Z" } });
      at("2026-11-23T04:00:00Z");
      expect((await book(plan.token, next, slot, [courts[0] as number])).statusCode).toBe(201);
      const waiting = await book(registered.token, next, slot, [courts[1] as number]);
      expect(waiting.statusCode).toBe(422);
      expect(waiting.data.message).toBe(
        "Sun 29 Nov 2026 is not open for booking yet: it opens Mon 23 Nov 2026, 07:00 (registered players can book 7 days ahead).",
      );
      const terms = (await t.client().get(apiPaths.bookingTerms("tennis"), { token: registered.token })).data;
      expect(terms).toMatchObject({
        last_date: "2026-11-28",
        next_opening: { date: next, opens_at: "2026-11-23T06:00:00.000Z" },
      });
      at("2026-11-23T06:00:00Z");
      expect((await book(registered.token, next, slot, [courts[1] as number])).statusCode).toBe(201);
      // Today stays bookable before the release time (only the newest date waits for it).
      expect((await t.client().get(apiPaths.bookingTerms("tennis"))).data.first_date).toBe("2026-11-23");
    } finally {
      t.clock.advance(start - t.clock.now().getTime());
      await setRules(t.app, "tennis", { totalDays: 7, maxUnpaidHolds: 4 });
    }
  });
});
