import { playerPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { memberBooking } from "./support/players.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at Sun 2026-11-22T10:00Z; bookings on Wed 25 and Thu 26 Nov.
let t: TestContext;
let slot: number;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12 });
  slot = (await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" })).id;
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberToken>>;
const addByEmail = (owner: Member, orderId: string, body: Record<string, unknown>) =>
  t.client().post(playerPaths.players("tennis", orderId), body, { token: owner.token });
const partners = (owner: Member, orderId: string) =>
  t.client().get(playerPaths.partners("tennis", orderId), { token: owner.token });
const addPartner = (owner: Member, orderId: string, body: Record<string, unknown>) =>
  t.client().post(playerPaths.partners("tennis", orderId), body, { token: owner.token });
const ids = (answer: { data: { partners: { member_id: string }[] } }) => answer.data.partners.map((p) => p.member_id);

describe("adding people one has played with, by name", () => {
  it("lists the members who shared a booking with the owner (theirs, the owner's, fellow players), the latest first, and adds one by id", async () => {
    const { owner, order: first } = await memberBooking(t, { id: slot, date: "2026-11-25" });
    const friend = await memberToken(t.app, t.client());
    expect((await addByEmail(owner, first.order_id, { email: friend.member.email })).statusCode).toBe(201);
    expect((await addByEmail(owner, first.order_id, { email: "someone@example.test", name: "Not A Member" })).statusCode).toBe(
      201,
    );
    // Someone else's booking the owner plays in, with a third player: both are the owner's partners too, and later.
    const { owner: host, order: hosted } = await memberBooking(t, { id: slot, date: "2026-11-26" });
    const fellow = await memberToken(t.app, t.client());
    for (const m of [owner, fellow])
      expect((await addByEmail(host, hosted.order_id, { email: m.member.email })).statusCode).toBe(201);
    const stranger = await memberToken(t.app, t.client());

    const { order: next } = await memberBooking(t, { id: slot, date: "2026-11-27" }, { owner });
    const listed = await partners(owner, next.order_id);
    expect(listed.statusCode, listed.body).toBe(200);
    const [latest, other, earliest] = listed.data.partners;
    const entry = (m: Member, last_played: string) => ({ member_id: m.member.id, name: m.member.name, last_played });
    expect([latest, other]).toEqual(expect.arrayContaining([entry(host, "2026-11-26"), entry(fellow, "2026-11-26")]));
    expect(earliest).toEqual(entry(friend, "2026-11-25"));
    expect(listed.data.partners).toHaveLength(3);
    expect(JSON.stringify(listed.data)).not.toContain("@");

    const added = await addPartner(owner, next.order_id, { member_id: friend.member.id });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.data.players).toMatchObject([{ name: friend.member.name, kind: "member", you: false }]);
    // Once on, no longer offered; the others still are.
    expect(ids(await partners(owner, next.order_id))).toEqual(expect.arrayContaining([host.member.id, fellow.member.id]));
    expect(ids(await partners(owner, next.order_id))).toHaveLength(2);

    // Anyone not among the partners, by a member id learnt elsewhere, is refused and nothing is added.
    const refused = await addPartner(owner, next.order_id, { member_id: stranger.member.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.data).toMatchObject({ code: "players_not_a_partner", errors: { member_id: [expect.any(String)] } });
    const twice = await addPartner(owner, next.order_id, { member_id: friend.member.id });
    expect(twice.data.code).toBe("players_not_a_partner");
    const on = await t.client().get(playerPaths.players("tennis", next.order_id), { token: owner.token });
    expect(on.data.players.map((p: { name: string }) => p.name)).toEqual([friend.member.name]);
  });

  it("shows a booking's partners to its owner only, and refuses a malformed id in the contract's shape", async () => {
    const { owner, order } = await memberBooking(t, { id: slot, date: "2026-11-25" });
    const other = await memberToken(t.app, t.client());
    expect((await partners(other, order.order_id)).statusCode).toBe(404);
    expect((await addPartner(other, order.order_id, { member_id: owner.member.id })).statusCode).toBe(404);
    expect((await t.client().get(playerPaths.partners("tennis", order.order_id))).statusCode).toBe(401);
    const bad = await addPartner(owner, order.order_id, { member_id: "not-an-id" });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors.member_id).toEqual(["Choose someone from the list of people you have played with."]);
    // A member with no partners yet: an empty list, not an error.
    expect((await partners(owner, order.order_id)).data).toEqual({ partners: [] });
  });
});
