import { adminBookingApiPaths, releasePaths } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, orders, releaseDraws, releaseEntries, releaseResults } from "../src/db/schema.ts";
import { drawDueReleases } from "../src/modules/release/run-draw.ts";
import { deskBody } from "./support/back-office.ts";
import { adminToken, createCourt, createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { createPlan, giveMembership } from "./support/memberships.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// As in release-draw.test.ts: Sun 29 Nov opens to everyone on Mon 23 Nov at 06:00Z, draw until 06:01Z.
const OPENS = Date.parse("2026-11-23T06:00:00Z");
let t: TestContext;
let courts: number[];
let slots: number[];

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 7, releaseTime: "07:00", releaseWindowSeconds: 60 });
  courts = [(await createCourt(t.app, "tennis")).id, (await createCourt(t.app, "tennis")).id];
  slots = [
    (await createTimeslot(t.app, "tennis", { startTime: "17:00", endTime: "18:00" })).id,
    (await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" })).id,
  ];
});
afterAll(() => t.close());

const at = (ms: number) => t.clock.advance(ms - t.clock.now().getTime());
/** Sets the member's entries: these courts of each timeslot, in order. */
const enter = (token: string, date: string, timeslots: number[], courtIds: number[]) =>
  t
    .client()
    .put(
      releasePaths.entries("tennis"),
      { date, court_slots: timeslots.flatMap((timeslot_id) => courtIds.map((court_id) => ({ timeslot_id, court_id }))) },
      { token },
    );

describe("a draw's limits and its record", () => {
  it("lets a plan member win as many court-slots as their plan books a day; everyone else one", async () => {
    const date = "2026-11-29";
    const plan = await createPlan(t.app, { tennis: { maxPerDay: 2 } });
    const gold = await memberToken(t.app, t.client());
    await giveMembership(t.app, gold.member.id, plan.id, "2026-11-21", "2026-12-21");
    const plain = await memberToken(t.app, t.client());
    at(OPENS + 1000);
    expect((await enter(gold.token, date, slots, courts)).statusCode).toBe(200);
    expect((await enter(plain.token, date, slots, courts)).statusCode).toBe(200);
    expect((await t.client().get(`${releasePaths.entries("tennis")}?date=${date}`, { token: gold.token })).data.max_wins).toBe(2);
    at(OPENS + 60_000);
    expect(await drawDueReleases(t.app.deps)).toBe(1);
    const won = await t.app.deps.database.db
      .select()
      .from(releaseResults)
      .where(and(eq(releaseResults.date, date), eq(releaseResults.won, true)));
    // Four court-slots, two people: the plan member wins two, the other one (each is served once per round).
    expect(won.filter((r) => r.memberId === gold.member.id)).toHaveLength(2);
    expect(won.filter((r) => r.memberId === plain.member.id)).toHaveLength(1);
  });

  it("takes over a claim its instance never finished, with the recorded seed", async () => {
    const date = "2026-11-30"; // opens on the 24th at 06:00Z
    const someone = await memberToken(t.app, t.client());
    const { db } = t.app.deps.database;
    at(Date.parse("2026-11-24T06:00:30Z"));
    expect((await enter(someone.token, date, [slots[0] as number], courts)).statusCode).toBe(200);
    at(Date.parse("2026-11-24T06:01:00Z"));
    // An instance claimed the draw, then died before completing it.
    await db.insert(releaseDraws).values({
      sport: "tennis",
      date,
      seed: 7,
      claimedAt: t.clock.now(),
      entrants: [{ member_id: someone.member.id, limit: 1 }],
    });
    expect(await drawDueReleases(t.app.deps)).toBe(0); // still its own for a minute
    at(Date.parse("2026-11-24T06:02:30Z"));
    expect(await drawDueReleases(t.app.deps)).toBe(1);
    const [draw] = await db.select().from(releaseDraws).where(eq(releaseDraws.date, date));
    expect(draw).toMatchObject({ seed: 7, completedAt: expect.any(Date) });
    const entries = await db.select().from(releaseEntries).where(eq(releaseEntries.date, date));
    const results = await db.select().from(releaseResults).where(eq(releaseResults.date, date));
    expect(results).toHaveLength(entries.length);
    expect(results.filter((r) => r.won)).toHaveLength(1);
  });

  it("a court-slot booked outside the draw: the holds placed together are withdrawn and the draw runs hold by hold", async () => {
    const date = "2026-12-01"; // opens on the 25th at 06:00Z
    const [c0, c1] = courts as [number, number];
    const [s0] = slots as [number];
    const first = await memberToken(t.app, t.client());
    const second = await memberToken(t.app, t.client());
    at(Date.parse("2026-11-25T06:00:05Z"));
    // Both want court 0, then court 1, of the same hour.
    for (const m of [first, second]) expect((await enter(m.token, date, [s0], [c0, c1])).statusCode).toBe(200);
    // The desk books court 0 during the window: the draw, run dry, gives it to whoever is drawn first.
    const staff = await adminToken(t.app, t.client());
    const desk = await t.client().post(adminBookingApiPaths.bookings("tennis"), deskBody(date, s0, [c0]), {
      token: staff,
      headers: { "idempotency-key": "desk-during-window-0001" },
    });
    expect(desk.statusCode).toBe(201);
    at(Date.parse("2026-11-25T06:01:00Z"));
    expect(await drawDueReleases(t.app.deps)).toBe(1);

    const { db } = t.app.deps.database;
    const results = await db.select().from(releaseResults).where(eq(releaseResults.date, date)).orderBy(releaseResults.turn);
    // Hold by hold: the first drawn finds court 0 taken and wins court 1; the second finds both gone.
    const won = results.filter((r) => r.won);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ courtId: c1, outcome: "won" });
    const winner = won[0]?.memberId;
    expect(results.filter((r) => r.memberId === winner).map((r) => [r.courtId, r.outcome])).toEqual([
      [c0, "taken"],
      [c1, "won"],
    ]);
    expect(results.filter((r) => r.memberId !== winner).map((r) => r.outcome)).toEqual(["lost", "lost"]);
    // The second's hold on court 1, placed together with the first's attempt on court 0, was withdrawn.
    const onCourt1 = await db
      .select({ status: orders.status, memberId: orders.memberId, active: bookings.active, orderId: orders.id })
      .from(bookings)
      .innerJoin(orders, eq(orders.id, bookings.orderId))
      .where(and(eq(bookings.date, date), eq(bookings.courtId, c1)));
    expect(onCourt1.filter((b) => b.active)).toEqual([
      { status: "pending", memberId: winner, active: true, orderId: won[0]?.orderId },
    ]);
    expect(onCourt1.filter((b) => !b.active)).toEqual([
      { status: "cancelled", memberId: expect.not.stringMatching(winner ?? ""), active: false, orderId: expect.any(String) },
    ]);
  });
});
