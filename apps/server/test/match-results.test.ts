import { levelPaths, playerPaths, resultPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facilityInstant } from "../src/facility-time.ts";
import { createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { memberBooking } from "./support/players.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at Sun 2026-11-22T10:00Z; matches are on Wed 25 Nov, 18:00–19:00 in Madrid.
const D = "2026-11-25";
const zone = "Europe/Madrid";
const onPostgres = process.env.TEST_DB === "postgres";

let t: TestContext;
let slot: number;
type Member = Awaited<ReturnType<typeof memberToken>>;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: zone });
  await setRules(t.app, "tennis", { totalDays: 12 });
  slot = (await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" })).id;
});
afterAll(() => t.close());

/** Runs `body` with the clock after the match (19:30), then puts it back. */
async function afterTheMatch<T>(body: () => Promise<T>): Promise<T> {
  const step = facilityInstant(D, "19:30", zone).getTime() - t.clock.now().getTime();
  t.clock.advance(step);
  try {
    return await body();
  } finally {
    t.clock.advance(-step);
  }
}

/** A paid doubles booking: its owner and three member players. */
async function doubles() {
  const { owner, order } = await memberBooking(t, { id: slot, date: D });
  const orderId = order.order_id;
  const others: Member[] = [];
  for (let i = 0; i < 3; i++) {
    const m = await memberToken(t.app, t.client());
    const added = await t
      .client()
      .post(playerPaths.players("tennis", orderId), { email: m.member.email }, { token: owner.token });
    expect(added.statusCode, added.body).toBe(201);
    others.push(m);
  }
  const [partner, rival1, rival2] = others as [Member, Member, Member];
  return { orderId, owner, partner, rival1, rival2 };
}

const view = (m: Member, orderId: string) => t.client().get(resultPaths.result("tennis", orderId), { token: m.token });
const enter = (m: Member, orderId: string, body: unknown) =>
  t.client().post(resultPaths.result("tennis", orderId), body, { token: m.token });
const confirm = (m: Member, orderId: string) =>
  t.client().post(resultPaths.confirm("tennis", orderId), undefined, { token: m.token });
const dispute = (m: Member, orderId: string) =>
  t.client().post(resultPaths.dispute("tennis", orderId), undefined, { token: m.token });
const rate = (m: Member, level: number) => t.client().put(levelPaths.mine("tennis"), { level }, { token: m.token });
const levelOf = async (m: Member) => (await t.client().get(levelPaths.mine("tennis"), { token: m.token })).data;

describe("match results", () => {
  it("are entered by one player after the match and confirmed by another: every level moves by the rule, once", async () => {
    const { orderId, owner, partner, rival1, rival2 } = await doubles();
    await rate(owner, 4);
    await rate(partner, 4);
    await rate(rival1, 3);
    // rival2 has no level: counted as 3.5.
    const sides = {
      team_a: [owner.member.id, partner.member.id],
      team_b: [rival1.member.id, rival2.member.id],
      winner: "b",
      score: "4-6 6-3 7-5",
    };
    // Before the match: refused.
    expect((await view(owner, orderId)).data.can_enter).toBe(false);
    expect((await enter(owner, orderId, sides)).data.code).toBe("result_not_played");

    await afterTheMatch(async () => {
      const before = await view(owner, orderId);
      expect(before.data.can_enter).toBe(true);
      expect(before.data.players.map((p: { level: number | null }) => p.level)).toEqual([4, 4, 3, null]);
      const entered = await enter(owner, orderId, sides);
      expect(entered.statusCode, entered.body).toBe(201);
      expect(entered.data.result).toMatchObject({
        status: "entered",
        winner: "b",
        score: "4-6 6-3 7-5",
        you_entered: true,
        can_answer: false,
      });
      expect((await enter(rival1, orderId, sides)).data.code).toBe("result_exists");
      // Its author cannot confirm it; a player of the match can.
      expect((await confirm(owner, orderId)).data.code).toBe("result_not_yours");
      expect((await view(rival2, orderId)).data.result.can_answer).toBe(true);
      const confirmed = await confirm(rival2, orderId);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.data.result.status).toBe("confirmed");
      // Team A averaged 4.0 against 3.25 and lost: expected 0.70, so 0.2 × 0.70 = 0.14 each way.
      const moves = Object.fromEntries(
        confirmed.data.result.moves.map((m: { member_id: string; from: number; to: number }) => [m.member_id, [m.from, m.to]]),
      );
      expect(moves).toEqual({
        [owner.member.id]: [4, 3.86],
        [partner.member.id]: [4, 3.86],
        [rival1.member.id]: [3, 3.14],
        [rival2.member.id]: [3.5, 3.64],
      });
      expect((await confirm(rival1, orderId)).data).toMatchObject({ code: "result_answered", params: { status: "confirmed" } });
    });
    expect(await levelOf(owner)).toMatchObject({ level: 3.86, self_rated: false, can_self_rate: false });
    expect((await levelOf(owner)).history[0]).toMatchObject({ level: 3.86, previous: 4, source: "match" });
    expect(await levelOf(rival2)).toMatchObject({ level: 3.64, history: [{ level: 3.64, previous: null, source: "match" }] });
  });

  it("refuses sides with someone not on the booking or twice, or without their author; a dispute moves nothing", async () => {
    const { orderId, owner, partner, rival1, rival2 } = await doubles();
    const stranger = await memberToken(t.app, t.client());
    await afterTheMatch(async () => {
      const outsider = await enter(owner, orderId, { team_a: [owner.member.id], team_b: [stranger.member.id], winner: "a" });
      expect([outsider.statusCode, outsider.data.code]).toEqual([422, "result_side_not_on_booking"]);
      const twice = await enter(owner, orderId, { team_a: [owner.member.id], team_b: [owner.member.id], winner: "a" });
      expect(twice.data.code).toBe("result_side_not_on_booking");
      const without = await enter(owner, orderId, { team_a: [partner.member.id], team_b: [rival1.member.id], winner: "a" });
      expect(without.data.code).toBe("result_author_not_on_a_side");
      expect((await view(stranger, orderId)).statusCode).toBe(404);
      expect((await enter(owner, orderId, { team_a: [], team_b: [rival1.member.id], winner: "a" })).statusCode).toBe(422);

      const singles = { team_a: [owner.member.id], team_b: [rival1.member.id], winner: "a" };
      expect((await enter(owner, orderId, singles)).statusCode).toBe(201);
      // Only a player on a side answers: rival2 watched.
      expect((await confirm(rival2, orderId)).data.code).toBe("result_not_yours");
      const disputed = await dispute(rival1, orderId);
      expect(disputed.data.result.status).toBe("disputed");
      expect((await confirm(rival1, orderId)).data).toMatchObject({ code: "result_answered", params: { status: "disputed" } });
    });
    expect((await levelOf(owner)).history).toEqual([]);
    expect((await levelOf(rival1)).history).toEqual([]);
  });

  it.runIf(onPostgres)("moves levels once when every other player confirms at the same moment", async () => {
    const { orderId, owner, partner, rival1, rival2 } = await doubles();
    await afterTheMatch(async () => {
      const sides = { team_a: [owner.member.id, partner.member.id], team_b: [rival1.member.id, rival2.member.id], winner: "a" };
      expect((await enter(owner, orderId, sides)).statusCode).toBe(201);
      const answers = await Promise.all([partner, rival1, rival2].map((m) => confirm(m, orderId)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    });
    for (const m of [owner, partner, rival1, rival2]) expect((await levelOf(m)).history).toHaveLength(1);
  });
});
