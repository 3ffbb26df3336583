import { adminClubPath, apiPaths, clubPath, matchPaths, playerPaths } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members, orders } from "../src/db/schema.ts";
import { appendCreditEntry } from "../src/modules/credit/ledger.ts";
import { categoryProblem, mixedLimit, openingProblem } from "../src/modules/matches/category.ts";
import { auditRowsOf, signedInAdministrator } from "./support/admin-office.ts";
import { createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { payByLink } from "./support/moves.ts";
import { memberBooking } from "./support/players.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at Sun 2026-11-22T10:00Z; matches are on Thu 26 Nov at 18:00 (Madrid).
const D = "2026-11-26";
const onPostgres = process.env.TEST_DB === "postgres";

let t: TestContext;
let slot: number;
let owner: string;

const club = {
  name: "Club Padel Sol",
  address: "Avenida del Sol 5, 28045 Madrid, Spain",
  phone: "",
  contact_email: "reservas@padelsol.es",
  opening_hours: "",
  cancellation_policy: "",
  primary_color: "#1864AB",
  legal_name: "Padel Sol Deportes S.L.",
  tax_id: "ESB11111111",
  legal_address: "Calle Mayor 1, 28013 Madrid, Spain",
};

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12 });
  // 20.00 between four: 5.00 a place.
  slot = (await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: 2000 })).id;
  owner = (await signedInAdministrator(t.app, t.client(), "tennis", { role: "owner" })).token;
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
type Member = Awaited<ReturnType<typeof memberToken>>;
type PlaysIn = "women" | "men" | null;
const terms = { level_min: null, level_max: null, style: "friendly", audience: "anyone", keep_if_not_full: true };

const offer = async (on: boolean) => {
  const res = await t.client().put(adminClubPath, { ...club, match_categories: on }, { token: owner });
  expect(res.statusCode, res.body).toBe(200);
};
const setPlaysIn = (m: Member, playsIn: PlaysIn) =>
  t.client().put(apiPaths.profile, { name: m.member.name, plays_in: playsIn }, { token: m.token });
/** A member with club credit for one place, whose profile says `playsIn`. */
const player = async (playsIn: PlaysIn) => {
  const m = await memberToken(t.app, t.client());
  if (playsIn) await db().update(members).set({ playsIn }).where(eq(members.id, m.member.id));
  await appendCreditEntry(db(), {
    memberId: m.member.id,
    amount: 1000,
    kind: "adjustment",
    reason: "test",
    at: t.app.deps.clock.now(),
  });
  return m;
};
const open = (m: Member, orderId: string, category: string) =>
  t.client().post(matchPaths.open("tennis", orderId), { ...terms, category }, { token: m.token });
const join = (m: Member, orderId: string, pay: "credit" | "card" = "credit") =>
  t.client().post(matchPaths.join("tennis", orderId), { pay }, { token: m.token });
const listed = async (query: string) =>
  (await t.client().get(`${matchPaths.list("tennis")}${query}`)).data as { order_id: string; category: string }[];

/** A held booking of a member whose profile says `playsIn`, opened as a match of `category`, the owner's place paid. */
async function openedMatch(category: string, playsIn: PlaysIn = "women") {
  const { owner: o, order } = await memberBooking(t, { id: slot, date: D }, { pay: false });
  await db().update(members).set({ playsIn }).where(eq(members.id, o.member.id));
  const opened = await open(o, order.order_id, category);
  expect(opened.statusCode, opened.body).toBe(200);
  const detail = (await t.client().get(apiPaths.order("tennis", order.order_id), { token: o.token })).data;
  await payByLink(t, detail);
  return { owner: o, order };
}

describe("the rule (pure)", () => {
  const none = { women: 0, men: 0 };
  it("takes anyone in a match open to all, and those whose profile fits in a women's or men's match", () => {
    expect(categoryProblem("all", null, none, 4)).toBeNull();
    expect(categoryProblem("women", "women", none, 4)).toBeNull();
    expect(categoryProblem("women", "men", none, 4)).toEqual({ kind: "other", playsIn: "men" });
    expect(categoryProblem("men", null, none, 4)).toEqual({ kind: "unknown" });
  });
  it("fills a mixed match half and half (an odd number of places rounds up)", () => {
    expect(mixedLimit(4)).toBe(2);
    expect(mixedLimit(2)).toBe(1);
    expect(mixedLimit(3)).toBe(2);
    expect(categoryProblem("mixed", "women", { women: 1, men: 2 }, 4)).toBeNull();
    expect(categoryProblem("mixed", "women", { women: 2, men: 0 }, 4)).toEqual({ kind: "full", playsIn: "women", limit: 2 });
    expect(categoryProblem("mixed", null, none, 4)).toEqual({ kind: "unknown" });
  });
  it("asks the owner's own profile, and a mixed booking not over half already", () => {
    expect(openingProblem("women", ["men"], 4)).toEqual({ kind: "other", playsIn: "men" });
    expect(openingProblem("mixed", [null, "men"], 4)).toEqual({ kind: "unknown" });
    expect(openingProblem("mixed", ["men", "men", null], 4)).toBeNull();
    expect(openingProblem("mixed", ["men", "men", "men"], 4)).toEqual({ kind: "full", playsIn: "men", limit: 2 });
  });
});

describe("the club's offer and the member's profile", () => {
  it("is off until the owner turns it on; a save that does not send it keeps it; the change is audited", async () => {
    expect((await t.client().get(clubPath)).data.match_categories).toBe(false);
    const { owner: o, order } = await memberBooking(t, { id: slot, date: D }, { pay: false });
    await db().update(members).set({ playsIn: "women" }).where(eq(members.id, o.member.id));
    const refused = await open(o, order.order_id, "women");
    expect([refused.statusCode, refused.data.code, Object.keys(refused.data.errors ?? {})]).toEqual([
      422,
      "match_category_not_offered",
      ["category"],
    ]);
    await offer(true);
    const kept = await t.client().put(adminClubPath, club, { token: owner });
    expect([kept.statusCode, kept.data.match_categories]).toEqual([200, true]);
    const audit = await auditRowsOf(t.app, "1");
    expect(audit.some((a) => a.action === "club.update" && (a.after as { match_categories?: boolean }).match_categories)).toBe(
      true,
    );
    const bad = await t.client().put(adminClubPath, { ...club, match_categories: "yes" }, { token: owner });
    expect([bad.statusCode, Object.keys(bad.data.errors ?? {})]).toEqual([422, ["match_categories"]]);
  });

  it("lets a member say which matches they play in, keep it when not sent, and take it back", async () => {
    const m = await memberToken(t.app, t.client());
    const me = async () => (await t.client().get(apiPaths.member(m.member.email), { token: m.token })).data;
    expect((await me()).plays_in).toBeNull();
    const said = await setPlaysIn(m, "women");
    expect([said.statusCode, said.data.plays_in]).toEqual([200, "women"]);
    await t.client().put(apiPaths.profile, { name: "Renamed" }, { token: m.token });
    expect((await me()).plays_in).toBe("women");
    expect((await setPlaysIn(m, null)).data.plays_in).toBeNull();
    const bad = await t.client().put(apiPaths.profile, { name: "X", plays_in: "other" }, { token: m.token });
    expect([bad.statusCode, Object.keys(bad.data.errors ?? {})]).toEqual([422, ["plays_in"]]);
  });
});

describe("women's, men's and mixed matches", () => {
  beforeAll(() => offer(true));

  it("opens a women's match only for an owner whose profile fits; lists it with its category, found by it", async () => {
    const { owner: o, order } = await memberBooking(t, { id: slot, date: D }, { pay: false });
    const unknown = await open(o, order.order_id, "women");
    expect([unknown.statusCode, unknown.data.code]).toEqual([409, "match_category_unknown"]);
    await setPlaysIn(o, "men");
    const other = await open(o, order.order_id, "women");
    expect([other.data.code, other.data.params]).toEqual(["match_category", { category: "women", plays_in: "men" }]);
    expect(other.data.message).toContain("your profile says you play in men's matches");
    await setPlaysIn(o, "women");
    expect((await open(o, order.order_id, "women")).statusCode).toBe(200);
    await payByLink(t, (await t.client().get(apiPaths.order("tennis", order.order_id), { token: o.token })).data);

    expect((await listed(`?date=${D}`)).find((m) => m.order_id === order.order_id)?.category).toBe("women");
    expect((await listed(`?date=${D}&category=women`)).some((m) => m.order_id === order.order_id)).toBe(true);
    expect((await listed(`?date=${D}&category=mixed`)).some((m) => m.order_id === order.order_id)).toBe(false);
    expect((await t.client().get(`${matchPaths.list("tennis")}?category=other`)).statusCode).toBe(422);
  });

  it("refuses joiners whose profile does not fit, saying why and in their language", async () => {
    const { order } = await openedMatch("women");
    const unknown = await join(await player(null), order.order_id);
    expect([unknown.statusCode, unknown.data.code, unknown.data.params]).toEqual([
      409,
      "match_category_unknown",
      { category: "women" },
    ]);
    const man = await player("men");
    const other = await join(man, order.order_id);
    expect([other.statusCode, other.data.code, other.data.params]).toEqual([
      409,
      "match_category",
      { category: "women", plays_in: "men" },
    ]);
    const spanish = await t
      .client()
      .post(
        matchPaths.join("tennis", order.order_id),
        { pay: "credit" },
        { token: man.token, headers: { "accept-language": "es" } },
      );
    expect(spanish.data.message).toBe(
      "Este es un partido femenino; tu perfil dice que juegas partidos masculinos. Si no es así, cámbialo en tu perfil.",
    );
    expect((await join(await player("women"), order.order_id)).statusCode).toBe(200);
  });

  it("fills a mixed match two and two: the owner counts, a third of one category is refused", async () => {
    const { order } = await openedMatch("mixed", "women");
    expect((await join(await player("women"), order.order_id)).statusCode).toBe(200);
    const third = await join(await player("women"), order.order_id);
    expect([third.statusCode, third.data.code, third.data.params]).toEqual([
      409,
      "match_category_full",
      { category: "mixed", plays_in: "women", limit: 2 },
    ]);
    expect(third.data.message).toBe("This mixed match already has its 2 women: the places left are for men.");
    expect((await join(await player("men"), order.order_id)).statusCode).toBe(200);
    expect((await join(await player("men"), order.order_id)).statusCode).toBe(200);
    expect((await join(await player("men"), order.order_id)).data.code).toBe("match_full");
  });

  it("counts the players the owner added, and not a card claim that lapsed", async () => {
    const { owner: o, order } = await memberBooking(t, { id: slot, date: D }, { pay: false });
    await setPlaysIn(o, "men");
    const friend = await player("men");
    await t.client().post(playerPaths.players("tennis", order.order_id), { email: friend.member.email }, { token: o.token });
    expect((await open(o, order.order_id, "mixed")).statusCode).toBe(200);
    await payByLink(t, (await t.client().get(apiPaths.order("tennis", order.order_id), { token: o.token })).data);
    // Two men already: the men's half is full.
    expect((await join(await player("men"), order.order_id)).data.code).toBe("match_category_full");
    const late = await player("women");
    expect((await join(late, order.order_id, "card")).statusCode).toBe(200);
    expect((await join(await player("women"), order.order_id)).statusCode).toBe(200);
    expect((await join(await player("women"), order.order_id)).data.code).toBe("match_full");
    // The card claim lapses unpaid: not counted, its place is a woman's to take again (two women then).
    t.clock.advance(16 * 60_000);
    expect((await join(await player("women"), order.order_id)).statusCode).toBe(200);
  });

  it("refuses a mixed match whose owner has more of one category on it than half", async () => {
    const { owner: o, order } = await memberBooking(t, { id: slot, date: D }, { pay: false });
    await setPlaysIn(o, "women");
    for (const p of [await player("women"), await player("women")]) {
      await t.client().post(playerPaths.players("tennis", order.order_id), { email: p.member.email }, { token: o.token });
    }
    const res = await open(o, order.order_id, "mixed");
    expect([res.statusCode, res.data.code, res.data.params]).toEqual([
      409,
      "match_category_full",
      { category: "mixed", plays_in: "women", limit: 2 },
    ]);
  });

  it.runIf(onPostgres)(
    "on PostgreSQL, ten women and ten men joining a 4-player mixed match at once: never three of one category",
    async () => {
      const { order } = await openedMatch("mixed", "women");
      const joiners = await Promise.all([
        ...Array.from({ length: 10 }, () => player("women")),
        ...Array.from({ length: 10 }, () => player("men")),
      ]);
      const answers = await Promise.all(joiners.map((j) => join(j, order.order_id)));
      const codes = answers.map((a) => (a.statusCode === 200 ? "joined" : a.data.code));
      expect(codes.filter((c) => c === "joined")).toHaveLength(3);
      // Which refusal each got depends on the order the joins took the lock (after the third: full;
      // before it, a third of one category: category full); never anything else.
      const refusals = new Set(codes.filter((c) => c !== "joined"));
      expect([...refusals].filter((c) => c !== "match_category_full" && c !== "match_full")).toEqual([]);
      const paid = await db()
        .select({ playsIn: members.playsIn })
        .from(orders)
        .innerJoin(members, eq(members.id, orders.memberId))
        .where(and(eq(orders.parentOrderId, order.order_id), eq(orders.openPlace, true), eq(orders.status, "paid")));
      const women = paid.filter((p) => p.playsIn === "women").length + 1;
      const men = paid.filter((p) => p.playsIn === "men").length;
      expect([women, men]).toEqual([2, 2]);
    },
  );
});
