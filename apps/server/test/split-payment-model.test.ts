import { apiPaths, creditApiPaths, playerPaths, sharePaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPlayers, orders, payments } from "../src/db/schema.ts";
import { appendCreditEntry, balanceOf } from "../src/modules/credit/ledger.ts";
import { settleShareDeadlines } from "../src/modules/shares/deadline.ts";
import { createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { payByLink } from "./support/moves.ts";
import { memberBooking } from "./support/players.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// Split payment as a state machine, checked after every step of random sequences of what an
// owner and their players do: add, remove, leave, split, the owner paying, players paying by
// card or club credit, the deadline, cancelling. The model says what each call must answer and
// what every share, payment and balance must then be.
const D = "2026-11-25";
const PRICE = 2003;
const CREDIT = 10_000;
let t: TestContext;
let slot: number;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12 });
  slot = (await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: PRICE })).id;
});
afterAll(() => t.close());

type Step =
  | { kind: "add" | "remove" | "leave"; who: number }
  | { kind: "split" | "ownerPays" | "deadline" | "cancel" }
  | { kind: "pay"; who: number; by: "card" | "credit" };

// Players 0–2 are members (with club credit); 3 is invited by e-mail.
const who = fc.integer({ min: 0, max: 3 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("add" as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom("remove" as const, "leave" as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("split" as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("ownerPays" as const) }) },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant("pay" as const), who, by: fc.constantFrom("card" as const, "credit" as const) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom("deadline" as const, "cancel" as const) }) },
);

// Most runs start by adding players and splitting (half of them with the owner paying), so the steps after have shares to act on.
const opening: fc.Arbitrary<Step[]> = fc
  .tuple(fc.uniqueArray(who, { minLength: 1, maxLength: 3 }), fc.constantFrom(true, true, true, false), fc.boolean())
  .map(([players, split, ownerPays]) => [
    ...players.map((i): Step => ({ kind: "add", who: i })),
    ...(split ? [{ kind: "split" } as Step] : []),
    ...(ownerPays ? [{ kind: "ownerPays" } as Step] : []),
  ]);

type ShareState = "unpaid" | "paid" | "owner_pays" | "cancelled" | "refunded";
/** `fell`: it fell to the owner (deadline, or its player left): the owner owes it from then on, paid or not. */
type ModelShare = { who: number; amount: number; state: ShareState; byCredit: boolean; onBooking: boolean; fell: boolean };
type Model = { status: "held" | "paid" | "cancelled" | "refunded"; players: Set<number>; shares: ModelShare[]; spent: number[] };
type Member = Awaited<ReturnType<typeof memberToken>>;
type Run = { owner: Member; pool: Member[]; orderId: string; model: Model };

const db = () => t.app.deps.database.db;
const emailOf = (run: Run, i: number) => (i < 3 ? (run.pool[i] as Member).member.email : "model.invited@example.test");
const openStatus = (m: Model) => m.status === "held" || m.status === "paid";

async function apply(run: Run, s: Step): Promise<void> {
  const { model } = run;
  const c = t.client();
  const token = run.owner.token;
  if (s.kind === "add") {
    const res = await c.post(
      playerPaths.players("tennis", run.orderId),
      { email: emailOf(run, s.who), name: "Model Player" },
      { token },
    );
    const ok = openStatus(model) && !model.players.has(s.who) && model.players.size + 1 < 4;
    expect(res.statusCode, res.body).toBe(ok ? 201 : 409);
    if (ok) model.players.add(s.who);
    return;
  }
  if (s.kind === "remove" || (s.kind === "leave" && s.who < 3)) {
    const id = await playerId(run, s.who);
    const res =
      s.kind === "remove"
        ? await c.delete(`${playerPaths.players("tennis", run.orderId)}/${id ?? 999_999}`, { token })
        : await c.post(playerPaths.leave("tennis", run.orderId), undefined, { token: (run.pool[s.who] as Member).token });
    const share = model.shares.find((x) => x.who === s.who && x.onBooking);
    // Removing asks first whether the booking is open; leaving, whether the caller is on it.
    const on = model.players.has(s.who);
    const open = openStatus(model);
    const refused = s.kind === "remove" ? (!open ? 409 : !on ? 404 : 0) : !on ? 404 : !open ? 409 : 0;
    const expected = refused || (share?.state === "paid" ? 409 : 200);
    expect(res.statusCode, res.body).toBe(expected);
    if (expected !== 200) return;
    model.players.delete(s.who);
    if (share) {
      share.onBooking = false;
      if (share.state === "unpaid") {
        share.state = "owner_pays";
        share.fell = true;
      }
    }
    return;
  }
  if (s.kind === "split") {
    const res = await c.post(sharePaths.split("tennis", run.orderId), {}, { token });
    const ok = model.status === "held" && model.shares.length === 0 && model.players.size > 0;
    expect(res.statusCode, res.body).toBe(ok ? 200 : 409);
    if (!ok) return;
    const each = Math.floor(PRICE / (model.players.size + 1));
    const order = [...model.players];
    model.shares = await orderedByPlayers(run, order, each);
    return;
  }
  if (s.kind === "ownerPays") {
    if (model.status !== "held") return;
    const order = (await c.get(apiPaths.order("tennis", run.orderId), { token })).data;
    await payByLink(t, order);
    model.status = "paid";
    return;
  }
  if (s.kind === "pay") {
    const share = model.shares.find((x) => x.who === s.who);
    if (!share) return;
    const row = (await db().select().from(orders).where(eq(orders.parentOrderId, run.orderId))).find(
      (o) => (o.billing as { email: string }).email === emailOf(run, s.who),
    );
    if (!row) throw new Error("share row missing");
    const payable = model.status === "paid" && (share.state === "unpaid" || share.state === "owner_pays");
    if (s.by === "credit") {
      // Only the member who owes it: a player until it falls to the owner.
      if (s.who === 3) return;
      const res = await c.post(creditApiPaths.payOrder(row.id), undefined, { token: (run.pool[s.who] as Member).token });
      const owes = share.state === "unpaid";
      // A share that fell is the owner's: as unknown to the player as anyone's order.
      expect(res.statusCode, res.body).toBe(share.fell ? 404 : !owes ? 409 : payable ? 200 : 409);
      if (owes && payable) {
        share.state = "paid";
        share.byCredit = true;
        (model.spent as number[])[s.who] = (model.spent[s.who] ?? 0) + share.amount;
      }
      return;
    }
    const key = new URL((await shareLinks(run))[row.id] ?? "http://x/").searchParams.get("key") ?? "";
    const res = await c.post(sharePaths.checkout(row.id), { key });
    expect(res.statusCode, res.body).toBe(payable ? 200 : 409);
    if (!payable) return;
    await payByLink(t, { inv: res.data.inv, paymentlink: res.data.paymentlink });
    share.state = "paid";
    return;
  }
  if (s.kind === "deadline") {
    await setRules(t.app, "tennis", { totalDays: 12, shareDeadlineHours: 168 });
    try {
      await Promise.all([settleShareDeadlines(t.app.deps), settleShareDeadlines(t.app.deps)]);
    } finally {
      await setRules(t.app, "tennis", { totalDays: 12 });
    }
    if (model.status === "paid") {
      for (const x of model.shares.filter((y) => y.state === "unpaid")) Object.assign(x, { state: "owner_pays", fell: true });
    }
    return;
  }
  if (s.kind === "cancel") {
    const res = await c.post(apiPaths.orderCancel("tennis", run.orderId), undefined, { token });
    expect(res.statusCode, res.body).toBe(openStatus(model) ? 200 : 409);
    if (!openStatus(model)) return;
    const wasPaid = model.status === "paid";
    for (const x of model.shares) {
      if (x.state === "paid") {
        x.state = "refunded";
        if (x.byCredit) (model.spent as number[])[x.who] = (model.spent[x.who] ?? 0) - x.amount;
      } else if (x.state === "unpaid" || x.state === "owner_pays") x.state = "cancelled";
    }
    model.status = wasPaid ? "refunded" : "cancelled";
  }
}

async function playerId(run: Run, i: number): Promise<number | undefined> {
  const rows = await db().select().from(bookingPlayers).where(eq(bookingPlayers.orderId, run.orderId));
  const target = rows.find((p) => (i === 3 ? p.email === emailOf(run, 3) : p.memberId === (run.pool[i] as Member).member.id));
  return target?.id;
}

async function shareLinks(run: Run): Promise<Record<string, string>> {
  const res = await t.client().get(sharePaths.shares("tennis", run.orderId), { token: run.owner.token });
  return Object.fromEntries((res.data.shares as { share_id: string; link: string }[]).map((s) => [s.share_id, s.link]));
}

async function orderedByPlayers(run: Run, players: number[], each: number): Promise<ModelShare[]> {
  const rows = await db().select().from(orders).where(eq(orders.parentOrderId, run.orderId));
  expect(rows).toHaveLength(players.length);
  return players.map((who) => ({ who, amount: each, state: "unpaid", byCredit: false, onBooking: true, fell: false }));
}

/** What the database must hold after every step. */
async function check(run: Run): Promise<void> {
  const { model } = run;
  const [booking] = await db().select().from(orders).where(eq(orders.id, run.orderId));
  const shares = await db().select().from(orders).where(eq(orders.parentOrderId, run.orderId));
  expect(shares.reduce((n, s) => n + s.total, 0)).toBe(booking?.sharedOut);
  expect(booking?.status).toBe(model.status === "held" ? "pending" : model.status);
  for (const x of model.shares) {
    const row = shares.find((s) => (s.billing as { email: string }).email === emailOf(run, x.who));
    const state = !row
      ? "missing"
      : row.status === "pending"
        ? row.fellToOwnerAt
          ? "owner_pays"
          : "unpaid"
        : row.status === "expired"
          ? "cancelled"
          : row.status;
    expect(state, `share of player ${x.who}`).toBe(x.state);
    const money = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, row?.id ?? ""));
    const net = money.reduce((n, p) => n + (p.kind === "charge" ? p.amount : -p.amount), 0);
    expect(net, `money of player ${x.who}'s share`).toBe(x.state === "paid" ? x.amount : 0);
    if (x.fell) expect(row?.memberId).toBe(run.owner.member.id);
  }
  for (const [i, m] of run.pool.entries()) expect(await balanceOf(db(), m.member.id)).toBe(CREDIT - (model.spent[i] ?? 0));
  // The owner paid their share only: the total less the players' shares.
  const ownerMoney = await db().select().from(payments).where(eq(payments.orderId, run.orderId));
  const charged = ownerMoney.filter((p) => p.kind === "charge").reduce((n, p) => n + p.amount, 0);
  if (model.status !== "held" && model.status !== "cancelled") expect(charged).toBe(PRICE - (booking?.sharedOut ?? 0));
}

describe("split payment model", () => {
  it("after any sequence of adds, leaves, a split, payments, the deadline and a cancel, every share, payment and balance is as the model says", async () => {
    await fc.assert(
      fc.asyncProperty(opening, fc.array(step, { minLength: 4, maxLength: 12 }), async (start, rest) => {
        const steps = [...start, ...rest];
        const { owner, order } = await memberBooking(t, { id: slot, date: D }, { pay: false });
        const pool = await Promise.all([0, 1, 2].map(() => memberToken(t.app, t.client())));
        for (const m of pool) {
          await appendCreditEntry(db(), {
            memberId: m.member.id,
            amount: CREDIT,
            kind: "adjustment",
            reason: "model",
            at: t.app.deps.clock.now(),
          });
        }
        const run: Run = {
          owner,
          pool,
          orderId: order.order_id,
          model: { status: "held", players: new Set(), shares: [], spent: [] },
        };
        for (const s of steps) {
          await apply(run, s);
          await check(run);
        }
      }),
      { numRuns: 30 },
    );
    // Tens of HTTP steps a run: more than the suite's default 30 s on a loaded machine.
  }, 90_000);
});
