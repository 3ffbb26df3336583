import { levelPaths, playerPaths, resultPaths } from "@courtside/contract";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, matchResults, members, playerLevels } from "../src/db/schema.ts";
import { facilityInstant } from "../src/facility-time.ts";
import { adminToken, createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { memberBooking } from "./support/players.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at Sun 2026-11-22T10:00Z; matches are on Wed 25 Nov, 18:00–19:00 in Madrid.
const D = "2026-11-25";
const zone = "Europe/Madrid";
const onPostgres = process.env.TEST_DB === "postgres";

let t: TestContext;
let slot: number;
let tennisDesk: string;
let padelManager: string;
let owner: string;
type Member = Awaited<ReturnType<typeof memberToken>>;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: zone });
  await setRules(t.app, "tennis", { totalDays: 12 });
  slot = (await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" })).id;
  tennisDesk = await adminToken(t.app, t.client(), { role: "desk", sports: ["tennis"] });
  padelManager = await adminToken(t.app, t.client(), { role: "manager", sports: ["padel"] });
  owner = await adminToken(t.app, t.client(), { role: "owner" });
});
afterAll(() => t.close());

/** Runs `body` with the clock after the match (19:30, or `at`), then puts it back. */
async function afterTheMatch<T>(body: () => Promise<T>, at = "19:30"): Promise<T> {
  const step = facilityInstant(D, at, zone).getTime() - t.clock.now().getTime();
  t.clock.advance(step);
  try {
    return await body();
  } finally {
    t.clock.advance(-step);
  }
}

/**
 * A paid doubles booking, played: its owner and partner beat two rivals (as the owner entered
 * it), and a rival disputed it. Answers the people and the result's id.
 */
async function disputedDoubles(score = "6-4 6-4", at = "19:30") {
  const { owner: booker, order } = await memberBooking(t, { id: slot, date: D });
  const orderId = order.order_id;
  const others: Member[] = [];
  for (let i = 0; i < 3; i++) {
    const m = await memberToken(t.app, t.client());
    const added = await t
      .client()
      .post(playerPaths.players("tennis", orderId), { email: m.member.email }, { token: booker.token });
    expect(added.statusCode, added.body).toBe(201);
    others.push(m);
  }
  const [partner, rival1, rival2] = others as [Member, Member, Member];
  await afterTheMatch(async () => {
    const sides = {
      team_a: [booker.member.id, partner.member.id],
      team_b: [rival1.member.id, rival2.member.id],
      winner: "a",
      score,
    };
    const entered = await t.client().post(resultPaths.result("tennis", orderId), sides, { token: booker.token });
    expect(entered.statusCode, entered.body).toBe(201);
    const disputed = await t.client().post(resultPaths.dispute("tennis", orderId), undefined, { token: rival1.token });
    expect(disputed.data.result.status).toBe("disputed");
  }, at);
  const [row] = await t.app.deps.database.db.select().from(matchResults).where(eq(matchResults.orderId, orderId));
  return { orderId, inv: order.inv, resultId: row?.id as number, booker, partner, rival1, rival2 };
}

const list = (token: string, sport: "tennis" | "padel" = "tennis") => t.client().get(resultPaths.disputed(sport), { token });
const settle = (token: string, resultId: number | string, body: unknown, sport: "tennis" | "padel" = "tennis") =>
  t.client().post(resultPaths.settle(sport, resultId), body, { token });
const levelRows = (resultId: number) =>
  t.app.deps.database.db.select().from(playerLevels).where(eq(playerLevels.matchResultId, resultId));
const statusOf = async (resultId: number) =>
  (await t.app.deps.database.db.select().from(matchResults).where(eq(matchResults.id, resultId)))[0]?.status;

describe("disputed results", () => {
  it("are listed to staff of the sport, oldest first, with the booking, the sides and who disputed; not to others", async () => {
    // Disputed later, made first: the list goes by when each was disputed.
    const second = await disputedDoubles("7-5 6-2", "21:00");
    const first = await disputedDoubles("6-4 6-4", "20:00");
    const res = await list(tennisDesk);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.data.data.map((d: { result_id: number }) => d.result_id);
    expect(ids.indexOf(first.resultId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.resultId)).toBeLessThan(ids.indexOf(second.resultId));
    const item = res.data.data.find((d: { result_id: number }) => d.result_id === first.resultId);
    expect(item).toMatchObject({
      order_id: first.orderId,
      inv: first.inv,
      sport: "tennis",
      date: D,
      timeslot: { start: "18:00", end: "19:00" },
      team_a: [
        { member_id: first.booker.member.id, name: first.booker.member.name },
        { member_id: first.partner.member.id, name: first.partner.member.name },
      ],
      team_b: [
        { member_id: first.rival1.member.id, name: first.rival1.member.name },
        { member_id: first.rival2.member.id, name: first.rival2.member.name },
      ],
      winner: "a",
      score: "6-4 6-4",
      entered_by: { member_id: first.booker.member.id, name: first.booker.member.name },
      disputed_by: { member_id: first.rival1.member.id, name: first.rival1.member.name },
    });
    expect(item.courts).toHaveLength(1);
    expect(Date.parse(item.disputed_at)).toBeGreaterThanOrEqual(Date.parse(item.entered_at));

    // A padel-only administrator and a member are refused; padel's list does not show tennis.
    const padelOnly = await list(padelManager);
    expect([padelOnly.statusCode, padelOnly.data.params]).toEqual([403, { sport: "tennis" }]);
    expect((await list(first.rival2.token)).statusCode).toBe(403);
    expect((await settle(padelManager, first.resultId, { outcome: "void", reason: "x" })).statusCode).toBe(403);
    const padelList = await list(owner, "padel");
    expect(padelList.data.data.map((d: { result_id: number }) => d.result_id)).not.toContain(first.resultId);
    // Settling a tennis result through padel's address finds nothing.
    const wrongSport = await settle(owner, first.resultId, { outcome: "void", reason: "Wrong sport" }, "padel");
    expect([wrongSport.statusCode, wrongSport.data.code]).toEqual([404, "result_not_found"]);
    expect(await statusOf(first.resultId)).toBe("disputed");
  });

  it("confirmed as entered: every level moves once, by the rule; audited, players mailed, gone from the list", async () => {
    const d = await disputedDoubles();
    await t.app.deps.database.db.update(members).set({ locale: "es" }).where(eq(members.id, d.rival2.member.id));
    const res = await settle(tennisDesk, d.resultId, { outcome: "confirm", reason: "  The rivals admit they lost  " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ result_id: d.resultId, order_id: d.orderId, status: "confirmed" });
    // Nobody had a level: 3.5 against 3.5, side 1 won: 0.2 × 0.5 = 0.1 each way.
    const moves = Object.fromEntries(
      res.data.moves.map((m: { member_id: string; from: number; to: number }) => [m.member_id, [m.from, m.to]]),
    );
    expect(moves).toEqual({
      [d.booker.member.id]: [3.5, 3.6],
      [d.partner.member.id]: [3.5, 3.6],
      [d.rival1.member.id]: [3.5, 3.4],
      [d.rival2.member.id]: [3.5, 3.4],
    });
    const rows = await levelRows(d.resultId);
    expect(rows.map((r) => [r.memberId, r.level, r.source]).sort()).toEqual(
      [
        [d.booker.member.id, 360, "match"],
        [d.partner.member.id, 360, "match"],
        [d.rival1.member.id, 340, "match"],
        [d.rival2.member.id, 340, "match"],
      ].sort(),
    );
    expect(await statusOf(d.resultId)).toBe("confirmed");
    const level = await t.client().get(levelPaths.mine("tennis"), { token: d.booker.token });
    expect(level.data).toMatchObject({ level: 3.6, self_rated: false });
    // The players' page shows it confirmed with the moves.
    const view = await t.client().get(resultPaths.result("tennis", d.orderId), { token: d.rival1.token });
    expect(view.data.result).toMatchObject({ status: "confirmed", can_answer: false });
    expect(view.data.result.moves).toHaveLength(4);

    // Once: settling again is refused and moves nothing more.
    const again = await settle(owner, d.resultId, { outcome: "confirm", reason: "Again" });
    expect([again.statusCode, again.data.code, again.data.params]).toEqual([409, "result_not_disputed", { status: "confirmed" }]);
    expect(await levelRows(d.resultId)).toHaveLength(4);
    expect((await list(tennisDesk)).data.data.map((x: { result_id: number }) => x.result_id)).not.toContain(d.resultId);

    const [audit] = await t.app.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "result.settle"), eq(auditLog.entityId, d.orderId)));
    expect(audit?.entity).toBe("order");
    expect(audit?.before).toMatchObject({ result_id: d.resultId, status: "disputed", disputed_by: d.rival1.member.name });
    expect(audit?.after).toMatchObject({
      outcome: "confirm",
      status: "confirmed",
      reason: "The rivals admit they lost",
      team_a: [d.booker.member.name, d.partner.member.name],
      winner: "a",
      score: "6-4 6-4",
    });

    await t.app.deps.background.drain();
    const emails = [d.booker, d.partner, d.rival1, d.rival2].map((m) => m.member.email);
    // The settlement's mails link to the result's page (being added as a player links to the profile).
    const mails = (await t.app.deps.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails))).filter((m) =>
      m.text.includes(`/match-result/tennis/${d.orderId}`),
    );
    expect(mails).toHaveLength(4);
    const toBooker = mails.find((m) => m.to === d.booker.member.email);
    expect(toBooker?.subject).toMatch(/^Your match result stands: /);
    expect(toBooker?.text).toContain("The rivals admit they lost");
    expect(toBooker?.text).toContain("3.5 → 3.6");
    const toSpanish = mails.find((m) => m.to === d.rival2.member.email);
    expect(toSpanish?.subject).toMatch(/^El resultado de tu partido se mantiene: /);
    expect(toSpanish?.text).toContain("3,5 → 3,4");
  });

  it("voided: nothing moves, the players' page says voided, and a repeat is refused", async () => {
    const d = await disputedDoubles();
    const res = await settle(owner, d.resultId, { outcome: "void", reason: "Nobody agrees on the score" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({ result_id: d.resultId, order_id: d.orderId, status: "voided", moves: [] });
    expect(await levelRows(d.resultId)).toEqual([]);
    expect(await statusOf(d.resultId)).toBe("voided");
    const level = await t.client().get(levelPaths.mine("tennis"), { token: d.booker.token });
    expect(level.data.history).toEqual([]);
    const view = await t.client().get(resultPaths.result("tennis", d.orderId), { token: d.booker.token });
    expect(view.data.result).toMatchObject({ status: "voided", can_answer: false, moves: [] });
    // A player cannot confirm it any more either.
    const late = await t.client().post(resultPaths.confirm("tennis", d.orderId), undefined, { token: d.rival2.token });
    expect([late.statusCode, late.data.params]).toEqual([409, { status: "voided" }]);
    for (const outcome of ["void", "confirm"]) {
      const again = await settle(tennisDesk, d.resultId, { outcome, reason: "Again" });
      expect([again.statusCode, again.data.code, again.data.params]).toEqual([409, "result_not_disputed", { status: "voided" }]);
    }
    expect(await levelRows(d.resultId)).toEqual([]);
    await t.app.deps.background.drain();
    const mails = await t.app.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, d.rival1.member.email));
    const mail = mails.find((m) => m.subject.startsWith("Your match result"));
    expect(mail?.subject).toMatch(/^Your match result was voided: /);
    expect(mail?.text).toContain("Nobody agrees on the score");
  });

  it("refuses a result that is not disputed, an unknown one, and a bad body with field errors, changing nothing", async () => {
    const { owner: booker, order } = await memberBooking(t, { id: slot, date: D });
    const rival = await memberToken(t.app, t.client());
    await t.client().post(playerPaths.players("tennis", order.order_id), { email: rival.member.email }, { token: booker.token });
    await afterTheMatch(async () => {
      const sides = { team_a: [booker.member.id], team_b: [rival.member.id], winner: "b" };
      expect(
        (await t.client().post(resultPaths.result("tennis", order.order_id), sides, { token: booker.token })).statusCode,
      ).toBe(201);
    });
    const [entered] = await t.app.deps.database.db.select().from(matchResults).where(eq(matchResults.orderId, order.order_id));
    const notYet = await settle(tennisDesk, entered?.id as number, { outcome: "confirm", reason: "Looks right" });
    expect([notYet.statusCode, notYet.data.code, notYet.data.params]).toEqual([
      409,
      "result_not_disputed",
      { status: "entered" },
    ]);
    expect(await statusOf(entered?.id as number)).toBe("entered");

    const unknown = await settle(tennisDesk, 2_000_000_000, { outcome: "void", reason: "Gone" });
    expect([unknown.statusCode, unknown.data.code]).toEqual([404, "result_not_found"]);

    const d = await disputedDoubles();
    const bad = await settle(tennisDesk, d.resultId, { outcome: "maybe", reason: "   " });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(["outcome", "reason"]);
    expect(bad.data.errors.reason).toEqual(["Say why in a few words."]);
    const tooLong = await settle(tennisDesk, d.resultId, { outcome: "void", reason: "x".repeat(201) });
    expect([tooLong.statusCode, Object.keys(tooLong.data.errors)]).toEqual([422, ["reason"]]);
    const noReason = await settle(tennisDesk, d.resultId, { outcome: "void" });
    expect([noReason.statusCode, Object.keys(noReason.data.errors)]).toEqual([422, ["reason"]]);
    const lineBreak = await settle(tennisDesk, d.resultId, { outcome: "void", reason: "one\ntwo" });
    expect([lineBreak.statusCode, Object.keys(lineBreak.data.errors)]).toEqual([422, ["reason"]]);
    // An id that is not one names nothing.
    const badId = await settle(tennisDesk, "abc", { outcome: "void", reason: "Fine" });
    expect(badId.statusCode).toBe(404);
    expect(await statusOf(d.resultId)).toBe("disputed");
    // In the request's language.
    const spanish = await t
      .client()
      .post(
        resultPaths.settle("tennis", d.resultId),
        { outcome: "void", reason: "" },
        { token: tennisDesk, headers: { "accept-language": "es" } },
      );
    expect(spanish.statusCode).toBe(422);
    expect(spanish.data.errors.reason[0]).not.toBe("Say why in a few words.");
  });

  it.runIf(onPostgres)("is settled once when two staff settle at the same moment", async () => {
    for (const outcomes of [
      ["confirm", "confirm"],
      ["confirm", "void"],
    ]) {
      const d = await disputedDoubles();
      const answers = await Promise.all(
        outcomes.map((outcome, i) => settle(i === 0 ? tennisDesk : owner, d.resultId, { outcome, reason: `Staff ${i}` })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200);
      const loser = answers.find((a) => a.statusCode === 409);
      expect(loser?.data).toMatchObject({ code: "result_not_disputed", params: { status: winner?.data.status } });
      expect(await levelRows(d.resultId)).toHaveLength(winner?.data.status === "confirmed" ? 4 : 0);
      const audits = await t.app.deps.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "result.settle"), eq(auditLog.entityId, d.orderId)));
      expect(audits).toHaveLength(1);
    }
  });
});
