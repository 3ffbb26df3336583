import { adminBookingApiPaths as adminPaths, apiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orders, payments } from "../src/db/schema.ts";
import { deskBody, type StaffSession, staffSession } from "./support/back-office.ts";
import {
  billing,
  createAddon,
  createCourt,
  createTimeslot,
  memberToken,
  orderBody,
  postOrder,
  setRules,
} from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// Without Stripe (the demo provider): what the customer is told when an order is cancelled,
// refunds a server cannot make, and orders that cost nothing.
// The clock starts at 2026-11-22T10:00Z; slots are on the 24th.
const tuesday = "2026-11-24";
const when = `Tennis, Tue 24 Nov 2026, 18:00–19:00`;

let t: TestContext;
let staff: StaffSession;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { holdMinutes: 15, cancelHours: 24 });
  staff = await staffSession(t);
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const paymentsOf = (id: string) => db().select().from(payments).where(eq(payments.orderId, id)).orderBy(payments.id);
const mailsTo = async (email: string) => {
  await t.app.deps.background.drain();
  return db().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
};
const subjects = async (email: string) => (await mailsTo(email)).map((m) => m.subject);
const lastMail = async (email: string) => (await mailsTo(email)).at(-1);

async function guestOrder(email: string, options: { pay: boolean; price?: number }) {
  const court = await createCourt(t.app, "tennis");
  const price = options.price ?? 2400;
  const slot = await createTimeslot(t.app, "tennis", {
    startTime: "18:00",
    endTime: "19:00",
    priceGuest: price,
    priceMember: price,
  });
  const created = await postOrder(
    t.client(),
    "tennis",
    orderBody(tuesday, slot.id, [court.id], { billing: { ...billing, email } }),
  );
  expect(created.statusCode, created.body).toBe(201);
  if (options.pay) await t.client().post(apiPaths.demoPay(created.data.inv), { key: created.data.access_key });
  return created.data as { order_id: string; inv: string; access_key: string; total: number };
}

const memberCancel = (order: { order_id: string; access_key: string }) =>
  t.client().post(`${apiPaths.orderCancel("tennis", order.order_id)}?key=${encodeURIComponent(order.access_key)}`);

describe("the cancellation notice", () => {
  it("tells a customer who cancels a paid booking what is refunded", async () => {
    const email = "cancels-paid@example.test";
    const order = await guestOrder(email, { pay: true });
    expect((await memberCancel(order)).data.status).toBe("refunded");
    expect(await subjects(email)).toEqual([
      `Booking confirmed: ${when} (${order.inv})`,
      `Booking cancelled: ${when} (${order.inv})`,
    ]);
    const mail = await lastMail(email);
    expect(mail?.text).toContain("Your tennis booking at Courtside has been cancelled.");
    expect(mail?.text).toContain(`Invoice: ${order.inv}`);
    expect(mail?.text).toContain("Refund: €24.00, returned the way you paid");
    expect(mail?.html).toContain("Refund: €24.00");
  });

  it("says there is nothing to refund for an unpaid order", async () => {
    const email = "cancels-pending@example.test";
    const order = await guestOrder(email, { pay: false });
    expect((await memberCancel(order)).data.status).toBe("cancelled");
    const mail = await lastMail(email);
    expect(mail?.subject).toBe(`Booking cancelled: ${when} (${order.inv})`);
    expect(mail?.text).toContain("Nothing was paid for it, so there is nothing to refund.");
  });

  it("says the club cancelled it and why, and 'no refund' when staff keep the payment", async () => {
    const email = "club-keeps@example.test";
    const order = await guestOrder(email, { pay: true });
    const res = await staff.post(adminPaths.orderCancel(order.order_id), { refund: false, reason: "No-show" });
    expect(res.data.status).toBe("cancelled");
    const mail = await lastMail(email);
    expect(mail?.subject).toBe(`Booking cancelled: ${when} (${order.inv})`);
    expect(mail?.text).toContain("Your tennis booking at Courtside has been cancelled by the club.");
    expect(mail?.text).toContain("No refund: the payment for it is not returned.");
    expect(mail?.text).toContain("The club's reason: No-show");
    expect(mail?.html).toContain("The club&#39;s reason: No-show");
  });

  it("says a desk payment is handed back at the desk, and lists the extras' refund with the booking's", async () => {
    const email = "desk-customer@example.test";
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "20:00", endTime: "21:00", priceGuest: 1800 });
    const customer = { guest: { name: "Walk In", email, phone: "+34 611 222 333" } };
    const desk = await staff.deskBooking("tennis", deskBody(tuesday, slot.id, [court.id], { customer, payment: "paid" }));
    expect(desk.statusCode, desk.body).toBe(201);
    const coach = await createAddon(t.app, "tennis", { name: "Coach", group: 2, price: 1500 });
    const extra = await staff.post(apiPaths.orderExtraAddons("tennis", desk.data.order_id), {
      addons2: [{ addon_id: coach.id, qty: 1 }],
    });
    await t.client().post(`${apiPaths.demoPay(extra.data.inv)}`, { key: extra.data.access_key });

    const res = await staff.post(adminPaths.orderCancel(desk.data.order_id));
    expect(res.data.status).toBe("refunded");
    const mail = await lastMail(email);
    expect(mail?.subject).toBe(`Booking cancelled: Tennis, Tue 24 Nov 2026, 20:00–21:00 (${desk.data.inv})`);
    expect(mail?.text).toContain("Refund: €18.00, to be handed back to you at the desk.");
    expect(mail?.text).toContain("Refund: €15.00, returned the way you paid");
  });
});

describe("a refund through a provider the server no longer has", () => {
  it("answers 409 saying so, refunds nothing, and lets staff cancel without a refund", async () => {
    const email = "paid-by-stripe@example.test";
    const order = await guestOrder(email, { pay: true });
    // As a server with Stripe configured would have written it.
    await db().update(orders).set({ paymentProvider: "stripe", paymentRef: "cs_test_gone" }).where(eq(orders.id, order.order_id));
    await db()
      .update(payments)
      .set({ provider: "stripe", providerRef: "pi_test_gone" })
      .where(eq(payments.orderId, order.order_id));
    const message =
      "This order was paid through Stripe, which is not set up on this server now, so the payment cannot be refunded here.";

    const member = await memberCancel(order);
    expect(member.statusCode).toBe(409);
    expect(member.data.message).toBe(message);
    const byStaff = await staff.post(adminPaths.orderCancel(order.order_id));
    expect(byStaff.statusCode).toBe(409);
    expect(byStaff.data.message).toBe(message);
    expect((await orderRow(order.order_id))?.status).toBe("paid");
    expect((await paymentsOf(order.order_id)).map((p) => p.kind)).toEqual(["charge"]);

    const kept = await staff.post(adminPaths.orderCancel(order.order_id), { refund: false });
    expect(kept.data.status).toBe("cancelled");
  });
});

describe("an order that costs nothing", () => {
  it("is paid at once with no payment link, confirmed by mail, and cancelled without a refund", async () => {
    const email = "free-booking@example.test";
    const order = await guestOrder(email, { pay: false, price: 0 });
    expect(order).toMatchObject({ status: "paid", total: 0, paymentlink: null });
    expect(await paymentsOf(order.order_id)).toHaveLength(0);
    expect(await subjects(email)).toEqual([`Booking confirmed: ${when} (${order.inv})`]);
    const seen = await t.client().get(`${apiPaths.order("tennis", order.order_id)}?key=${order.access_key}`);
    expect(seen.data).toMatchObject({ status: "paid", paymentlink: null });
    expect(seen.data.cancellable_until).toBe("2026-11-23T17:00:00.000Z");

    const cancelled = await memberCancel(order);
    expect(cancelled.data.status).toBe("cancelled");
    expect((await lastMail(email))?.text).toContain("Nothing was paid for it, so there is nothing to refund.");
  });

  it("answers a member's free order paid too, and free extras come back paid and confirmed", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: 0 });
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    const email = "free-member@example.test";
    const body = orderBody(tuesday, slot.id, [court.id], { guest: false, billing: { ...billing, email } });
    const created = await postOrder(c, "tennis", body, { token });
    expect(created.data).toMatchObject({ status: "paid", paymentlink: null });
    const water = await createAddon(t.app, "tennis", { name: "Water", group: 1, price: 0 });
    const extra = await c.post(
      apiPaths.orderExtraAddons("tennis", created.data.order_id),
      { addons1: [{ addon_id: water.id, qty: 2 }] },
      { token },
    );
    expect(extra.statusCode, extra.body).toBe(201);
    expect(extra.data).toMatchObject({ status: "paid", total: 0, paymentlink: null, parent_order_id: created.data.order_id });
    expect(await subjects(email)).toEqual([
      `Booking confirmed: ${when} (${created.data.inv})`,
      `Extras confirmed: ${when} (${extra.data.inv})`,
    ]);
  });
});
