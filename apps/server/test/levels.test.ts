import { levelPaths } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, playerLevels } from "../src/db/schema.ts";
import { adminToken, memberToken } from "./support/factories.ts";
import { expectWorded, inEachLanguage } from "./support/languages.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberToken>>;
const read = (m: Member, sport: "tennis" | "padel" = "tennis") => t.client().get(levelPaths.mine(sport), { token: m.token });
const rate = (m: Member, level: unknown, sport: "tennis" | "padel" = "tennis", headers: Record<string, string> = {}) =>
  t.client().put(levelPaths.mine(sport), { level }, { token: m.token, headers });

describe("a member's level", () => {
  it("is unset until the member rates themself, then self-rated with its history, per sport", async () => {
    const m = await memberToken(t.app, t.client());
    expect((await read(m)).data).toEqual({ sport: "tennis", level: null, self_rated: false, can_self_rate: true, history: [] });
    expect((await rate(m, 3.5)).statusCode).toBe(200);
    const changed = await rate(m, 4.2);
    expect(changed.statusCode).toBe(200);
    expect(changed.data).toMatchObject({ sport: "tennis", level: 4.2, self_rated: true, can_self_rate: true });
    expect(
      changed.data.history.map((h: { level: number; previous: number | null; source: string }) => [
        h.level,
        h.previous,
        h.source,
      ]),
    ).toEqual([
      [4.2, 3.5, "self"],
      [3.5, null, "self"],
    ]);
    expect((await read(m, "padel")).data.level).toBeNull();
  });

  it("keeps no history entry for rating the level one already has", async () => {
    const m = await memberToken(t.app, t.client());
    await rate(m, 2);
    await rate(m, 2);
    expect((await read(m)).data.history).toHaveLength(1);
  });

  it("refuses levels off the scale or finer than tenths, changing nothing", async () => {
    const m = await memberToken(t.app, t.client());
    await rate(m, 3);
    for (const bad of [0.9, 7.1, 3.25, "4", null, Number.NaN]) {
      const res = await rate(m, bad);
      expect(res.statusCode, String(bad)).toBe(422);
      expect(Object.keys(res.data.errors)).toEqual(["level"]);
    }
    expect((await read(m)).data.history).toHaveLength(1);
  });

  it("is no longer the member's to choose once a result has set it, and says so in the request's language", async () => {
    const m = await memberToken(t.app, t.client());
    await rate(m, 3);
    await t.app.deps.database.db
      .insert(playerLevels)
      .values({ memberId: m.member.id, sport: "tennis", level: 310, previous: 300, source: "match" });
    const view = (await read(m)).data;
    expect(view).toMatchObject({ level: 3.1, self_rated: false, can_self_rate: false });
    const answers = await inEachLanguage((_locale, headers) => rate(m, 5, "tennis", headers));
    expect(answers.en.statusCode).toBe(409);
    expect(answers.en.data).toMatchObject({ code: "level_rated_by_results", params: { sport: "tennis" } });
    expectWorded(answers, null, {
      en: "Your tennis level is set by your match results now; ask the club if it looks wrong.",
      es: "Tu nivel de tenis lo fijan ahora los resultados de tus partidos; si no te parece correcto, consulta al club.",
      fr: "Votre niveau de tennis est désormais fixé par vos résultats de match ; si vous pensez qu'il est faux, contactez le club.",
    });
    expect((await read(m)).data.level).toBe(3.1);
    // The other sport is still the member's own to rate.
    expect((await rate(m, 5, "padel")).statusCode).toBe(200);
  });

  it("keeps the history a chain when one member's ratings race (each change names the level it replaced)", async () => {
    const m = await memberToken(t.app, t.client());
    const levels = [1.5, 2.5, 3.5, 4.5, 5.5, 6.5];
    expect((await Promise.all(levels.map((l) => rate(m, l)))).map((r) => r.statusCode)).toEqual(levels.map(() => 200));
    const oldestFirst = [...(await read(m)).data.history].reverse() as { level: number; previous: number | null }[];
    expect(oldestFirst.map((h) => h.level).sort()).toEqual(levels);
    expect(oldestFirst.map((h) => h.previous)).toEqual([null, ...oldestFirst.slice(0, -1).map((h) => h.level)]);
  });

  it("takes at most 10 changes a day from one member", async () => {
    const m = await memberToken(t.app, t.client());
    for (let i = 0; i < 10; i++) expect((await rate(m, 2 + i / 10)).statusCode).toBe(200);
    const refused = await rate(m, 4);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await read(m)).data.level).toBe(2.9);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await rate(m, 4)).statusCode).toBe(200);
  });

  it("is a member's own: no token 401, an administrator 403", async () => {
    expect((await t.client().get(levelPaths.mine("tennis"))).statusCode).toBe(401);
    const admin = await adminToken(t.app, t.client());
    expect((await t.client().put(levelPaths.mine("tennis"), { level: 3 }, { token: admin })).statusCode).toBe(403);
  });
});

describe("a member's level set by staff", () => {
  const setBy = (token: string, memberId: string, sport: "tennis" | "padel", body: unknown) =>
    t.client().put(levelPaths.memberSport(memberId, sport), body, { token });

  it("is set with a reason, audited, and is then no longer the member's to rate", async () => {
    const m = await memberToken(t.app, t.client());
    await rate(m, 3);
    const owner = await adminToken(t.app, t.client());
    const res = await setBy(owner, m.member.id, "tennis", { level: 4.5, reason: "Played the club league at 4.5" });
    expect(res.statusCode).toBe(200);
    const tennis = res.data.levels.find((l: { sport: string }) => l.sport === "tennis");
    expect(tennis).toMatchObject({ level: 4.5, self_rated: false, can_self_rate: false });
    expect(tennis.history[0]).toMatchObject({ level: 4.5, previous: 3, source: "staff" });
    const [audit] = await t.app.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "customer.level_set"), eq(auditLog.entityId, m.member.id)));
    expect(audit?.after).toMatchObject({ sport: "tennis", level: 4.5, reason: "Played the club league at 4.5" });
    expect(audit?.before).toEqual({ sport: "tennis", level: 3 });
    expect((await rate(m, 2)).data.code).toBe("level_rated_by_results");
    expect((await read(m)).data.level).toBe(4.5);
  });

  it("is for staff of the sport: a padel manager reads and sets padel only", async () => {
    const m = await memberToken(t.app, t.client());
    const padelManager = await adminToken(t.app, t.client(), { role: "manager", sports: ["padel"] });
    const levels = await t.client().get(levelPaths.ofMember(m.member.id), { token: padelManager });
    expect(levels.data.levels.map((l: { sport: string }) => l.sport)).toEqual(["padel"]);
    const refused = await setBy(padelManager, m.member.id, "tennis", { level: 4, reason: "Seen in a lesson" });
    expect(refused.statusCode).toBe(403);
    expect((await setBy(padelManager, m.member.id, "padel", { level: 4, reason: "Seen in a lesson" })).statusCode).toBe(200);
    expect((await read(m)).data.level).toBeNull();
    expect((await t.client().get(levelPaths.ofMember(m.member.id), { token: m.token })).statusCode).toBe(403);
  });

  it("refuses an unknown member, a level off the scale and a missing reason, changing nothing", async () => {
    const m = await memberToken(t.app, t.client());
    const owner = await adminToken(t.app, t.client());
    const unknown = await setBy(owner, "00000000-0000-4000-8000-000000000000", "tennis", { level: 4, reason: "Why not" });
    expect(unknown.statusCode).toBe(404);
    const offScale = await setBy(owner, m.member.id, "tennis", { level: 8, reason: "Why not" });
    expect(offScale.statusCode).toBe(422);
    expect(Object.keys(offScale.data.errors)).toEqual(["level"]);
    const noReason = await setBy(owner, m.member.id, "tennis", { level: 4, reason: " " });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.data.errors)).toEqual(["reason"]);
    expect((await read(m)).data.history).toEqual([]);
  });
});
