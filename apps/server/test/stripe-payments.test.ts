import { randomUUID } from "node:crypto";
import { apiPaths, creditApiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, mailOutbox, orders, paymentEvents, payments } from "../src/db/schema.ts";
import { appendCreditEntry } from "../src/modules/credit/ledger.ts";
import { billing, createCourt, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
import { type StripeStandIn, signedEvent, startStripeStandIn, stripeEnv } from "./support/stripe-stand-in.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

const MINUTE = 60_000;
const tuesday = "2026-11-24";
const WEBHOOK = "/api/payments/stripe/webhook";

let stripe: StripeStandIn;
let t: TestContext;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(stripeEnv(stripe));
  await setRules(t.app, "tennis", { holdMinutes: 15, cancelHours: 24 });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const db = () => t.app.deps.database.db;
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const activeBookings = async (id: string) =>
  (await db().select().from(bookings).where(eq(bookings.orderId, id))).filter((b) => b.active).length;
const paymentsOf = (id: string) => db().select().from(payments).where(eq(payments.orderId, id)).orderBy(payments.id);
const mailsTo = async (email: string) => {
  await t.app.deps.background.drain();
  return db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
};

/** Delivers a raw body as Stripe does: no cookies, no anti-forgery token, the signature header only. */
const deliver = (payload: string, signature?: string) =>
  t.app.inject({
    method: "POST",
    url: WEBHOOK,
    payload,
    headers: { "content-type": "application/json; charset=utf-8", ...(signature && { "stripe-signature": signature }) },
  });

async function guestOrder(email = `guest-${randomUUID()}@example.test`) {
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceGuest: 2400 });
  const res = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [court.id], { billing: { ...billing, email } }));
  expect(res.statusCode).toBe(201);
  const session = stripe.session(res.data.order_id);
  if (!session) throw new Error("no checkout session was created");
  return { court, slot, order: res.data, session };
}

/** The session as Stripe sends it in checkout.session.completed once paid. */
const paidSession = (session: Record<string, unknown>) => ({ ...session, status: "complete", payment_status: "paid" });

describe("Stripe checkout", () => {
  it("opens a Checkout Session per order and answers its URL as the payment link", async () => {
    const before = stripe.requests.length;
    const { order, session } = await guestOrder();
    const sent = stripe.requests.slice(before).filter((r) => r.path === "/v1/checkout/sessions");
    expect(sent).toHaveLength(1);
    const params = sent[0]?.params;
    expect(order.paymentlink).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
    expect(params?.get("mode")).toBe("payment");
    expect(params?.get("line_items[0][price_data][unit_amount]")).toBe("2400");
    expect(params?.get("line_items[0][price_data][currency]")).toBe("eur");
    expect(params?.get("line_items[0][quantity]")).toBe("1");
    expect(params?.get("client_reference_id")).toBe(order.order_id);
    expect(params?.get("metadata[order_id]")).toBe(order.order_id);
    expect(params?.get("metadata[inv]")).toBe(order.inv);
    // The order, the amount and the expiry: a retry reuses it, a checkout opened again for another amount does not.
    expect(sent[0]?.idempotencyKey).toBe(`checkout-${order.order_id}-2400-${params?.get("expires_at")}`);
    const key = encodeURIComponent(order.access_key);
    expect(params?.get("success_url")).toBe(`http://courtside.test/guest/booking-completed?order=${order.order_id}&key=${key}`);
    expect(params?.get("cancel_url")).toBe("http://courtside.test/guest/summary");
    // Stripe's shortest session (30 minutes, plus a minute's margin) outlasts the 15-minute hold: the hold follows it.
    const expiresAt = Number(params?.get("expires_at")) * 1000;
    expect(expiresAt).toBe(t.clock.now().getTime() + 31 * MINUTE);
    expect(new Date(order.hold_expires_at).getTime()).toBe(expiresAt);
    expect((await orderRow(order.order_id))?.paymentRef).toBe(session.id);
  });

  it("sends a member back to the profile with the booking highlighted", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    const before = stripe.requests.length;
    const res = await postOrder(c, "tennis", orderBody(tuesday, slot.id, [court.id], { guest: false }), { token });
    expect(res.statusCode).toBe(201);
    const params = stripe.requests.slice(before).find((r) => r.path === "/v1/checkout/sessions")?.params;
    expect(params?.get("success_url")).toBe(`http://courtside.test/profile?highlight=${res.data.order_id}`);
    expect(params?.get("cancel_url")).toBe("http://courtside.test/summary");
    expect(res.data.paymentlink).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });

  it("keeps a hold longer than Stripe's shortest session as it is", async () => {
    await setRules(t.app, "tennis", { holdMinutes: 45 });
    try {
      const before = stripe.requests.length;
      const { order } = await guestOrder();
      const params = stripe.requests.slice(before).find((r) => r.path === "/v1/checkout/sessions")?.params;
      const holdEnds = t.clock.now().getTime() + 45 * MINUTE;
      expect(Number(params?.get("expires_at")) * 1000).toBe(holdEnds);
      expect(new Date(order.hold_expires_at).getTime()).toBe(holdEnds);
    } finally {
      await setRules(t.app, "tennis", { holdMinutes: 15 });
    }
  });
});

describe("POST /api/payments/stripe/webhook", () => {
  it("pays the order on checkout.session.completed, queues the confirmation, and applies a replay once", async () => {
    const { order, session } = await guestOrder("stripe-paid@example.test");
    const event = signedEvent("checkout.session.completed", paidSession(session));
    const res = await deliver(event.payload, event.signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const row = await orderRow(order.order_id);
    expect(row?.status).toBe("paid");
    expect(row?.paidAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect((await paymentsOf(order.order_id)).map((p) => [p.provider, p.kind, p.providerRef, p.amount])).toEqual([
      ["stripe", "charge", session.payment_intent, 2400],
    ]);
    expect(await mailsTo("stripe-paid@example.test")).toHaveLength(1);

    // Stripe delivers at least once: the same event again changes nothing.
    const replay = await deliver(event.payload, event.signature);
    expect(replay.statusCode).toBe(200);
    expect(await paymentsOf(order.order_id)).toHaveLength(1);
    expect(await mailsTo("stripe-paid@example.test")).toHaveLength(1);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toHaveLength(1);
  });

  it("answers 400 to a tampered body, a wrong or missing signature, and changes nothing", async () => {
    const { order, session } = await guestOrder();
    const event = signedEvent("checkout.session.completed", paidSession(session));
    const tamperedBody = event.payload.replace('"livemode":false', '"livemode":true');
    const wrongSignature = signedEvent("checkout.session.completed", paidSession(session), event.id).signature.replace(
      /v1=[0-9a-f]{4}/,
      "v1=0000",
    );
    for (const [payload, signature] of [
      [tamperedBody, event.signature],
      [event.payload, wrongSignature],
      [event.payload, undefined],
      [event.payload, "t=1,v1=deadbeef"],
    ] as const) {
      const res = await deliver(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Stripe/);
    }
    expect((await orderRow(order.order_id))?.status).toBe("pending");
    expect(await paymentsOf(order.order_id)).toHaveLength(0);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toHaveLength(0);
  });

  it("lets the hold lapse on checkout.session.expired and frees the court", async () => {
    const { court, slot, order, session } = await guestOrder();
    const event = signedEvent("checkout.session.expired", { ...session, status: "expired" });
    expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
    expect((await orderRow(order.order_id))?.status).toBe("expired");
    expect(await activeBookings(order.order_id)).toBe(0);
    const grid = await t.client().get(`${apiPaths.schedules("tennis")}?date=${tuesday}`);
    const cell = grid.data.cells.find((c: { court_id: number; timeslot_id: number }) => c.court_id === court.id);
    expect(cell.status).toBe("available");
    const taker = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [court.id]));
    expect(taker.statusCode).toBe(201);
  });

  it("leaves a paid order alone when its session's expiry arrives late", async () => {
    const { order, session } = await guestOrder();
    const paid = signedEvent("checkout.session.completed", paidSession(session));
    await deliver(paid.payload, paid.signature);
    const expired = signedEvent("checkout.session.expired", { ...session, status: "expired" });
    expect((await deliver(expired.payload, expired.signature)).statusCode).toBe(200);
    expect((await orderRow(order.order_id))?.status).toBe("paid");
    expect(await activeBookings(order.order_id)).toBe(1);
  });

  it("leaves the order pending on a failed payment and acknowledges events it does not use", async () => {
    const { order, session } = await guestOrder();
    const failed = signedEvent("payment_intent.payment_failed", {
      id: session.payment_intent,
      object: "payment_intent",
      metadata: { order_id: order.order_id, inv: order.inv },
    });
    expect((await deliver(failed.payload, failed.signature)).statusCode).toBe(200);
    const asyncFailed = signedEvent("checkout.session.async_payment_failed", session);
    expect((await deliver(asyncFailed.payload, asyncFailed.signature)).statusCode).toBe(200);
    const unknown = signedEvent("customer.created", { id: "cus_test_1", object: "customer" });
    expect((await deliver(unknown.payload, unknown.signature)).statusCode).toBe(200);
    const row = await orderRow(order.order_id);
    expect(row?.status).toBe("pending");
    expect(await activeBookings(order.order_id)).toBe(1);
  });

  it("waits for the money when a checkout completes unpaid (delayed payment methods)", async () => {
    const { order, session } = await guestOrder();
    const completed = signedEvent("checkout.session.completed", { ...session, status: "complete" });
    expect((await deliver(completed.payload, completed.signature)).statusCode).toBe(200);
    expect((await orderRow(order.order_id))?.status).toBe("pending");
    const succeeded = signedEvent("checkout.session.async_payment_succeeded", paidSession(session));
    expect((await deliver(succeeded.payload, succeeded.signature)).statusCode).toBe(200);
    expect((await orderRow(order.order_id))?.status).toBe("paid");
  });

  it("applies the late-payment rules: a payment after the court was taken is refunded through Stripe", async () => {
    const { court, slot, order, session } = await guestOrder("stripe-late@example.test");
    t.clock.advance(32 * MINUTE); // past the (extended) hold
    const taker = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [court.id]));
    expect(taker.statusCode).toBe(201);
    const before = stripe.requests.length;
    const event = signedEvent("checkout.session.completed", paidSession(session));
    expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
    expect(await activeBookings(taker.data.order_id)).toBe(1);
    expect(await activeBookings(order.order_id)).toBe(0);

    const mails = await mailsTo("stripe-late@example.test"); // waits for the refund that runs after the answer
    const refund = stripe.requests.slice(before).filter((r) => r.path === "/v1/refunds");
    expect(refund.map((r) => [r.params.get("payment_intent"), r.params.get("amount")])).toEqual([
      [session.payment_intent, "2400"],
    ]);
    expect(await orderRow(order.order_id)).toMatchObject({ status: "refunded", refundDue: false });
    const recorded = await paymentsOf(order.order_id);
    expect(recorded.map((p) => [p.provider, p.kind, p.amount])).toEqual([
      ["stripe", "charge", 2400],
      ["stripe", "refund", 2400],
    ]);
    expect(recorded.find((p) => p.kind === "refund")?.providerRef).toMatch(/^re_test_/);
    expect(mails.map((m) => m.subject)).toEqual([`Payment refunded: Tennis, Tue 24 Nov 2026, 18:00–19:00 (${order.inv})`]);
    expect(mails[0]?.text).toContain(`${court.name} was booked by someone else meanwhile`);
  });

  it("does not pay an order from a session that is not the order's", async () => {
    const { order, session } = await guestOrder();
    const event = signedEvent("checkout.session.completed", paidSession({ ...session, id: "cs_test_someone_else" }));
    expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
    expect((await orderRow(order.order_id))?.status).toBe("pending");
    expect(await paymentsOf(order.order_id)).toHaveLength(0);
  });

  it("still parses JSON everywhere else, and the demo checkout cannot pay a Stripe order", async () => {
    const { order } = await guestOrder();
    const res = await t.client().post(apiPaths.demoPay(order.inv), { key: order.access_key });
    expect(res.statusCode).toBe(404);
  });
});

describe("refunds through Stripe", () => {
  it("refunds the payment intent when a paid order is cancelled in time", async () => {
    const { order, session } = await guestOrder();
    const event = signedEvent("checkout.session.completed", paidSession(session));
    await deliver(event.payload, event.signature);
    const before = stripe.requests.length;
    const res = await t
      .client()
      .post(`${apiPaths.orderCancel("tennis", order.order_id)}?key=${encodeURIComponent(order.access_key)}`);
    expect(res.statusCode).toBe(200);
    expect(res.data.status).toBe("refunded");
    const refund = stripe.requests.slice(before).find((r) => r.path === "/v1/refunds");
    expect(refund?.params.get("payment_intent")).toBe(session.payment_intent);
    expect(refund?.params.get("amount")).toBe("2400");
    const recorded = (await paymentsOf(order.order_id)).find((p) => p.kind === "refund");
    expect(recorded?.providerRef).toMatch(/^re_test_/);
    expect(await activeBookings(order.order_id)).toBe(0);
  });
});

describe("without Stripe configured", () => {
  it("answers 404 on the webhook", async () => {
    const demo = await createTestApp();
    try {
      const event = signedEvent("checkout.session.completed", { id: "cs_test_x", object: "checkout.session" });
      const res = await demo.app.inject({
        method: "POST",
        url: WEBHOOK,
        payload: event.payload,
        headers: { "content-type": "application/json", "stripe-signature": event.signature },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await demo.close();
    }
  });
});

describe("Stripe and club credit", () => {
  it("credit first: the open session is expired, a new one asks for the rest, and its payment completes the order", async () => {
    const c = t.client();
    const { member, token } = await memberToken(t.app, c);
    await db().transaction((tx) =>
      appendCreditEntry(tx, { memberId: member.id, amount: 1000, kind: "adjustment", reason: "Start", at: t.clock.now() }),
    );
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: 1800 });
    const contact = { name: member.name, email: member.email, phone: "+34 600 000 002" };
    const created = await postOrder(c, "tennis", orderBody(tuesday, slot.id, [court.id], { billing: contact }), { token });
    const first = stripe.session(created.data.order_id);
    expect(first?.amount_total).toBe(1800);

    const applied = await c.post(creditApiPaths.payOrder(created.data.order_id), { use: "available" }, { token });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.data).toMatchObject({ status: "pending", credit_applied: 1000 });
    expect(first?.status).toBe("expired");
    const second = [...stripe.requests]
      .reverse()
      .find((r) => r.path === "/v1/checkout/sessions" && r.params.get("client_reference_id") === created.data.order_id);
    expect(second?.params.get("line_items[0][price_data][unit_amount]")).toBe("800");
    // Another request than the first, so another idempotency key (Stripe refuses one reused with other parameters).
    const opened = stripe.requests.filter(
      (r) => r.path === "/v1/checkout/sessions" && r.params.get("client_reference_id") === created.data.order_id,
    );
    expect(opened).toHaveLength(2);
    expect(opened[1]?.idempotencyKey).not.toBe(opened[0]?.idempotencyKey);
    const row = await orderRow(created.data.order_id);
    const session = stripe.pay(row?.paymentRef ?? "-");
    const event = signedEvent("checkout.session.completed", session);
    expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
    expect((await orderRow(created.data.order_id))?.status).toBe("paid");
    expect((await paymentsOf(created.data.order_id)).map((p) => [p.provider, p.kind, p.amount])).toEqual([
      ["credit", "charge", 1000],
      ["stripe", "charge", 800],
    ]);
  });
});
