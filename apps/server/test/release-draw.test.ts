import { apiPaths, releasePaths } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, mailOutbox, orders } from "../src/db/schema.ts";
import { drawDueReleases } from "../src/modules/release/run-draw.ts";
import { deskBody, staffSession } from "./support/back-office.ts";
import { createCourt, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at Sun 2026-11-22T10:00Z. With a 7-day horizon and release at 07:00
// (Madrid), Sun 29 Nov opens to everyone on Mon 23 Nov at 06:00Z; the draw runs until 06:01:00Z.
const D = "2026-11-29";
const OPENS = Date.parse("2026-11-23T06:00:00Z");
let t: TestContext;
let slot: number;
let later: number;
let third: number;
let courts: number[];

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 7, releaseTime: "07:00", releaseWindowSeconds: 60 });
  courts = [];
  for (let i = 0; i < 4; i++) courts.push((await createCourt(t.app, "tennis")).id);
  slot = (await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" })).id;
  later = (await createTimeslot(t.app, "tennis", { startTime: "19:00", endTime: "20:00" })).id;
  third = (await createTimeslot(t.app, "tennis", { startTime: "20:00", endTime: "21:00" })).id;
});
afterAll(() => t.close());

const at = (ms: number) => t.clock.advance(ms - t.clock.now().getTime());
/** Sets the member's entries: courts of one timeslot, in order of preference (or the list as given). */
const enter = (token: string, courtIds: number[], timeslot = slot) =>
  entries(
    token,
    courtIds.map((court_id) => ({ timeslot_id: timeslot, court_id })),
  );
const entries = (token: string, courtSlots: { timeslot_id: number; court_id: number }[]) =>
  t.client().put(releasePaths.entries("tennis"), { date: D, court_slots: courtSlots }, { token });
const cellsOf = (timeslot: number, courtIds: number[]) => courtIds.map((court_id) => ({ timeslot_id: timeslot, court_id }));
const mine = (token: string) => t.client().get(`${releasePaths.entries("tennis")}?date=${D}`, { token });

describe("the release draw of a date", () => {
  it("takes entries only in its window, one per court-slot, capped; refuses orders meanwhile; draws once; winners hold, losers see what is free", async () => {
    const ana = await memberToken(t.app, t.client());
    const ben = await memberToken(t.app, t.client());
    const cleo = await memberToken(t.app, t.client());

    at(OPENS - 1000);
    const early = await enter(ana.token, [courts[0] as number]);
    expect(early.statusCode).toBe(409);
    expect(early.data).toMatchObject({ code: "release_draw_closed", params: { opens_at: "2026-11-23T06:00:00.000Z" } });
    expect((await mine(ana.token)).data).toMatchObject({ phase: "before", closes_at: "2026-11-23T06:01:00.000Z", max_wins: 1 });
    // Anyone (a guest) may ask where the date's draw stands.
    const windowOf = async () => (await t.client().get(`${releasePaths.window("tennis")}?date=${D}`)).data;
    expect(await windowOf()).toEqual({
      date: D,
      phase: "before",
      opens_at: "2026-11-23T06:00:00.000Z",
      closes_at: "2026-11-23T06:01:00.000Z",
    });

    at(OPENS + 5000);
    expect((await windowOf()).phase).toBe("open");
    const staff = await staffSession(t); // signed in now: a staff token idles out across the night
    // Direct orders wait for the draw: members hear to enter it, guests that it is for members.
    const direct = await postOrder(t.client(), "tennis", orderBody(D, slot, [courts[3] as number], { guest: false }), {
      token: cleo.token,
    });
    expect(direct.statusCode).toBe(422);
    expect(direct.data).toMatchObject({ code: "release_draw_open" });
    expect(direct.data.message).toBe("Sun 29 Nov 2026 is in its release draw: enter the draw until 07:01:00.");
    const guest = await postOrder(t.client(), "tennis", orderBody(D, slot, [courts[3] as number]));
    expect(guest.data.message).toMatch(
      /opens with a draw for members until 07:01:00; it opens to everyone at Mon 23 Nov 2026, 07:01/,
    );

    // One entry per court-slot however often it is sent; preferences follow the order given.
    const sent = await Promise.all([1, 2, 3].map(() => enter(ana.token, [courts[0] as number, courts[1] as number])));
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const anaEntries = (await mine(ana.token)).data.entries;
    expect(anaEntries.map((e: { court_id: number; preference: number }) => [e.court_id, e.preference])).toEqual([
      [courts[0], 1],
      [courts[1], 2],
    ]);
    expect((await enter(ben.token, [courts[0] as number])).data.phase).toBe("open");
    // Cleo enters for six court-slots nobody else wants; nine are refused (8 at most), then eight taken.
    const six = [...cellsOf(slot, [courts[2] as number, courts[3] as number]), ...cellsOf(later, courts)];
    expect((await entries(cleo.token, six)).statusCode).toBe(200);
    const nine = [...six, ...cellsOf(third, [courts[0] as number, courts[1] as number, courts[2] as number])];
    const capped = await entries(cleo.token, nine);
    expect(capped.statusCode).toBe(422);
    expect(capped.data.message).toBe("At most 8 court-slots in one draw.");
    expect((await mine(cleo.token)).data.entries).toHaveLength(6);
    expect((await entries(cleo.token, nine.slice(0, 8))).statusCode).toBe(200);
    const unknown = await entries(cleo.token, [...six, { timeslot_id: later, court_id: 999999 }]);
    expect(unknown.statusCode).toBe(422);
    const cleoEntries = (await mine(cleo.token)).data.entries as { id: number; court_id: number; timeslot_id: number }[];
    expect(cleoEntries).toHaveLength(8);
    const dropped = cleoEntries.find((e) => e.timeslot_id === third && e.court_id === courts[1]);
    // Four changes in a moment is as fast as a client may go (entry-throttle.ts): a person waits a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await t.client().delete(releasePaths.entry("tennis", dropped?.id ?? 0), { token: cleo.token })).statusCode).toBe(200);
    const seven = (await mine(cleo.token)).data;
    expect(seven.entries).toHaveLength(7);
    // The entries as they are: no change, not counted.
    const again = await entries(
      cleo.token,
      seven.entries.map(({ timeslot_id, court_id }: { timeslot_id: number; court_id: number }) => ({ timeslot_id, court_id })),
    );
    expect(again.data).toMatchObject({ changes_left: seven.changes_left });
    expect(again.data.entries).toHaveLength(7);

    // The desk still books during the draw: court 2 at 18:00 goes to a walk-in.
    expect((await staff.deskBooking("tennis", deskBody(D, slot, [courts[1] as number]))).statusCode).toBe(201);

    at(OPENS + 60_000);
    expect((await enter(ben.token, [courts[2] as number])).data).toMatchObject({ code: "release_draw_closed" });
    expect((await mine(ben.token)).data.phase).toBe("drawing");
    const waiting = await postOrder(t.client(), "tennis", orderBody(D, later, [courts[0] as number]));
    expect(waiting.data).toMatchObject({ code: "release_draw_open" });

    expect(await Promise.all([drawDueReleases(t.app.deps), drawDueReleases(t.app.deps)])).toEqual(expect.arrayContaining([1, 0]));
    expect(await drawDueReleases(t.app.deps)).toBe(0);
    expect((await windowOf()).phase).toBe("drawn");

    const views = await Promise.all([ana, ben, cleo].map(async (p) => (await mine(p.token)).data));
    for (const view of views) expect(view.phase).toBe("drawn");
    // Each person won at most one court-slot (no plan), and each court-slot went to at most one.
    const won = views.flatMap((v) => v.wins);
    for (const view of views) expect(view.wins.length).toBeLessThanOrEqual(1);
    const wonCells = views.flatMap((v) => v.entries.filter((e: { outcome: string }) => e.outcome === "won"));
    expect(new Set(wonCells.map((e: { timeslot_id: number; court_id: number }) => `${e.timeslot_id}:${e.court_id}`)).size).toBe(
      wonCells.length,
    );
    // Cleo's first choice is hers alone; Ana and Ben both want court 1 at 18:00, and Ana's second
    // (court 2) went to the desk: whoever of them is drawn first wins, the other loses.
    expect(won).toHaveLength(2);
    expect(views[2].wins).toHaveLength(1);
    expect(
      wonCells.some((e: { court_id: number; timeslot_id: number }) => e.court_id === courts[1] && e.timeslot_id === slot),
    ).toBe(false);
    for (const w of won) {
      expect(w).toMatchObject({ status: "pending", payment_link: expect.any(String) });
      expect(Date.parse(w.hold_expires_at)).toBe(OPENS + 60_000 + 15 * 60_000);
    }
    // Ana and Ben both wanted court 1 at 18:00: one of them had it, the other lost it.
    const contested = [views[0], views[1]].map(
      (v) => v.entries.find((e: { court_id: number }) => e.court_id === courts[0]).outcome,
    );
    expect(contested.sort()).toEqual(["lost", "won"]);
    const loser = views[0].wins.length === 0 ? views[0] : views[1];
    expect(loser.wins).toHaveLength(0);
    expect(loser.still_free.length).toBeGreaterThan(0);

    // The holds are ordinary orders; the grid's exclusion constraint saw one booking per court-slot.
    const active = await t.app.deps.database.db
      .select({ court: bookings.courtId, slot: bookings.timeslotId })
      .from(bookings)
      .where(and(eq(bookings.date, D), eq(bookings.active, true)));
    expect(new Set(active.map((b) => `${b.slot}:${b.court}`)).size).toBe(active.length);
    expect(active).toHaveLength(3);

    // Staff see entrants, seed and every attempt; the record reproduces.
    const seen = await staff.get(`${releasePaths.adminDraws("tennis")}?date=${D}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.data.draw).toMatchObject({ reproduced: true, seed: expect.any(Number), completed_at: expect.any(String) });
    expect(seen.data.draw.entrants.map((e: { position: number }) => e.position).sort()).toEqual([1, 2, 3]);
    // Only the desk's court-slot can have been found taken.
    for (const r of seen.data.draw.results.filter((x: { outcome: string }) => x.outcome === "taken")) {
      expect([r.timeslot_id, r.court_id]).toEqual([slot, courts[1]]);
    }

    // Everyone is told by mail; after the draw the rest of the date is first come again.
    await t.app.deps.background.drain();
    const mails = await t.app.deps.database.db.select().from(mailOutbox);
    for (const p of [ana, ben, cleo])
      expect(mails.some((m) => m.to === p.member.email && /You won|Not drawn/.test(m.subject))).toBe(true);
    const after = await postOrder(t.client(), "tennis", orderBody(D, slot, [courts[3] as number]));
    expect([201, 409]).toContain(after.statusCode);

    // A winner pays through the ordinary link, and their page shows it paid.
    const [held] = await t.app.deps.database.db.select().from(orders).where(eq(orders.id, won[0].order_id));
    expect(held?.kind).toBe("booking");
    const link = new URL(won[0].payment_link);
    const paid = await t.client().post(apiPaths.demoPay(won[0].inv), { key: link.searchParams.get("key") });
    expect(paid.statusCode).toBe(200);
    const winner = [ana, ben, cleo][views.findIndex((v) => v.wins[0]?.order_id === won[0].order_id)];
    expect((await mine(winner?.token ?? "")).data.wins[0].status).toBe("paid");
  });

  it("has no draw with a window of 0: a date opens first come", async () => {
    const who = await memberToken(t.app, t.client());
    await setRules(t.app, "padel", { totalDays: 7, releaseTime: "07:00", releaseWindowSeconds: 0 });
    const res = await t.client().get(`${releasePaths.entries("padel")}?date=${D}`, { token: who.token });
    expect(res.data).toMatchObject({ phase: "none", opens_at: null });
    const refused = await t
      .client()
      .put(releasePaths.entries("padel"), { date: D, court_slots: [{ timeslot_id: slot, court_id: 1 }] }, { token: who.token });
    expect(refused.data).toMatchObject({ code: "release_draw_closed" });
  });

  it("refuses guests and bad input in the contract's shape", async () => {
    expect((await t.client().get(`${releasePaths.entries("tennis")}?date=${D}`)).statusCode).toBe(401);
    const who = await memberToken(t.app, t.client());
    expect((await t.client().get(`${releasePaths.entries("tennis")}?date=2026-02-30`, { token: who.token })).statusCode).toBe(
      422,
    );
    const bad = await t
      .client()
      .put(releasePaths.entries("tennis"), { date: D, court_slots: [{ timeslot_id: slot }] }, { token: who.token });
    expect(bad.statusCode).toBe(422);
    expect((await t.client().delete(releasePaths.entry("tennis", 123456), { token: who.token })).statusCode).toBe(404);
  });
});
