import { apiPaths, matchPaths } from "@courtside/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPlayers, orders, payments } from "../src/db/schema.ts";
import { appendCreditEntry, balanceOf } from "../src/modules/credit/ledger.ts";
import { settleMatchDeadlines } from "../src/modules/matches/deadline.ts";
import { settleShareDeadlines } from "../src/modules/shares/deadline.ts";
import { createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { payByLink } from "./support/moves.ts";
import { memberBooking } from "./support/players.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// Open matches as a state machine: members join by credit or by card (a card claim may lapse
// and its place go to the next), pay their claims, the deadline comes (the match kept or
// cancelled), the owner cancels. After every step the model says who holds which place, what
// was paid and refunded, and every member's credit; the database must agree.
const D = "2026-11-25";
const PRICE = 2000;
const PLACE = 500;
const CREDIT = 2000;
const HOLD_MS = 15 * 60_000;
let t: TestContext;
let slot: number;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12, holdMinutes: 15 });
  slot = (await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: PRICE })).id;
});
afterAll(() => t.close());

type Step =
  | { kind: "join"; who: number; by: "credit" | "card" }
  | { kind: "payClaim"; who: number }
  | { kind: "lapse" | "deadline" | "cancel" };

const who = fc.integer({ min: 0, max: 4 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant("join" as const), who, by: fc.constantFrom("credit" as const, "card" as const) }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("payClaim" as const), who }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("lapse" as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom("deadline" as const, "cancel" as const) }) },
);

/** A member's place: held by a card claim (until `until`), or paid. */
type Place = { state: "claimed" | "paid"; by: "credit" | "card"; until: number; link?: { inv: string; paymentlink: string } };
type Model = {
  status: "open" | "cancelled" | "kept";
  places: Map<number, Place>;
  /** Joiners whose unpaid claim fell to the owner at the deadline: still players of the booking. */
  fallen: Set<number>;
  spent: number[];
};
type Member = Awaited<ReturnType<typeof memberToken>>;
/** `advanced`: how far this run moved the clock (put back after it, so runs never near the match's start). */
type Run = { owner: Member; pool: Member[]; orderId: string; keep: boolean; model: Model; advanced: number };

const db = () => t.app.deps.database.db;
const now = () => t.app.deps.clock.now().getTime();
const live = (m: Model) => [...m.places.entries()].filter(([, p]) => p.state === "paid" || p.until > now());

async function apply(run: Run, s: Step): Promise<void> {
  const { model } = run;
  const c = t.client();
  if (s.kind === "join") {
    const m = run.pool[s.who] as Member;
    const res = await c.post(matchPaths.join("tennis", run.orderId), { pay: s.by }, { token: m.token });
    const mine = model.places.get(s.who);
    const taken = live(model).filter(([i]) => i !== s.who).length;
    const expected =
      model.status === "cancelled"
        ? "match_closed"
        : mine?.state === "paid" || model.fallen.has(s.who)
          ? "match_already_in"
          : model.status === "kept" || (!mine && taken >= 3)
            ? "match_full"
            : "joined";
    expect(res.statusCode === 200 ? "joined" : res.data.code, res.body).toBe(expected);
    if (expected !== "joined") return;
    // A lapsed claim of someone else's may have been the place offered again: the database says which.
    if (!mine) await forgetLostClaims(run);
    if (s.by === "credit") {
      model.places.set(s.who, { state: "paid", by: "credit", until: Number.POSITIVE_INFINITY });
      (model.spent as number[])[s.who] = (model.spent[s.who] ?? 0) + PLACE;
    } else {
      model.places.set(s.who, {
        state: "claimed",
        by: "card",
        until: now() + HOLD_MS,
        link: { inv: "", paymentlink: res.data.paymentlink },
      });
    }
    return;
  }
  if (s.kind === "payClaim") {
    const place = model.places.get(s.who);
    if (place?.state !== "claimed" || !place.link) return;
    const key = new URL(place.link.paymentlink).searchParams.get("key") ?? "";
    const inv = decodeURIComponent(new URL(place.link.paymentlink).pathname.split("/").pop() ?? "");
    const res = await c.post(apiPaths.demoPay(inv), { key });
    // Paid while it is still theirs (held, or lapsed with nobody taking it since) and the match stands.
    const ok = model.status !== "cancelled";
    expect(res.statusCode, res.body).toBe(ok ? 200 : 409);
    if (ok) place.state = "paid";
    return;
  }
  if (s.kind === "lapse") {
    t.clock.advance(HOLD_MS + 60_000);
    run.advanced += HOLD_MS + 60_000;
    return;
  }
  if (s.kind === "deadline") {
    if (model.status !== "open") return;
    const past = new Date(now() - 60_000).toISOString();
    await db().execute(sql`update open_matches set deadline_at = ${past}::timestamptz where order_id = ${run.orderId}`);
    await Promise.all([settleMatchDeadlines(t.app.deps), settleMatchDeadlines(t.app.deps)]);
    const full = [...model.places.values()].filter((p) => p.state === "paid").length === 3;
    if (full) return;
    if (run.keep) {
      // The unsold places (and unpaid claims) fall to the owner with the other unpaid shares.
      await setRules(t.app, "tennis", { totalDays: 12, holdMinutes: 15, shareDeadlineHours: 168 });
      try {
        await settleShareDeadlines(t.app.deps);
      } finally {
        await setRules(t.app, "tennis", { totalDays: 12, holdMinutes: 15 });
      }
      for (const [i, p] of model.places) {
        if (p.state !== "claimed") continue;
        model.places.delete(i);
        model.fallen.add(i);
      }
      model.status = "kept";
      return;
    }
    model.status = "cancelled";
    for (const [i, p] of model.places) {
      if (p.state === "paid" && p.by === "credit") (model.spent as number[])[i] = (model.spent[i] ?? 0) - PLACE;
    }
    return;
  }
  if (s.kind === "cancel") {
    const res = await c.post(apiPaths.orderCancel("tennis", run.orderId), undefined, { token: run.owner.token });
    expect(res.statusCode, res.body).toBe(model.status === "cancelled" ? 409 : 200);
    if (model.status === "cancelled") return;
    for (const [i, p] of model.places) {
      if (p.state === "paid" && p.by === "credit") (model.spent as number[])[i] = (model.spent[i] ?? 0) - PLACE;
    }
    model.status = "cancelled";
  }
}

/** Lapsed card claims whose place went to someone else (their share expired) are no longer held. */
async function forgetLostClaims(run: Run): Promise<void> {
  for (const [i, p] of run.model.places) {
    if (p.state !== "claimed" || p.until > now()) continue;
    const member = (run.pool[i] as Member).member;
    const [held] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.parentOrderId, run.orderId), eq(orders.memberId, member.id), eq(orders.status, "pending")));
    if (!held) run.model.places.delete(i);
  }
}

/** What the database must hold after every step. */
async function check(run: Run): Promise<void> {
  const { model } = run;
  const [booking] = await db().select().from(orders).where(eq(orders.id, run.orderId));
  const shares = await db()
    .select()
    .from(orders)
    .where(and(eq(orders.parentOrderId, run.orderId), ne(orders.status, "expired")));
  // Three places, always: their shares add up to the booking's shared_out.
  expect(shares).toHaveLength(3);
  expect(shares.reduce((n, s) => n + s.total, 0)).toBe(booking?.sharedOut);
  const paidPlaces = shares.filter((s) => s.status === "paid" || s.status === "refunded");
  const modelPaid = [...model.places.entries()].filter(([, p]) => p.state === "paid");
  expect(paidPlaces).toHaveLength(modelPaid.length);
  for (const [i] of modelPaid) {
    const member = (run.pool[i] as Member).member;
    const share = shares.find((s) => s.memberId === member.id && !s.fellToOwnerAt);
    expect(share?.status, `player ${i}'s place`).toBe(model.status === "cancelled" ? "refunded" : "paid");
    const money = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, share?.id ?? ""));
    const net = money.reduce((n, p) => n + (p.kind === "charge" ? p.amount : -p.amount), 0);
    expect(net, `player ${i}'s money`).toBe(model.status === "cancelled" ? 0 : PLACE);
  }
  // Each player holds one live place at most, and every player row is a place's.
  const players = await db().select().from(bookingPlayers).where(eq(bookingPlayers.orderId, run.orderId));
  expect(new Set(players.map((p) => p.memberId)).size).toBe(players.length);
  for (const [i, m] of run.pool.entries())
    expect(await balanceOf(db(), m.member.id), `credit of ${i}`).toBe(CREDIT - (model.spent[i] ?? 0));
  if (model.status === "cancelled") expect(booking?.status).toBe("refunded");
  if (model.status === "kept")
    expect(shares.filter((s) => s.status === "pending").every((s) => s.memberId === run.owner.member.id)).toBe(true);
}

describe("open matches model", () => {
  it("after any sequence of joins by credit or card, lapsed claims, payments, the deadline and a cancel, places, money and credit are as the model says", async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(step, { minLength: 6, maxLength: 16 }), async (keep, steps) => {
        const { owner, order } = await memberBooking(t, { id: slot, date: D }, { pay: false });
        const opened = await t
          .client()
          .post(
            matchPaths.open("tennis", order.order_id),
            { level_min: null, level_max: null, style: "friendly", audience: "anyone", keep_if_not_full: keep },
            { token: owner.token },
          );
        expect(opened.statusCode, opened.body).toBe(200);
        await payByLink(t, (await t.client().get(apiPaths.order("tennis", order.order_id), { token: owner.token })).data);
        const pool = await Promise.all([0, 1, 2, 3, 4].map(() => memberToken(t.app, t.client())));
        for (const m of pool) {
          await appendCreditEntry(db(), {
            memberId: m.member.id,
            amount: CREDIT,
            kind: "adjustment",
            reason: "model",
            at: t.app.deps.clock.now(),
          });
        }
        const model: Model = { status: "open", places: new Map(), fallen: new Set(), spent: [] };
        const run: Run = { owner, pool, orderId: order.order_id, keep, model, advanced: 0 };
        try {
          for (const s of steps) {
            await apply(run, s);
            await check(run);
          }
        } finally {
          t.clock.advance(-run.advanced);
        }
      }),
      { numRuns: 20 },
    );
    // Tens of HTTP steps a run: more than the suite's default 30 s on a loaded machine.
  }, 90_000);
});
