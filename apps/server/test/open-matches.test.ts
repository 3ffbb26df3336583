import { apiPaths, levelPaths, matchPaths, playerPaths, sharePaths } from "@courtside/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments } from "../src/db/schema.ts";
import { appendCreditEntry, balanceOf } from "../src/modules/credit/ledger.ts";
import { settleMatchDeadlines } from "../src/modules/matches/deadline.ts";
import { orderAccessKey } from "../src/modules/orders/access-keys.ts";
import { settleShareDeadlines } from "../src/modules/shares/deadline.ts";
import { mailsTo } from "./support/back-office.ts";
import { createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { payByLink } from "./support/moves.ts";
import { memberBooking } from "./support/players.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at Sun 2026-11-22T10:00Z; matches are on Wed 25 Nov at 18:00 (Madrid).
const D = "2026-11-25";
const onPostgres = process.env.TEST_DB === "postgres";

let t: TestContext;
let slot: number;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12 });
  // 20.00 between four: 5.00 a place.
  slot = (await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: 2000 })).id;
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
type Member = Awaited<ReturnType<typeof memberToken>>;
const terms = { level_min: 3, level_max: 4.5, style: "friendly", audience: "anyone", keep_if_not_full: false };

const open = (m: Member, orderId: string, body: Record<string, unknown> = terms) =>
  t.client().post(matchPaths.open("tennis", orderId), body, { token: m.token });
const list = async (query = "", m?: Member) =>
  (await t.client().get(`${matchPaths.list("tennis")}${query}`, m ? { token: m.token } : {})).data as {
    order_id: string;
    places_left: number;
    price_per_place: number;
    players: string[];
    status: string;
  }[];
const join = (m: Member, orderId: string, pay: "credit" | "card") =>
  t.client().post(matchPaths.join("tennis", orderId), { pay }, { token: m.token });
const orderOf = async (m: Member, orderId: string) =>
  (await t.client().get(apiPaths.order("tennis", orderId), { token: m.token })).data;
const withLevel = async (level: number, credit = 0) => {
  const m = await memberToken(t.app, t.client());
  expect((await t.client().put(levelPaths.mine("tennis"), { level }, { token: m.token })).statusCode).toBe(200);
  if (credit > 0) {
    await appendCreditEntry(db(), {
      memberId: m.member.id,
      amount: credit,
      kind: "adjustment",
      reason: "test",
      at: t.app.deps.clock.now(),
    });
  }
  return m;
};
const liveShareSum = async (bookingId: string) => {
  const [row] = await db()
    .select({ sum: sql<number>`coalesce(sum(${orders.total}), 0)::int` })
    .from(orders)
    .where(and(eq(orders.parentOrderId, bookingId), sql`${orders.status} <> 'expired'`));
  return row?.sum ?? 0;
};

/** A held booking with one friend on it, opened as a match (two places), the owner's share paid. */
async function openedMatch(body: Record<string, unknown> = terms) {
  const { owner, order } = await memberBooking(t, { id: slot, date: D }, { pay: false });
  const friend = await memberToken(t.app, t.client());
  await t.client().post(playerPaths.players("tennis", order.order_id), { email: friend.member.email }, { token: owner.token });
  const opened = await open(owner, order.order_id, body);
  expect(opened.statusCode, opened.body).toBe(200);
  await payByLink(t, await orderOf(owner, order.order_id));
  return { owner, friend, order, opened: opened.data };
}

describe("open matches", () => {
  it("opens a held booking's free places in equal shares, listed once its owner paid, found by date and level", async () => {
    const { owner, order } = await memberBooking(t, { id: slot, date: D }, { pay: false });
    const wrong = await open(owner, order.order_id, { ...terms, level_min: 5, level_max: 4 });
    expect([wrong.statusCode, Object.keys(wrong.data.errors ?? {})]).toEqual([422, ["level_max"]]);
    const opened = await open(owner, order.order_id);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.data).toMatchObject({ split: true, owner_share: 500, open_match: true });
    expect(opened.data.shares.map((s: { open_place: boolean; amount: number }) => [s.open_place, s.amount])).toEqual([
      [true, 500],
      [true, 500],
      [true, 500],
    ]);
    expect((await open(owner, order.order_id)).data.code).toBe("split_already");
    // A place is bought by joining: no link to pay one, and its checkout refuses without a joiner.
    expect(opened.data.shares.every((s: { link: string | null }) => s.link === null)).toBe(true);
    const [place] = await db().select().from(orders).where(eq(orders.parentOrderId, order.order_id)).limit(1);
    const key = orderAccessKey(t.app.deps.appSecret, place?.id ?? "");
    const byLink = await t.client().post(sharePaths.checkout(place?.id ?? ""), { key });
    expect([byLink.statusCode, byLink.data.params?.state]).toEqual([409, "open_place"]);
    // Not listed while the owner has not paid.
    expect((await list()).some((m) => m.order_id === order.order_id)).toBe(false);
    await payByLink(t, await orderOf(owner, order.order_id));
    const listed = (await list()).find((m) => m.order_id === order.order_id);
    expect(listed).toMatchObject({ places_left: 3, price_per_place: 500, players: [owner.member.name], status: "open" });
    expect((await list(`?date=${D}&level=3.5`)).some((m) => m.order_id === order.order_id)).toBe(true);
    expect((await list("?date=2026-11-26")).some((m) => m.order_id === order.order_id)).toBe(false);
    expect((await list("?level=5")).some((m) => m.order_id === order.order_id)).toBe(false);
    expect((await t.client().get(`${matchPaths.list("tennis")}?level=9`)).statusCode).toBe(422);
    // The players' cap counts places still for sale.
    const extra = await t
      .client()
      .post(playerPaths.players("tennis", order.order_id), { email: "x@example.test", name: "X" }, { token: owner.token });
    expect(extra.data.code).toBe("players_full");
  });

  it("a full booking has no places to open", async () => {
    const { owner, order } = await memberBooking(t, { id: slot, date: D }, { pay: false });
    for (const n of [1, 2, 3]) {
      await t
        .client()
        .post(
          playerPaths.players("tennis", order.order_id),
          { email: `p${n}.${order.inv}@example.test`, name: `P${n}` },
          { token: owner.token },
        );
    }
    const res = await open(owner, order.order_id);
    expect([res.statusCode, res.data.code, res.data.params]).toEqual([409, "match_no_places", { limit: 4 }]);
  });

  it("joins by the match's terms: level set and in range, once; by credit at once, by card holding the place until the hold lapses", async () => {
    const { owner, order } = await openedMatch();
    const noLevel = await memberToken(t.app, t.client());
    expect((await join(noLevel, order.order_id, "credit")).data.code).toBe("match_level_unknown");
    const tooGood = await withLevel(5.5);
    const refused = await join(tooGood, order.order_id, "credit");
    expect([refused.data.code, refused.data.params]).toEqual(["match_level", { level: "5.5", min: "3.0", max: "4.5" }]);
    const poor = await withLevel(3.5, 100);
    const short = await join(poor, order.order_id, "credit");
    expect(short.data.code).toBe("credit_insufficient");
    expect((await list()).find((m) => m.order_id === order.order_id)?.places_left).toBe(2);

    const ana = await withLevel(3.5, 1000);
    const joined = await join(ana, order.order_id, "credit");
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.data).toMatchObject({ paid: true, paymentlink: null, match: { places_left: 1, you_play: true } });
    expect(await balanceOf(db(), ana.member.id)).toBe(500);
    // The owner hears who joined.
    const joinedMail = (await mailsTo(t, owner.member.email)).find((m) =>
      m.subject.startsWith(`${ana.member.name} joined your match`),
    );
    expect(joinedMail?.text).toContain("€5.00");
    expect((await join(ana, order.order_id, "card")).data.code).toBe("match_already_in");
    expect((await join(owner, order.order_id, "card")).data.code).toBe("match_already_in");
    const games = (await t.client().get(playerPaths.myGames("tennis"), { token: ana.token })).data;
    expect(games.map((g: { order_id: string }) => g.order_id)).toContain(order.order_id);

    // Card: the last place is held for Bo; nobody else gets it meanwhile.
    const bo = await withLevel(4);
    const held = await join(bo, order.order_id, "card");
    expect(held.statusCode, held.body).toBe(200);
    expect(held.data).toMatchObject({ paid: false, match: { places_left: 0 } });
    expect(held.data.paymentlink).toContain("/pay/");
    const cy = await withLevel(4);
    expect((await join(cy, order.order_id, "card")).data.code).toBe("match_full");

    // Bo lets the hold lapse: the place goes to Cy, and Bo's late payment is refused.
    t.clock.advance(16 * 60_000);
    const cyJoined = await join(cy, order.order_id, "card");
    expect(cyJoined.statusCode, cyJoined.body).toBe(200);
    const boKey = new URL(held.data.paymentlink).searchParams.get("key") ?? "";
    const [boShare] = await db().select().from(orders).where(eq(orders.id, held.data.share_id));
    expect(boShare?.status).toBe("expired");
    const late = await t.client().post(apiPaths.demoPay(boShare?.inv ?? ""), { key: boKey });
    expect(late.statusCode).toBe(409);
    const cyShare = await db().select().from(orders).where(eq(orders.id, cyJoined.data.share_id));
    await payByLink(t, { inv: cyShare[0]?.inv ?? "", paymentlink: cyJoined.data.paymentlink });
    expect(await liveShareSum(order.order_id)).toBe(1500);
    const shares = (await t.client().get(sharePaths.shares("tennis", order.order_id), { token: owner.token })).data.shares;
    // The friend's share, Ana's place, and the place offered again that Cy paid.
    expect(shares.map((s: { state: string }) => s.state)).toEqual(["unpaid", "paid", "paid"]);
  });

  it("not full by the deadline: cancelled once and everyone refunded to where they paid from, unless the owner keeps it", async () => {
    const cancelled = await openedMatch();
    const ana = await withLevel(3.5, 1000);
    expect((await join(ana, cancelled.order.order_id, "credit")).statusCode).toBe(200);
    const kept = await openedMatch({ ...terms, keep_if_not_full: true });

    await setRules(t.app, "tennis", { totalDays: 12, shareDeadlineHours: 168 });
    try {
      // Deadlines are set when a match opens: these two are moved to now, as the rule would have put them.
      const past = new Date(t.app.deps.clock.now().getTime() - 60_000).toISOString();
      await db().execute(
        sql`update open_matches set deadline_at = ${past}::timestamptz where order_id in (${cancelled.order.order_id}, ${kept.order.order_id})`,
      );
      const sweeps = await Promise.all([settleMatchDeadlines(t.app.deps), settleMatchDeadlines(t.app.deps)]);
      expect(sweeps.reduce((a, b) => a + b, 0)).toBe(1);
      await settleShareDeadlines(t.app.deps);
    } finally {
      await setRules(t.app, "tennis", { totalDays: 12 });
    }
    const gone = await orderOf(cancelled.owner, cancelled.order.order_id);
    expect(gone.status).toBe("refunded");
    expect(await balanceOf(db(), ana.member.id)).toBe(1000);
    const ownerMoney = await db().select().from(payments).where(eq(payments.orderId, cancelled.order.order_id));
    expect(ownerMoney.map((p) => [p.kind, p.amount])).toEqual([
      ["charge", 500],
      ["refund", 500],
    ]);
    // Kept: its unsold places are the owner's balance due; the friend's share is theirs until then too.
    const due = (await t.client().get(sharePaths.balanceDue, { token: kept.owner.token })).data;
    expect(due.map((s: { amount: number }) => s.amount)).toEqual([500, 500, 500]);
    expect((await orderOf(kept.owner, kept.order.order_id)).status).toBe("paid");
  });

  it.runIf(onPostgres)(
    "on PostgreSQL, 50 members joining the last place at once: one gets it, the rest hear it is full",
    async () => {
      // Three players on it: one open place.
      const m = await memberBooking(t, { id: slot, date: D }, { pay: false });
      for (const n of [1, 2]) {
        await t
          .client()
          .post(
            playerPaths.players("tennis", m.order.order_id),
            { email: `race${n}.${m.order.inv}@example.test`, name: `R${n}` },
            { token: m.owner.token },
          );
      }
      const opened = await open(m.owner, m.order.order_id, { ...terms, level_min: null, level_max: null });
      expect(opened.statusCode, opened.body).toBe(200);
      await payByLink(t, await orderOf(m.owner, m.order.order_id));
      const joiners = await Promise.all(Array.from({ length: 50 }, () => withLevel(3.5, 1000)));
      const answers = await Promise.all(joiners.map((j) => join(j, m.order.order_id, "credit")));
      const codes = answers.map((a) => (a.statusCode === 200 ? "joined" : a.data.code));
      expect(codes.filter((c) => c === "joined")).toHaveLength(1);
      expect(new Set(codes.filter((c) => c !== "joined"))).toEqual(new Set(["match_full"]));
      const paidPlaces = await db()
        .select()
        .from(orders)
        .where(and(eq(orders.parentOrderId, m.order.order_id), eq(orders.openPlace, true), eq(orders.status, "paid")));
      expect(paidPlaces).toHaveLength(1);
      const spent = await Promise.all(joiners.map((j) => balanceOf(db(), j.member.id)));
      expect(spent.filter((b) => b === 500)).toHaveLength(1);
    },
  );
});
