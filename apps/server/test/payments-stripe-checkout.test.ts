import { randomUUID } from "node:crypto";
import { adminBookingApiPaths as adminPaths, apiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orders, payments } from "../src/db/schema.ts";
import { closeStaleCheckouts } from "../src/modules/payments/close-checkout.ts";
import { expireLapsedHolds } from "../src/modules/payments/hold-expiry.ts";
import { type StaffSession, staffSession } from "./support/back-office.ts";
import { billing, createCourt, createTimeslot, orderBody, postOrder, setRules } from "./support/factories.ts";
import { type StripeStandIn, signedEvent, startStripeStandIn, stripeEnv } from "./support/stripe-stand-in.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// Stripe Checkout around the edges of an order's life: closing sessions of orders that will
// not be paid, money that arrives anyway, desk payments, and refunds by the provider that took the money.
const MINUTE = 60_000;
const tuesday = "2026-11-24";
const WEBHOOK = "/api/payments/stripe/webhook";

let stripe: StripeStandIn;
let t: TestContext;
let staff: StaffSession;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(stripeEnv(stripe));
  await setRules(t.app, "tennis", { holdMinutes: 15, cancelHours: 24 });
  staff = await staffSession(t);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const db = () => t.app.deps.database.db;
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const paymentsOf = (id: string) => db().select().from(payments).where(eq(payments.orderId, id)).orderBy(payments.id);
const settled = () => t.app.deps.background.drain();
const mailsTo = async (email: string) => {
  await settled();
  return db().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
};
const stripeCalls = (since: number, path: string | RegExp) =>
  stripe.requests.slice(since).filter((r) => (typeof path === "string" ? r.path === path : path.test(r.path)));
const expireCalls = (since: number, sessionId: string) =>
  stripeCalls(since, `/v1/checkout/sessions/${sessionId}/expire`).filter((r) => r.method === "POST");

const deliver = (type: string, object: Record<string, unknown>) => {
  const event = signedEvent(type, object);
  return t.app.inject({
    method: "POST",
    url: WEBHOOK,
    payload: event.payload,
    headers: { "content-type": "application/json", "stripe-signature": event.signature },
  });
};

async function guestOrder(email = `guest-${randomUUID()}@example.test`) {
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceGuest: 2400 });
  const res = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [court.id], { billing: { ...billing, email } }));
  expect(res.statusCode).toBe(201);
  const session = stripe.session(res.data.order_id);
  if (!session) throw new Error("no checkout session was created");
  return { court, slot, order: res.data, session: session as Record<string, unknown> & { id: string } };
}

const memberCancel = (order: { order_id: string; access_key: string }) =>
  t.client().post(`${apiPaths.orderCancel("tennis", order.order_id)}?key=${encodeURIComponent(order.access_key)}`);

describe("closing the Checkout Session of an order that will not be paid", () => {
  it("expires it when the customer cancels a pending order, and drops the dead link", async () => {
    const { order, session } = await guestOrder();
    const before = stripe.requests.length;
    const res = await memberCancel(order);
    expect(res.data.status).toBe("cancelled");
    await settled();
    expect(expireCalls(before, session.id)).toHaveLength(1);
    expect(stripe.session(order.order_id)?.status).toBe("expired");
    expect((await orderRow(order.order_id))?.paymentlink).toBeNull();
    const seen = await t.client().get(`${apiPaths.order("tennis", order.order_id)}?key=${order.access_key}`);
    expect(seen.data.paymentlink).toBeNull();
  });

  it("expires it when staff cancel a pending order", async () => {
    const { order, session } = await guestOrder();
    const before = stripe.requests.length;
    const res = await staff.post(adminPaths.orderCancel(order.order_id));
    expect(res.data.status).toBe("cancelled");
    await settled();
    expect(expireCalls(before, session.id)).toHaveLength(1);
    expect(stripe.session(order.order_id)?.status).toBe("expired");
  });

  it("closes the sessions of lapsed holds after the sweep, tolerating one Stripe already expired, once", async () => {
    const first = await guestOrder();
    const second = await guestOrder();
    t.clock.advance(32 * MINUTE); // past the holds (extended to Stripe's 31-minute session)
    try {
      await expireLapsedHolds(db(), t.clock.now());
      Object.assign(first.session, { status: "expired" }); // Stripe got there first
      const before = stripe.requests.length;
      expect(await closeStaleCheckouts(t.app.deps)).toBe(2);
      expect(expireCalls(before, first.session.id)).toHaveLength(1); // refused (400), then looked up
      expect(expireCalls(before, second.session.id)).toHaveLength(1);
      expect(stripe.session(second.order.order_id)?.status).toBe("expired");
      for (const { order } of [first, second]) {
        expect(await orderRow(order.order_id)).toMatchObject({ status: "expired", paymentlink: null });
      }
      const after = stripe.requests.length;
      expect(await closeStaleCheckouts(t.app.deps)).toBe(0);
      expect(stripe.requests.length).toBe(after);
    } finally {
      t.clock.advance(-32 * MINUTE);
    }
  });

  it("refunds a payer who completed the checkout while the order was being cancelled", async () => {
    const email = "race-payer@example.test";
    const { order, session } = await guestOrder(email);
    const paidSession = stripe.pay(session.id); // on Stripe's page, a moment before the cancel
    expect((await memberCancel(order)).data.status).toBe("cancelled");
    await settled(); // Stripe refuses to expire a completed session: the closer finds it paid
    expect((await orderRow(order.order_id))?.paymentlink).toBeNull();

    const before = stripe.requests.length;
    expect((await deliver("checkout.session.completed", paidSession)).statusCode).toBe(200);
    const mails = await mailsTo(email);
    expect(await orderRow(order.order_id)).toMatchObject({ status: "refunded", refundDue: false });
    const recorded = await paymentsOf(order.order_id);
    expect(recorded.map((p) => [p.provider, p.kind, p.amount])).toEqual([
      ["stripe", "charge", 2400],
      ["stripe", "refund", 2400],
    ]);
    expect(stripeCalls(before, "/v1/refunds").map((r) => r.params.get("payment_intent"))).toEqual([session.payment_intent]);
    expect(mails.map((m) => m.subject)).toEqual([
      `Booking cancelled: Tennis, Tue 24 Nov 2026, 18:00–19:00 (${order.inv})`,
      `Payment refunded: Tennis, Tue 24 Nov 2026, 18:00–19:00 (${order.inv})`,
    ]);
    expect(mails[1]?.text).toContain("This order was cancelled before your payment arrived.");
  });
});

describe("marking an order paid at the desk while its Stripe checkout is open", () => {
  it("expires the session first; a Stripe payment that arrives anyway is recorded and refunded", async () => {
    const email = "paid-twice@example.test";
    const { order, session } = await guestOrder(email);
    const before = stripe.requests.length;
    const res = await staff.post(adminPaths.orderMarkPaid(order.order_id));
    expect(res.statusCode, res.body).toBe(200);
    expect(expireCalls(before, session.id)).toHaveLength(1);
    expect(stripe.session(order.order_id)?.status).toBe("expired");
    await settled(); // the confirmation mail

    // Stripe had the payment under way all the same.
    const late = { ...session, status: "complete", payment_status: "paid" };
    expect((await deliver("checkout.session.completed", late)).statusCode).toBe(200);
    const mails = await mailsTo(email);
    expect(await orderRow(order.order_id)).toMatchObject({ status: "paid", refundDue: false });
    const recorded = await paymentsOf(order.order_id);
    expect(recorded.map((p) => [p.provider, p.kind, p.amount])).toEqual([
      ["desk", "charge", 2400],
      ["stripe", "charge", 2400],
      ["stripe", "refund", 2400],
    ]);
    expect(recorded[2]?.refundOf).toBe(recorded[1]?.id);
    expect(stripeCalls(before, "/v1/refunds").map((r) => r.params.get("payment_intent"))).toEqual([session.payment_intent]);
    expect(mails.map((m) => m.subject)).toEqual([
      `Booking confirmed: Tennis, Tue 24 Nov 2026, 18:00–19:00 (${order.inv})`,
      `Payment refunded: Tennis, Tue 24 Nov 2026, 18:00–19:00 (${order.inv})`,
    ]);
    expect(mails[1]?.text).toContain("This order had already been paid another way when your payment arrived.");

    // The same payment notified again (another event) moves nothing more.
    expect((await deliver("checkout.session.completed", late)).statusCode).toBe(200);
    await settled();
    expect(await paymentsOf(order.order_id)).toHaveLength(3);
  });

  it("answers 409 when the customer has just completed the checkout, and takes nothing at the desk", async () => {
    const { order, session } = await guestOrder();
    const paidSession = stripe.pay(session.id);
    const res = await staff.post(adminPaths.orderMarkPaid(order.order_id));
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toMatch(/^The customer has just completed this order's online checkout/);
    expect(await paymentsOf(order.order_id)).toHaveLength(0);
    expect((await orderRow(order.order_id))?.status).toBe("pending");
    // Its notice then pays the order as usual.
    expect((await deliver("checkout.session.completed", paidSession)).statusCode).toBe(200);
    expect((await orderRow(order.order_id))?.status).toBe("paid");
  });
});

describe("an automatic refund that Stripe refuses", () => {
  it("leaves the order refund_due for staff, whose cancel refunds it", async () => {
    const email = "refund-refused@example.test";
    const { court, slot, order, session } = await guestOrder(email);
    t.clock.advance(32 * MINUTE);
    try {
      expect((await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [court.id]))).statusCode).toBe(201);
      stripe.knobs.failRefunds = true;
      const paidSession = stripe.pay(session.id);
      expect((await deliver("checkout.session.completed", paidSession)).statusCode).toBe(200);
      await settled();
      expect(await orderRow(order.order_id)).toMatchObject({ status: "expired", refundDue: true });
      expect((await paymentsOf(order.order_id)).map((p) => p.kind)).toEqual(["charge"]);
      expect(await mailsTo(email)).toHaveLength(0);
      const detail = await staff.get(adminPaths.order(order.order_id));
      expect(detail.data).toMatchObject({ refund_due: true, actions: { cancel: true, mark_paid: false } });

      stripe.knobs.failRefunds = false;
      const res = await staff.post(adminPaths.orderCancel(order.order_id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data).toMatchObject({ status: "refunded", refund_due: false });
      expect(res.data.payments.map((p: { kind: string; provider: string }) => [p.kind, p.provider])).toEqual([
        ["charge", "stripe"],
        ["refund", "stripe"],
      ]);
    } finally {
      stripe.knobs.failRefunds = false;
      t.clock.advance(-32 * MINUTE);
    }
  });
});

describe("refunds through the provider that took the money", () => {
  it("hands a desk payment back at the desk when the customer cancels, without asking Stripe", async () => {
    const { order } = await guestOrder();
    expect((await staff.post(adminPaths.orderMarkPaid(order.order_id))).statusCode).toBe(200);
    const before = stripe.requests.length;
    const res = await memberCancel(order);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.status).toBe("refunded");
    expect((await paymentsOf(order.order_id)).map((p) => [p.provider, p.kind, p.providerRef])).toEqual([
      ["desk", "charge", order.inv],
      ["desk", "refund", order.inv],
    ]);
    expect(stripeCalls(before, "/v1/refunds")).toHaveLength(0);
  });
});

describe("an order that costs nothing", () => {
  it("is paid at once without a Checkout Session or a link, and confirmed by mail", async () => {
    const email = "free-stripe@example.test";
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "09:00", endTime: "10:00", priceGuest: 0, priceMember: 0 });
    const before = stripe.requests.length;
    const res = await postOrder(
      t.client(),
      "tennis",
      orderBody(tuesday, slot.id, [court.id], { billing: { ...billing, email } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({ status: "paid", total: 0, paymentlink: null });
    expect(stripeCalls(before, /^\/v1\//)).toHaveLength(0);
    expect(await paymentsOf(res.data.order_id)).toHaveLength(0);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
      `Booking confirmed: Tennis, Tue 24 Nov 2026, 09:00–10:00 (${res.data.inv})`,
    ]);
  });
});
