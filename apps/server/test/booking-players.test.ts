import { adminBookingApiPaths, apiPaths, calendarFeedPaths, playerPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facilityInstant } from "../src/facility-time.ts";
import { playerCount } from "../src/modules/players/booking-reads.ts";
import { mailsTo, type StaffSession, staffSession } from "./support/back-office.ts";
import { createMember, createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { memberBooking } from "./support/players.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at Sun 2026-11-22T10:00Z; bookings are on Wed 25 Nov.
const D = "2026-11-25";
const zone = "Europe/Madrid";
const onPostgres = process.env.TEST_DB === "postgres";

let t: TestContext;
let staff: StaffSession;
let slot: number;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: zone });
  await setRules(t.app, "tennis", { totalDays: 12 });
  slot = (await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" })).id;
  staff = await staffSession(t);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberToken>>;

/** A member's booking of a court of its own on D at 18:00, paid unless asked otherwise, made in `language`. */
const booking = (options: { pay?: boolean; language?: string } = {}) => memberBooking(t, { id: slot, date: D }, options);

const add = (owner: Member, orderId: string, body: Record<string, unknown>) =>
  t.client().post(playerPaths.players("tennis", orderId), body, { token: owner.token });
const list = (m: Member, orderId: string) => t.client().get(playerPaths.players("tennis", orderId), { token: m.token });
const games = async (m: Member) => (await t.client().get(playerPaths.myGames("tennis"), { token: m.token })).data;

describe("players on a booking", () => {
  it("adds a member by e-mail (their name shows once on) and anyone else by name and e-mail, mailing each; refuses what it must with codes", async () => {
    const { owner, order } = await booking();
    const friend = await memberToken(t.app, t.client());

    // A stranger's e-mail alone: a name is needed (and nothing is added).
    const nameless = await add(owner, order.order_id, { email: "stranger@example.test" });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.data.code).toBe("players_name_required");

    const added = await add(owner, order.order_id, { email: friend.member.email.toUpperCase() });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.data).toMatchObject({
      owner_name: owner.member.name,
      you_own: true,
      limit: 4,
      open: true,
      players: [{ name: friend.member.name, kind: "member", you: false }],
    });
    expect(JSON.stringify(added.data)).not.toContain(friend.member.email);

    const invited = await add(owner, order.order_id, { email: "Guest.Player@example.test", name: "Gus Guest" });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.data.players.map((p: { name: string; kind: string }) => [p.name, p.kind])).toEqual([
      [friend.member.name, "member"],
      ["Gus Guest", "invited"],
    ]);

    // Mails after the commit: the member's with their profile, the invited one's with the way to an account.
    const [memberMail] = await mailsTo(t, friend.member.email);
    expect(memberMail?.subject).toBe(`${owner.member.name} added you to a booking: Wed 25 Nov 2026, 18:00–19:00`);
    expect(memberMail?.text).toContain(order.inv);
    const [inviteMail] = await mailsTo(t, "guest.player@example.test");
    expect(inviteMail?.subject).toBe(`${owner.member.name} invites you to play: Wed 25 Nov 2026, 18:00–19:00`);
    expect(inviteMail?.text).toContain("http://courtside.test/play/accept?key=");

    // Refusals, each with its code.
    const twice = await add(owner, order.order_id, { email: friend.member.email });
    expect([twice.statusCode, twice.data.code]).toEqual([409, "players_already_added"]);
    const again = await add(owner, order.order_id, { email: "guest.player@EXAMPLE.test", name: "Gus again" });
    expect([again.statusCode, again.data.code]).toEqual([409, "players_already_added"]);
    const self = await add(owner, order.order_id, { email: owner.member.email });
    expect([self.statusCode, self.data.code]).toEqual([409, "players_owner"]);
    // Not the owner: the same 404 as someone else's order, for a player too.
    const notMine = await add(friend, order.order_id, { email: "x@example.test", name: "X" });
    expect([notMine.statusCode, notMine.data.code]).toEqual([404, "not_found"]);
    expect((await t.client().post(playerPaths.players("tennis", order.order_id), { email: "y@example.test" })).statusCode).toBe(
      401,
    );

    // Full: four players, the owner counted.
    const third = await createMember(t.app);
    expect((await add(owner, order.order_id, { email: third.email })).statusCode).toBe(201);
    const full = await add(owner, order.order_id, { email: "fifth@example.test", name: "Fifth" });
    expect(full.statusCode).toBe(409);
    expect(full.data).toMatchObject({ code: "players_full", params: { limit: 4 } });
    expect(full.data.message).toBe("This booking has its 4 players already (you included).");
    expect(await playerCount(t.app.deps.database.db, order.order_id)).toBe(3);
  });

  it("shows players the booking on their profile and calendar feed; they leave it, the owner removes players; strangers see nothing", async () => {
    const { owner, order } = await booking();
    const friend = await memberToken(t.app, t.client());
    const stranger = await memberToken(t.app, t.client());
    await add(owner, order.order_id, { email: friend.member.email });

    const [game] = await games(friend);
    expect(game).toMatchObject({
      order_id: order.order_id,
      inv: order.inv,
      date: D,
      timeslot: { start: "18:00", end: "19:00" },
      owner_name: owner.member.name,
      upcoming: true,
    });
    expect(await games(owner)).toEqual([]);
    const seen = await list(friend, order.order_id);
    expect(seen.data).toMatchObject({ you_own: false, players: [{ you: true }] });
    expect((await list(stranger, order.order_id)).statusCode).toBe(404);

    // The calendar feed has it.
    const feed = await t.client().post(calendarFeedPaths.mine, undefined, { token: friend.token });
    const ics = await t.client().get(new URL(feed.data.url).pathname);
    expect(ics.body).toContain(order.inv);

    // Leaving: only a player can; then it is gone from their games and the feed.
    expect(
      (await t.client().post(playerPaths.leave("tennis", order.order_id), undefined, { token: stranger.token })).data.code,
    ).toBe("players_not_a_player");
    const left = await t.client().post(playerPaths.leave("tennis", order.order_id), undefined, { token: friend.token });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.data).toEqual([]);
    expect((await t.client().get(new URL(feed.data.url).pathname)).body).not.toContain(order.inv);
    expect((await list(owner, order.order_id)).data.players).toEqual([]);

    // The owner removes a player.
    const invited = await add(owner, order.order_id, { email: "rem@example.test", name: "Rem Oved" });
    const id = invited.data.players[0].id as number;
    expect((await t.client().delete(playerPaths.player("tennis", order.order_id, id), { token: friend.token })).statusCode).toBe(
      404,
    );
    const removed = await t.client().delete(playerPaths.player("tennis", order.order_id, id), { token: owner.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.data.players).toEqual([]);
    expect((await t.client().delete(playerPaths.player("tennis", order.order_id, id), { token: owner.token })).data.code).toBe(
      "players_no_such_player",
    );
  });

  it("an invitation is written in the order's language; it joins whoever follows its link signed in, once", async () => {
    const { owner, order } = await booking({ language: "es" });
    await add(owner, order.order_id, { email: "later@example.test", name: "Lola Later" });
    const [mail] = await mailsTo(t, "later@example.test");
    expect(mail?.subject).toBe(`${owner.member.name} te invita a jugar: mié, 25 nov 2026, 18:00–19:00`);
    const link = mail?.text.match(/http:\/\/courtside\.test\/play\/accept\?key=([\w-]+)/);
    expect(link, mail?.text).not.toBeNull();
    const key = link?.[1] as string;
    // Signing up with the invited address proves nothing (nobody checks it): no booking shows.
    const registered = await t.client().post(apiPaths.memberRegister, {
      name: "Lola Later",
      email: "later@example.test",
      password: "a-long-password",
      password_confirmation: "a-long-password",
      phone: "+34 600 000 009",
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const lola = { member: registered.data.user, token: registered.data.token } as Member;
    expect(await games(lola)).toEqual([]);
    const accept = (m: Member, body: unknown) => t.client().post(playerPaths.accept, body, { token: m.token });
    // The owner's own booking: nothing to join.
    expect((await accept(owner, { key })).data.code).toBe("players_owner");
    const accepted = await accept(lola, { key });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.data).toEqual({ sport: "tennis", order_id: order.order_id });
    expect((await games(lola)).map((g: { order_id: string }) => g.order_id)).toEqual([order.order_id]);
    const listed = await t.client().get(playerPaths.players("tennis", order.order_id), { token: owner.token });
    expect(listed.data.players.map((p: { name: string; kind: string }) => [p.name, p.kind])).toEqual([["Lola Later", "member"]]);
    // Used up: a forwarded link joins nobody else.
    const other = await memberToken(t.app, t.client());
    const again = await accept(other, { key });
    expect([again.statusCode, again.data.code]).toEqual([404, "players_invite_unknown"]);
    expect((await accept(other, { key: "x" })).statusCode).toBe(422);
    expect((await t.client().post(playerPaths.accept, { key })).statusCode).toBe(401);
  });

  it("refuses an invitation to someone on the booking already, leaving it standing", async () => {
    const { owner, order } = await booking();
    const friend = await memberToken(t.app, t.client());
    await add(owner, order.order_id, { email: friend.member.email });
    await add(owner, order.order_id, { email: "second@example.test", name: "Second Self" });
    const [mail] = await mailsTo(t, "second@example.test");
    const key = mail?.text.match(/play\/accept\?key=([\w-]+)/)?.[1] as string;
    const refused = await t.client().post(playerPaths.accept, { key }, { token: friend.token });
    expect([refused.statusCode, refused.data.code]).toEqual([409, "players_already_added"]);
    const listed = await t.client().get(playerPaths.players("tennis", order.order_id), { token: owner.token });
    expect(listed.data.players.map((p: { kind: string }) => p.kind)).toEqual(["member", "invited"]);
  });

  it("refuses changes to a booking neither paid nor held, or begun", async () => {
    const { owner, order } = await booking({ pay: false });
    // A hold takes players.
    expect((await add(owner, order.order_id, { email: "held@example.test", name: "Held" })).statusCode).toBe(201);
    const cancelled = await t.client().post(apiPaths.orderCancel("tennis", order.order_id), undefined, { token: owner.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const closed = await add(owner, order.order_id, { email: "late@example.test", name: "Late" });
    expect(closed.statusCode).toBe(409);
    expect(closed.data).toMatchObject({ code: "players_booking_closed", params: { status: "cancelled" } });

    const paid = await booking();
    const step = facilityInstant(D, "18:30", zone).getTime() - t.clock.now().getTime();
    t.clock.advance(step);
    try {
      const begun = await add(paid.owner, paid.order.order_id, { email: "x@example.test", name: "X" });
      expect([begun.statusCode, begun.data.code]).toEqual([409, "players_booking_started"]);
    } finally {
      t.clock.advance(-step);
    }
  });

  it("shows staff the players' names in the booking list and the order; the public grid never shows a name", async () => {
    const { owner, order, court } = await booking();
    const friend = await memberToken(t.app, t.client());
    await add(owner, order.order_id, { email: friend.member.email });
    await add(owner, order.order_id, { email: "pat@example.test", name: "Pat Invited" });

    const listed = await staff.get(`${adminBookingApiPaths.bookings("tennis")}?from=${D}&to=${D}&q=${order.inv}`);
    expect(listed.data.data).toMatchObject([{ order_id: order.order_id, players: [friend.member.name, "Pat Invited"] }]);
    const detail = await staff.get(adminBookingApiPaths.order(order.order_id));
    expect(detail.data.players).toEqual([
      { name: friend.member.name, kind: "member", email: null },
      { name: "Pat Invited", kind: "invited", email: "pat@example.test" },
    ]);

    const grid = await t.client().get(`${apiPaths.schedules("tennis")}?date=${D}`);
    expect(grid.statusCode).toBe(200);
    expect(grid.data.cells.some((c: { court_id: number }) => c.court_id === court.id)).toBe(true);
    for (const name of [friend.member.name, "Pat Invited", owner.member.name, "pat@example.test"]) {
      expect(grid.body).not.toContain(name);
    }
  });

  it("counts adds per owner: past 20 in an hour, 429", async () => {
    const { owner, order } = await booking();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      answers.push((await add(owner, order.order_id, { email: `n${i}@example.test` })).statusCode);
    }
    expect(answers.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it.runIf(onPostgres)("lets exactly the room's worth of ten concurrent adds in (PostgreSQL)", async () => {
    await setRules(t.app, "tennis", { totalDays: 12, playersPerBooking: 4 });
    const { owner, order } = await booking();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => add(owner, order.order_id, { email: `race-${i}@example.test`, name: `Racer ${i}` })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.data.code)).toEqual(Array(7).fill("players_full"));
    expect(await playerCount(t.app.deps.database.db, order.order_id)).toBe(3);
  });
});
