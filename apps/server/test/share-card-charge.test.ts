import { apiPaths, playerPaths, sharePaths } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members, orders, payments } from "../src/db/schema.ts";
import { createStripeClient } from "../src/modules/payments/stripe-provider.ts";
import { stripeSavedCards } from "../src/modules/payments/stripe-saved-cards.ts";
import { chargeFallenShares } from "../src/modules/shares/card-charge.ts";
import { settleShareDeadlines } from "../src/modules/shares/deadline.ts";
import { mailsTo } from "./support/back-office.ts";
import { createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { heldWithPlayers as heldWithPlayersAt, memberBooking } from "./support/players.ts";
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeStandIn,
  signedEvent,
  startStripeStandIn,
  stripeEnv,
} from "./support/stripe-stand-in.ts";
import type { TestCard } from "./support/stripe-stand-in-cards.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// Issue 14: with Stripe, the owner who agreed at checkout has the shares still unpaid at the
// deadline charged to the card their own share was paid with. The clock starts at Sun
// 2026-11-22T10:00Z; bookings are on Wed 25 Nov at 18:00 (Madrid), 20.03 split four ways.
const D = "2026-11-25";
const WEBHOOK = "/api/payments/stripe/webhook";

let stripe: StripeStandIn;
let t: TestContext;
let slot: number;

beforeAll(async () => {
  stripe = await startStripeStandIn({ now: () => t.clock.now().getTime() });
  t = await createTestApp({ ...stripeEnv(stripe), FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12 });
  slot = (await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: 2003 })).id;
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const db = () => t.app.deps.database.db;
type Member = Awaited<ReturnType<typeof memberToken>>;
type Share = { share_id: string; state: string; amount: number };

const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const sharesOf = async (bookingId: string) =>
  db().select().from(orders).where(eq(orders.parentOrderId, bookingId)).orderBy(orders.createdAt);
const paymentsOf = (id: string) => db().select().from(payments).where(eq(payments.orderId, id)).orderBy(payments.id);
const split = (m: Member, orderId: string, body?: Record<string, unknown>) =>
  t.client().post(sharePaths.split("tennis", orderId), body, { token: m.token });
const chargesOf = (shareId: string) => stripe.intents().filter((i) => (i.metadata as { order_id?: string }).order_id === shareId);
const sessionRequests = (orderId: string) =>
  stripe.requests.filter((r) => r.path === "/v1/checkout/sessions" && r.params.get("client_reference_id") === orderId);

/** The held booking a split divides four ways (support/players.ts). */
const heldWithPlayers = () => heldWithPlayersAt(t, { id: slot, date: D });

/** Another held booking of the owner's, on a court of its own: its id. */
const bookAs = async (owner: Member) => (await memberBooking(t, { id: slot, date: D }, { pay: false, owner })).order.order_id;

/** The owner pays their share on Stripe's page with `card`; Stripe's notice settles it. */
async function ownerPays(orderId: string, card: TestCard = "visa") {
  const session = stripe.pay((await orderRow(orderId))?.paymentRef ?? "-", card);
  const event = signedEvent("checkout.session.completed", session);
  const res = await t.app.inject({
    method: "POST",
    url: WEBHOOK,
    payload: event.payload,
    headers: { "content-type": "application/json", "stripe-signature": event.signature },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect((await orderRow(orderId))?.status).toBe("paid");
}

/** Sweeps with every booking's deadline come (a week before the start), as `sweeps` instances at once. */
async function atTheDeadline(sweeps = 1, sweep: typeof settleShareDeadlines = settleShareDeadlines) {
  await setRules(t.app, "tennis", { totalDays: 12, shareDeadlineHours: 168 });
  try {
    await Promise.all(Array.from({ length: sweeps }, () => sweep(t.app.deps)));
  } finally {
    await setRules(t.app, "tennis", { totalDays: 12 });
  }
  await t.app.deps.background.drain();
}

/** A split agreed to be charged to the card, its owner's share paid with `card`. */
async function consentingSplit(card: TestCard = "visa") {
  const booking = await heldWithPlayers();
  const done = await split(booking.owner, booking.order.order_id, { charge_card: true });
  expect(done.statusCode, done.body).toBe(200);
  await ownerPays(booking.order.order_id, card);
  return { ...booking, shares: done.data.shares as Share[] };
}

describe("the owner's consent at checkout", () => {
  it("is stored with its time; the owner's checkout keeps the card for their Stripe customer, made once; the notice records the card", async () => {
    const { owner, a, order } = await heldWithPlayers();
    const before = await t.client().get(sharePaths.shares("tennis", order.order_id), { token: owner.token });
    expect(before.data).toMatchObject({ saves_card: true, card_consent: false });

    const done = await split(owner, order.order_id, { charge_card: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.data).toMatchObject({ split: true, saves_card: true, card_consent: true });
    expect((await orderRow(order.order_id))?.cardConsentAt?.toISOString()).toBe(t.clock.now().toISOString());

    const opened = sessionRequests(order.order_id).at(-1);
    const [member] = await db().select().from(members).where(eq(members.id, owner.member.id));
    expect(member?.stripeCustomerId).toMatch(/^cus_test_/);
    expect(opened?.params.get("customer")).toBe(member?.stripeCustomerId);
    expect(opened?.params.get("payment_intent_data[setup_future_usage]")).toBe("off_session");
    expect(opened?.params.get("line_items[0][price_data][unit_amount]")).toBe("503");
    expect(opened?.idempotencyKey).toMatch(/-save$/);

    await ownerPays(order.order_id);
    const row = await orderRow(order.order_id);
    expect(row?.savedCardCustomer).toBe(member?.stripeCustomerId);
    expect(row?.savedCardMethod).toMatch(/^pm_test_/);
    // A player sees no consent (it is the owner's).
    const asPlayer = await t.client().get(sharePaths.shares("tennis", order.order_id), { token: a.token });
    expect(asPlayer.data).toMatchObject({ saves_card: true, card_consent: false });

    // The owner's next consenting checkout uses the same customer: none is made again.
    const customers = () => stripe.requests.filter((r) => r.path === "/v1/customers").length;
    const made = customers();
    const next = await bookAs(owner);
    const added = await t.client().post(
      playerPaths.players("tennis", next),
      { email: "sam@example.test", name: "Sam" },
      {
        token: owner.token,
      },
    );
    expect(added.statusCode, added.body).toBe(201);
    expect((await split(owner, next, { charge_card: true })).statusCode).toBe(200);
    expect(customers()).toBe(made);
    expect(sessionRequests(next).at(-1)?.params.get("customer")).toBe(member?.stripeCustomerId);
  });

  it("without it, the checkout keeps no card and shares unpaid at the deadline stay a balance due, mailed as before", async () => {
    const { owner, order } = await heldWithPlayers();
    const done = await split(owner, order.order_id);
    expect(done.data).toMatchObject({ saves_card: true, card_consent: false });
    const opened = sessionRequests(order.order_id).at(-1);
    expect(opened?.params.get("customer")).toBeNull();
    expect(opened?.params.get("payment_intent_data[setup_future_usage]")).toBeNull();
    await ownerPays(order.order_id);
    expect((await orderRow(order.order_id))?.savedCardMethod).toBeNull();

    await atTheDeadline();
    for (const share of await sharesOf(order.order_id)) {
      expect(chargesOf(share.id)).toEqual([]);
      expect(share).toMatchObject({ status: "pending", cardChargeAt: null, cardChargeResult: null });
    }
    const due = await t.client().get(sharePaths.balanceDue, { token: owner.token });
    expect(due.data.map((s: Share) => s.state)).toEqual(["owner_pays", "owner_pays", "owner_pays"]);
    const fell = (await mailsTo(t, owner.member.email)).filter((m) => m.subject.startsWith("A share fell to you"));
    expect(fell).toHaveLength(3);
  });
});

/** The deadline passes while Stripe takes the charges but every answer is lost on the way back. */
async function deadlineWithAnswersLost() {
  stripe.knobs.dropIntentAnswers = 9;
  try {
    await atTheDeadline();
  } finally {
    stripe.knobs.dropIntentAnswers = 0;
  }
}

describe("at the deadline", () => {
  it("charges each fallen share once, sweeps racing, settled as the share's card payment, and mails the owner what was charged", async () => {
    const { owner, b, order } = await consentingSplit();
    // B leaves unpaid: their share is the owner's at once (mailed), charged at the deadline with the rest.
    expect((await t.client().post(playerPaths.leave("tennis", order.order_id), undefined, { token: b.token })).statusCode).toBe(
      200,
    );
    const booking = await orderRow(order.order_id);
    await atTheDeadline(3);
    await atTheDeadline();

    const shares = await sharesOf(order.order_id);
    expect(shares).toHaveLength(3);
    for (const share of shares) {
      const charges = chargesOf(share.id);
      expect(charges.map((c) => [c.status, c.amount, c.customer, c.payment_method])).toEqual([
        ["succeeded", 500, booking?.savedCardCustomer, booking?.savedCardMethod],
      ]);
      const sent = stripe.requests.filter(
        (r) => r.path === "/v1/payment_intents" && r.idempotencyKey === `share-charge-${share.id}`,
      );
      expect(sent).toHaveLength(1);
      expect([sent[0]?.params.get("confirm"), sent[0]?.params.get("off_session"), sent[0]?.params.get("currency")]).toEqual([
        "true",
        "true",
        "eur",
      ]);
      expect(share).toMatchObject({ status: "paid", cardChargeResult: "charged" });
      expect((await paymentsOf(share.id)).map((p) => [p.provider, p.kind, p.providerRef, p.amount])).toEqual([
        ["stripe", "charge", charges[0]?.id, 500],
      ]);
    }
    const mails = await mailsTo(t, owner.member.email);
    const charged = mails.filter((m) => m.subject.startsWith("Your card was charged €5.00"));
    expect(charged).toHaveLength(3);
    // Each with its receipt; the share that fell at the deadline is not also mailed as fallen.
    expect(charged.every((m) => (m.attachments ?? []).some((a) => a.contentType === "application/pdf"))).toBe(true);
    expect(mails.filter((m) => m.subject.startsWith("A share fell to you"))).toHaveLength(1);
    expect((await t.client().get(sharePaths.balanceDue, { token: owner.token })).data).toEqual([]);
  });

  it("a charge whose answer was lost is asked again with the same key once its claim is stale: one charge", async () => {
    const { order } = await consentingSplit();
    await deadlineWithAnswersLost();
    const claimed = await sharesOf(order.order_id);
    expect(claimed.map((s) => [s.status, s.cardChargeResult, s.cardChargeAt !== null])).toEqual([
      ["pending", null, true],
      ["pending", null, true],
      ["pending", null, true],
    ]);
    await atTheDeadline(); // the claims are fresh: left alone
    expect((await sharesOf(order.order_id)).every((s) => s.status === "pending")).toBe(true);
    t.clock.advance(11 * 60_000);
    // Instances racing for the stale claims (the charge pass alone): each share is claimed by one.
    await atTheDeadline(6, chargeFallenShares);
    for (const share of await sharesOf(order.order_id)) {
      expect(share.status).toBe("paid");
      expect(chargesOf(share.id)).toHaveLength(1);
      expect(await paymentsOf(share.id)).toHaveLength(1);
      // The first call with the client's two retries, then the stale claim's once: all under one key.
      const sent = stripe.requests.filter((r) => r.idempotencyKey === `share-charge-${share.id}`);
      expect(sent).toHaveLength(4);
    }
  });

  it("a charge still unanswered a day after it fell is not asked again (Stripe forgets the key): it stays a balance due", async () => {
    const { order } = await consentingSplit();
    await deadlineWithAnswersLost();
    const asked = stripe.requests.length;
    t.clock.advance(21 * 3_600_000);
    try {
      await atTheDeadline(1, chargeFallenShares);
      expect(stripe.requests.length).toBe(asked);
      const shares = await sharesOf(order.order_id);
      expect(shares).toHaveLength(3);
      for (const share of shares) {
        expect(share).toMatchObject({ status: "pending", cardChargeResult: "declined" });
      }
    } finally {
      t.clock.advance(-21 * 3_600_000);
    }
  });

  it("a declined card, or one that needs its holder, leaves the share a balance due and mails the owner how to pay it", async () => {
    for (const card of ["declined", "authentication_required"] as const) {
      const { owner, order } = await consentingSplit(card);
      await atTheDeadline();
      await atTheDeadline();
      const shares = await sharesOf(order.order_id);
      for (const share of shares) {
        expect(share).toMatchObject({ status: "pending", cardChargeResult: "declined" });
        expect(chargesOf(share.id).map((c) => c.status)).toEqual(["requires_payment_method"]);
        expect(await paymentsOf(share.id)).toEqual([]);
      }
      const mails = await mailsTo(t, owner.member.email);
      const failed = mails.filter((m) => m.subject.startsWith("Your card could not be charged: €5.00 due"));
      expect(failed, card).toHaveLength(3);
      expect(failed[0]?.text).toContain("Pay it from your profile, by card or with club credit, or at the desk.");
      expect(failed[0]?.text).toContain("http://courtside.test/share/");
      expect(mails.filter((m) => m.subject.startsWith("A share fell to you"))).toHaveLength(0);
      const due = await t.client().get(sharePaths.balanceDue, { token: owner.token });
      const mine = due.data.filter((s: Share) => shares.some((x) => x.id === s.share_id));
      expect(mine.map((s: Share) => s.state)).toEqual(["owner_pays", "owner_pays", "owner_pays"]);
      // The owner pays one by card from the balance due: a checkout of its own opens.
      const opened = await t.client().post(sharePaths.checkout(mine[0].share_id), { key: mine[0].key });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.data.paymentlink).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    }
  });

  it("a booking cancelled after its shares were charged to the card returns that money to the card", async () => {
    const { owner, order } = await consentingSplit();
    await atTheDeadline();
    const shares = await sharesOf(order.order_id);
    expect(shares.map((s) => s.status)).toEqual(["paid", "paid", "paid"]);
    const before = stripe.requests.length;
    const cancelled = await t.client().post(apiPaths.orderCancel("tennis", order.order_id), undefined, { token: owner.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.data.status).toBe("refunded");
    const refunds = stripe.requests.slice(before).filter((r) => r.path === "/v1/refunds");
    for (const share of shares) {
      const charge = chargesOf(share.id)[0];
      expect(refunds.filter((r) => r.params.get("payment_intent") === charge?.id).map((r) => r.params.get("amount"))).toEqual([
        "500",
      ]);
      expect((await paymentsOf(share.id)).map((p) => [p.kind, p.provider, p.amount])).toEqual([
        ["charge", "stripe", 500],
        ["refund", "stripe", 500],
      ]);
      expect((await orderRow(share.id))?.status).toBe("refunded");
    }
    const told = (await mailsTo(t, owner.member.email)).filter((m) =>
      m.subject.startsWith("Booking cancelled, your share refunded"),
    );
    expect(told).toHaveLength(3);
  });
});

describe("with the demo provider", () => {
  it("offers no saved card, ignores charge_card, and leaves the balance due as it was", async () => {
    const demo = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
    try {
      await setRules(demo.app, "tennis", { totalDays: 12 });
      const demoSlot = await createTimeslot(demo.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: 2003 });
      const { owner, order } = await memberBooking(demo, { id: demoSlot.id, date: D }, { pay: false });
      const player = await memberToken(demo.app, demo.client());
      await demo
        .client()
        .post(playerPaths.players("tennis", order.order_id), { email: player.member.email }, { token: owner.token });
      const done = await demo
        .client()
        .post(sharePaths.split("tennis", order.order_id), { charge_card: true }, { token: owner.token });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.data).toMatchObject({ saves_card: false, card_consent: false });
      const rows = demo.app.deps.database.db.select().from(orders);
      expect((await rows.where(eq(orders.id, order.order_id)))[0]?.cardConsentAt).toBeNull();
      const refused = await demo.client().post(
        sharePaths.split("tennis", order.order_id),
        { charge_card: "yes" },
        {
          token: owner.token,
        },
      );
      expect([refused.statusCode, Object.keys(refused.data.errors ?? {})]).toEqual([422, ["charge_card"]]);
      const [share] = await demo.app.deps.database.db
        .select()
        .from(orders)
        .where(and(eq(orders.parentOrderId, order.order_id), eq(orders.kind, "share")));
      expect(share?.cardChargeAt).toBeNull();
    } finally {
      await demo.close();
    }
  });
});

describe("the Stripe stand-in", () => {
  it("refuses an off-session charge as Stripe does: fields missing, a card not the customer's, too small, a key reused otherwise", async () => {
    const client = createStripeClient({
      secretKey: STRIPE_TEST_KEY,
      webhookSecret: STRIPE_TEST_WEBHOOK_SECRET,
      apiBase: stripe.url,
    });
    const { order } = await consentingSplit();
    const card = await orderRow(order.order_id);
    const stranger = await stripeSavedCards(client).customerFor({ id: "m-1", name: "Stranger", email: "s@example.test" });
    const base = { customer: card?.savedCardCustomer ?? "", payment_method: card?.savedCardMethod ?? "", confirm: true };
    const refusal = (params: Record<string, unknown>, key?: string) =>
      client.paymentIntents
        .create(params as never, key ? { idempotencyKey: key } : undefined)
        .then(() => "charged")
        .catch((err: { type: string; code?: string; param?: string }) => [err.type, err.code ?? err.param ?? ""].join(" "));
    expect(await refusal({ ...base, currency: "eur" })).toBe("StripeInvalidRequestError parameter_missing");
    expect(await refusal({ ...base, amount: 500, currency: "eur", confirm: false, off_session: true })).toBe(
      "StripeInvalidRequestError off_session",
    );
    expect(await refusal({ ...base, amount: 500, currency: "eur", customer: stranger, off_session: true })).toBe(
      "StripeInvalidRequestError payment_method",
    );
    expect(await refusal({ ...base, amount: 49, currency: "eur", off_session: true })).toBe(
      "StripeInvalidRequestError amount_too_small",
    );
    expect(await refusal({ ...base, amount: 500, currency: "eur", off_session: true }, "k-1")).toBe("charged");
    expect(await refusal({ ...base, amount: 500, currency: "eur", off_session: true }, "k-1")).toBe("charged");
    expect(await refusal({ ...base, amount: 600, currency: "eur", off_session: true }, "k-1")).toBe("StripeIdempotencyError ");
    // One charge under the key, however often it was sent.
    expect(stripe.intents().filter((i) => i.customer === base.customer && i.status === "succeeded")).toHaveLength(1);
    // The provider takes a key reused otherwise as a final no, never as a second charge.
    const reused = await stripeSavedCards(client).charge({
      customer: base.customer,
      paymentMethod: base.payment_method,
      orderId: order.order_id,
      inv: "T-1",
      amount: 700,
      currency: "EUR",
      description: "test",
      idempotencyKey: "k-1",
    });
    expect(reused).toEqual({ kind: "declined", code: "StripeIdempotencyError" });
  });
});
