import { adminBookingApiPaths, apiPaths, creditApiPaths, playerPaths, sharePaths } from "@courtside/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments } from "../src/db/schema.ts";
import { appendCreditEntry, balanceOf } from "../src/modules/credit/ledger.ts";
import { settleShareDeadlines } from "../src/modules/shares/deadline.ts";
import { mailsTo, staffSession } from "./support/back-office.ts";
import { createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { payByLink } from "./support/moves.ts";
import { heldWithPlayers as heldWithPlayersAt, memberBooking } from "./support/players.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at Sun 2026-11-22T10:00Z; bookings are on Wed 25 Nov at 18:00 (Madrid).
const D = "2026-11-25";
const onPostgres = process.env.TEST_DB === "postgres";

let t: TestContext;
let slot: number;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12 });
  // 20.03: four ways is 5.00 each and 5.03 for the owner.
  slot = (await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: 2003 })).id;
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
type Member = Awaited<ReturnType<typeof memberToken>>;
type Share = { share_id: string; name: string; amount: number; state: string; you: boolean; link: string | null };

const keyOf = (link: string) => new URL(link).searchParams.get("key") ?? "";
const split = (m: Member, orderId: string) => t.client().post(sharePaths.split("tennis", orderId), {}, { token: m.token });
const sharesOf = async (m: Member, orderId: string) =>
  (await t.client().get(sharePaths.shares("tennis", orderId), { token: m.token })).data as {
    split: boolean;
    owner_share: number;
    shares: Share[];
  };
const orderOf = async (m: Member, orderId: string) =>
  (await t.client().get(apiPaths.order("tennis", orderId), { token: m.token })).data;
const checkout = (share: Share) => t.client().post(sharePaths.checkout(share.share_id), { key: keyOf(share.link ?? "") });
const shareSum = async (bookingId: string) => {
  const [row] = await db()
    .select({ sum: sql<number>`coalesce(sum(${orders.total}), 0)::int` })
    .from(orders)
    .where(eq(orders.parentOrderId, bookingId));
  return row?.sum ?? 0;
};

/** The held booking a split divides four ways (support/players.ts). */
const heldWithPlayers = () => heldWithPlayersAt(t, { id: slot, date: D });

describe("split payment", () => {
  it("splits four ways (shares add up to the total), the owner's share confirms the courts, each player pays from their own link or with credit, and a cancellation refunds each share to whoever paid it", async () => {
    const { owner, a, b, order } = await heldWithPlayers();
    const done = await split(owner, order.order_id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.data).toMatchObject({ split: true, total: 2003, owner_share: 503, may_split: false });
    expect(done.data.shares.map((s: Share) => [s.amount, s.state])).toEqual([
      [500, "unpaid"],
      [500, "unpaid"],
      [500, "unpaid"],
    ]);
    expect(await shareSum(order.order_id)).toBe(1500);
    const held = await orderOf(owner, order.order_id);
    expect(held).toMatchObject({ status: "pending", total: 2003, shared_out: 1500 });
    expect(held.children ?? []).toEqual([]);

    // Nobody pays a share before the owner's confirms the courts; the players are not asked yet.
    const early = await checkout(done.data.shares[2]);
    expect([early.statusCode, early.data.code, early.data.params?.state]).toEqual([409, "share_not_payable", "waiting"]);
    await appendCreditEntry(db(), {
      memberId: a.member.id,
      amount: 800,
      kind: "adjustment",
      reason: "test",
      at: t.app.deps.clock.now(),
    });
    const creditEarly = await t
      .client()
      .post(creditApiPaths.payOrder(done.data.shares[0].share_id), undefined, { token: a.token });
    expect([creditEarly.statusCode, creditEarly.data.code]).toEqual([409, "share_not_payable"]);
    expect(await balanceOf(db(), a.member.id)).toBe(800);
    expect(await mailsTo(t, a.member.email)).toHaveLength(1); // the "added you" mail only

    await payByLink(t, held);
    const charged = await db().select().from(payments).where(eq(payments.orderId, order.order_id));
    expect(charged.map((p) => p.amount)).toEqual([503]);
    expect((await orderOf(owner, order.order_id)).status).toBe("paid");
    const asked = (await mailsTo(t, "ines.invited@example.test")).find((m) => m.subject.startsWith("Your share"));
    expect(asked?.text).toContain("http://courtside.test/share/");
    expect(asked?.text).toContain("€5.00");

    // A: club credit. Inés: her link, by card (anyone holding it).
    const byCredit = await t.client().post(creditApiPaths.payOrder(done.data.shares[0].share_id), undefined, { token: a.token });
    expect(byCredit.statusCode, byCredit.body).toBe(200);
    expect(await balanceOf(db(), a.member.id)).toBe(300);
    const ines = (await sharesOf(owner, order.order_id)).shares[2] as Share;
    const opened = await checkout(ines);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.data).toMatchObject({ state: "unpaid", amount: 500, payable: true, owner_name: owner.member.name });
    // A second call answers the same checkout.
    expect((await checkout(ines)).data.paymentlink).toBe(opened.data.paymentlink);
    await payByLink(t, { inv: opened.data.inv, paymentlink: opened.data.paymentlink });

    // The owner sees who paid; a player sees their own link only.
    const seen = await sharesOf(owner, order.order_id);
    expect(seen.shares.map((s) => s.state)).toEqual(["paid", "unpaid", "paid"]);
    const asB = await sharesOf(b, order.order_id);
    expect(asB.shares.map((s) => [s.you, s.link !== null])).toEqual([
      [false, false],
      [true, true],
      [false, false],
    ]);
    expect(await shareSum(order.order_id)).toBe(1500);

    // Refusals once paid: a split again, a share paid twice, a player who paid leaving.
    expect((await split(owner, order.order_id)).data.code).toBe("split_already");
    expect((await checkout(ines)).data.params?.state).toBe("paid");
    const leave = await t.client().post(playerPaths.leave("tennis", order.order_id), undefined, { token: a.token });
    expect([leave.statusCode, leave.data.code]).toEqual([409, "players_share_paid"]);
    // A share is not cancelled on its own by its key.
    const alone = await t.client().post(`${apiPaths.orderCancel("tennis", ines.share_id)}?key=${keyOf(ines.link ?? "")}`);
    expect([alone.statusCode, alone.data.code]).toEqual([409, "order_is_share"]);

    const cancelled = await t.client().post(apiPaths.orderCancel("tennis", order.order_id), undefined, { token: owner.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.data.status).toBe("refunded");
    expect(await balanceOf(db(), a.member.id)).toBe(800);
    const family = await db().select().from(orders).where(eq(orders.parentOrderId, order.order_id));
    expect(family.map((o) => o.status).sort()).toEqual(["cancelled", "refunded", "refunded"]);
    const inesRefund = await db().select().from(payments).where(eq(payments.orderId, ines.share_id));
    expect(inesRefund.map((p) => [p.kind, p.provider, p.amount])).toEqual([
      ["charge", "demo", 500],
      ["refund", "demo", 500],
    ]);
  });

  it("refuses a split without players, of a paid booking, and of someone else's booking, changing nothing", async () => {
    const { owner, order } = await memberBooking(t, { id: slot, date: D }, { pay: false });
    const none = await split(owner, order.order_id);
    expect([none.statusCode, none.data.code]).toEqual([409, "split_needs_players"]);
    const stranger = await memberToken(t.app, t.client());
    expect((await split(stranger, order.order_id)).statusCode).toBe(404);
    expect((await t.client().get(sharePaths.shares("tennis", order.order_id), { token: stranger.token })).statusCode).toBe(404);
    const paid = await memberBooking(t, { id: slot, date: D });
    await t
      .client()
      .post(playerPaths.players("tennis", paid.order.order_id), { email: stranger.member.email }, { token: paid.owner.token });
    const late = await split(paid.owner, paid.order.order_id);
    expect([late.statusCode, late.data.code, late.data.params]).toEqual([409, "split_not_pending", { status: "paid" }]);
    expect(await shareSum(paid.order.order_id)).toBe(0);
  });

  it("at the deadline unpaid shares fall to the owner once (a balance due, mailed), as does the share of a player who leaves", async () => {
    const { owner, a, b, order } = await heldWithPlayers();
    const done = (await split(owner, order.order_id)).data;
    await payByLink(t, await orderOf(owner, order.order_id));
    // B leaves unpaid: their share is the owner's at once.
    const left = await t.client().post(playerPaths.leave("tennis", order.order_id), undefined, { token: b.token });
    expect(left.statusCode, left.body).toBe(200);
    expect((await sharesOf(owner, order.order_id)).shares.map((s) => s.state)).toEqual(["unpaid", "owner_pays", "unpaid"]);

    // Nothing is due before the deadline (2 hours before the start by default).
    expect(await settleShareDeadlines(t.app.deps)).toBe(0);
    await setRules(t.app, "tennis", { totalDays: 12, shareDeadlineHours: 168 });
    try {
      const sweeps = await Promise.all([1, 2, 3, 4].map(() => settleShareDeadlines(t.app.deps)));
      expect(sweeps.reduce((x, y) => x + y, 0)).toBe(2);
    } finally {
      await setRules(t.app, "tennis", { totalDays: 12 });
    }
    const fellMails = (await mailsTo(t, owner.member.email)).filter((m) => m.subject.startsWith("A share fell to you"));
    expect(fellMails).toHaveLength(3);

    const due = await t.client().get(sharePaths.balanceDue, { token: owner.token });
    expect(due.data.map((s: { amount: number; state: string }) => [s.amount, s.state])).toEqual([
      [500, "owner_pays"],
      [500, "owner_pays"],
      [500, "owner_pays"],
    ]);
    // The player sees it is the owner's now; the owner pays one with credit and one by its link.
    expect((await sharesOf(a, order.order_id)).shares[0]).toMatchObject({ state: "owner_pays", you: false, link: null });
    await appendCreditEntry(db(), {
      memberId: owner.member.id,
      amount: 500,
      kind: "adjustment",
      reason: "test",
      at: t.app.deps.clock.now(),
    });
    const first = done.shares[0] as Share;
    expect((await t.client().post(creditApiPaths.payOrder(first.share_id), undefined, { token: owner.token })).statusCode).toBe(
      200,
    );
    const second = (await sharesOf(owner, order.order_id)).shares[1] as Share;
    const opened = await checkout(second);
    await payByLink(t, { inv: opened.data.inv, paymentlink: opened.data.paymentlink });
    // The last is paid at the desk: the order page shows it among the booking's, and staff take the share.
    const remaining = (await t.client().get(sharePaths.balanceDue, { token: owner.token })).data;
    expect(remaining).toHaveLength(1);
    const staff = await staffSession(t);
    const detail = await staff.get(adminBookingApiPaths.order(order.order_id));
    expect(detail.data.children.map((c: { order_id: string }) => c.order_id)).toContain(remaining[0].share_id);
    // The booking list names shares as such (not as extras).
    const listed = await staff.get(`${adminBookingApiPaths.bookings("tennis")}?q=${remaining[0].inv}`);
    expect(listed.data.data.map((r: { kind: string; parent_inv: string }) => [r.kind, r.parent_inv])).toEqual([
      ["share", order.inv],
    ]);
    const desk = await staff.post(adminBookingApiPaths.orderMarkPaid(remaining[0].share_id));
    expect(desk.statusCode, desk.body).toBe(200);
    const taken = await db().select().from(payments).where(eq(payments.orderId, remaining[0].share_id));
    expect(taken.map((p) => [p.provider, p.amount])).toEqual([["desk", 500]]);
    expect((await t.client().get(sharePaths.balanceDue, { token: owner.token })).data).toEqual([]);
  });

  it("the database keeps a booking's shares adding up to its shared_out, whoever writes", async () => {
    const { owner, order } = await heldWithPlayers();
    await split(owner, order.order_id);
    const [share] = await db().select().from(orders).where(eq(orders.parentOrderId, order.order_id)).limit(1);
    await expect(
      db()
        .update(orders)
        .set({ total: 1 })
        .where(eq(orders.id, share?.id ?? "")),
    ).rejects.toThrow();
    await expect(db().update(orders).set({ sharedOut: 1000 }).where(eq(orders.id, order.order_id))).rejects.toThrow();
    // Both together, as one transaction: consistent, so it commits.
    await db().transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ total: 499 })
        .where(eq(orders.id, share?.id ?? ""));
      await tx.update(orders).set({ sharedOut: 1499 }).where(eq(orders.id, order.order_id));
    });
    expect(await shareSum(order.order_id)).toBe(1499);
  });

  it.runIf(onPostgres)(
    "on PostgreSQL, a split racing the owner's payment either splits first (the payment takes the owner's share) or finds it paid",
    async () => {
      for (let i = 0; i < 3; i++) {
        const { owner, order } = await heldWithPlayers();
        const held = await orderOf(owner, order.order_id);
        const [splitting] = await Promise.allSettled([split(owner, order.order_id), payByLink(t, held)]);
        const charged = await db().select().from(payments).where(eq(payments.orderId, order.order_id));
        const code = splitting.status === "fulfilled" ? (splitting.value.data.code ?? "split") : "error";
        expect(charged.map((p) => p.amount)).toEqual([code === "split" ? 503 : 2003]);
        expect(["split", "split_not_pending"]).toContain(code);
      }
    },
  );
});
