import { apiPaths, adminBookingApiPaths as paths } from "@courtside/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditEntries, orders, payments } from "../src/db/schema.ts";
import { balanceOf } from "../src/modules/credit/ledger.ts";
import { expireLapsedHolds } from "../src/modules/payments/hold-expiry.ts";
import {
  activeBookingsOf,
  auditRowsOf,
  cellStatus,
  deskBody,
  mailsTo,
  type StaffSession,
  staffSession,
} from "./support/back-office.ts";
import { createAddon, createCourt, createTimeslot, orderBody, postOrder, setRules } from "./support/factories.ts";
import { rowCounts } from "./support/fuzz.ts";
import { paidMemberBooking } from "./support/moves.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The clock starts at 2026-11-22T10:00Z (11:00 in Madrid); slots are 18:00 Madrid on the 24th.
const tuesday = "2026-11-24";
const HOUR = 3_600_000;
let t: TestContext;
let staff: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { cancelHours: 24, holdMinutes: 15 });
  staff = await staffSession(t);
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;

/** A guest's online order for a court of its own; paid through the demo checkout when asked. */
async function onlineOrder(pay: boolean, email = "gina@example.test") {
  const court = await createCourt(t.app, "tennis", { name: "Centre" });
  const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceGuest: 2400 });
  const body = orderBody(tuesday, slot.id, [court.id], { billing: { name: "Gina Guest", email, phone: "+34 600 111 222" } });
  const created = await postOrder(t.client(), "tennis", body);
  expect(created.statusCode, created.body).toBe(201);
  if (pay) await t.client().post(apiPaths.demoPay(created.data.inv), { key: created.data.access_key });
  return { court, slot, order: created.data as { order_id: string; inv: string; total: number; access_key: string } };
}

const auditCount = async () => (await db().execute(sql`select count(*)::int as n from audit_log`)) as { rows: { n: number }[] };
/** Rows of every guarded table plus the audit log, to prove a refused call wrote nothing. */
const snapshot = async () => ({ ...(await rowCounts(t.app)), audit: (await auditCount()).rows[0]?.n });

describe("GET /api/admin/orders/{order_id}", () => {
  it("shows the order with its bookings, lines, payments, extras and history", async () => {
    const { order } = await onlineOrder(true, "detail@example.test");
    const coach = await createAddon(t.app, "tennis", { name: "Coach", group: 2, price: 1500 });
    const extra = await staff.post(apiPaths.orderExtraAddons("tennis", order.order_id), {
      addons2: [{ addon_id: coach.id, qty: 1 }],
    });
    await staff.post(paths.orderMarkPaid(extra.data.order_id));

    const res = await staff.get(paths.order(order.order_id));
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({
      order_id: order.order_id,
      inv: order.inv,
      sport: "tennis",
      status: "paid",
      refund_due: false,
      parent_order_id: null,
      channel: "online",
      customer_type: "guest",
      billing: { name: "Gina Guest", email: "detail@example.test", phone: "+34 600 111 222" },
      member: null,
      created_by: null,
      date: tuesday,
      timeslot: { start: "18:00", end: "19:00" },
      total: 2400,
      payment_provider: "demo",
      bookings: [{ court: { name: "Centre" }, date: tuesday, start: "18:00", end: "19:00", active: true }],
      lines: [{ kind: "court", qty: 1, amount: 2400 }],
      payments: [{ kind: "charge", provider: "demo", amount: 2400, currency: "EUR" }],
      children: [{ order_id: extra.data.order_id, status: "paid", total: 1500 }],
      actions: { cancel: true, mark_paid: false, resend_confirmation: true },
    });
    // The history shows what staff did to the extras, and who.
    expect(res.data.history).toHaveLength(1);
    expect(res.data.history[0]).toMatchObject({
      action: "order.mark_paid",
      entity_id: extra.data.order_id,
      actor: { id: staff.admin.id, name: staff.admin.name },
    });

    const child = await staff.get(paths.order(extra.data.order_id));
    expect(child.data).toMatchObject({ parent_order_id: order.order_id, parent_inv: order.inv, date: tuesday });
    expect(child.data.payments).toMatchObject([{ provider: "desk", kind: "charge", amount: 1500 }]);
  });

  it("answers 404 for an unknown order or a malformed id", async () => {
    expect((await staff.get(paths.order("00000000-0000-4000-8000-000000000000"))).statusCode).toBe(404);
    expect((await staff.get(paths.order("T-20261122-XXXX"))).statusCode).toBe(404);
  });
});

describe("POST /api/admin/orders/{order_id}/cancel", () => {
  it("refunds a paid order through its provider, frees the court at once and records who did it", async () => {
    const { court, slot, order } = await onlineOrder(true);
    expect(await cellStatus(t.client(), "frontend", tuesday, court.id, slot.id)).toBe("booked");
    const res = await staff.post(paths.orderCancel(order.order_id), { reason: "Rain" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ status: "refunded", actions: { cancel: false, mark_paid: false } });
    expect(res.data.payments.map((p: { kind: string; provider: string }) => [p.kind, p.provider])).toEqual([
      ["charge", "demo"],
      ["refund", "demo"],
    ]);
    expect(res.data.bookings[0].active).toBe(false);
    expect(await cellStatus(t.client(), "frontend", tuesday, court.id, slot.id)).toBe("available");

    const audit = await auditRowsOf(t, order.order_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorAdminId: staff.admin.id, action: "order.cancel", entity: "order" });
    expect(audit[0]?.before).toMatchObject({ status: "paid", inv: order.inv });
    expect(audit[0]?.after).toMatchObject({ status: "refunded", reason: "Rain", refund: { provider: "demo", amount: 2400 } });
    expect(res.data.history[0]).toMatchObject({ action: "order.cancel", actor: { id: staff.admin.id } });
  });

  it("refunds a member's paid booking as club credit when told (guests: 422), and mails where the money went", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: 1800 });
    const { member, order } = await paidMemberBooking(t, tuesday, slot.id, [court.id]);
    const res = await staff.post(paths.orderCancel(order.order_id), { refund_to: "credit", reason: "Rain" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.status).toBe("refunded");
    expect(
      res.data.payments.map((p: { kind: string; provider: string; amount: number }) => [p.kind, p.provider, p.amount]),
    ).toEqual([
      ["charge", "demo", 1800],
      ["refund", "credit", 1800],
    ]);
    expect(await balanceOf(db(), member.id)).toBe(1800);
    const [entry] = await db().select().from(creditEntries).where(eq(creditEntries.memberId, member.id));
    expect(entry).toMatchObject({ kind: "refund", amount: 1800, orderId: order.order_id, reason: `Refund of ${order.inv}` });
    const mail = (await mailsTo(t, member.email)).find((m) => m.subject.includes("cancelled"));
    expect(mail?.text).toContain("added to your club credit");

    const guest = await onlineOrder(true, "credit-guest@example.test");
    const before = await snapshot();
    const refused = await staff.post(paths.orderCancel(guest.order.order_id), { refund_to: "credit" });
    expect(refused.statusCode).toBe(422);
    expect(refused.data.errors.refund_to[0]).toContain("Only a member's booking");
    expect(await snapshot()).toEqual(before);
  });

  it("cancels outside the members' window, and without a refund when told", async () => {
    const { order } = await onlineOrder(true);
    t.clock.advance(40 * HOUR); // 02:00Z on the 24th: 15 hours before the start, past the 24-hour window
    const member = await t.client().post(`${apiPaths.orderCancel("tennis", order.order_id)}?key=${order.access_key}`);
    expect(member.statusCode).toBe(409);
    const later = await staffSession(t); // administrator tokens last 12 hours
    const res = await later.post(paths.orderCancel(order.order_id), { refund: false });
    t.clock.advance(-40 * HOUR);
    expect(res.data.status).toBe("cancelled");
    expect(res.data.payments.map((p: { kind: string }) => p.kind)).toEqual(["charge"]);
    expect(await activeBookingsOf(t, order.order_id)).toBe(0);
  });

  it("releases a pending order's hold without any payment", async () => {
    const { court, slot, order } = await onlineOrder(false);
    expect(await cellStatus(t.client(), "frontend", tuesday, court.id, slot.id)).toBe("held");
    const res = await staff.post(paths.orderCancel(order.order_id)); // no body: refund defaults to true
    expect(res.data).toMatchObject({ status: "cancelled", payments: [] });
    expect(await cellStatus(t.client(), "frontend", tuesday, court.id, slot.id)).toBe("available");
  });

  it("refunds a payment that arrived after the hold lapsed (refund_due)", async () => {
    const { order } = await onlineOrder(false);
    await db().update(orders).set({ status: "expired" }).where(eq(orders.id, order.order_id));
    await db().insert(payments).values({
      orderId: order.order_id,
      provider: "demo",
      providerRef: order.inv,
      kind: "charge",
      amount: 2400,
      currency: "EUR",
    });
    await db().update(orders).set({ refundDue: true }).where(eq(orders.id, order.order_id));
    const without = await staff.post(paths.orderCancel(order.order_id), { refund: false });
    expect(without.statusCode).toBe(409);
    const res = await staff.post(paths.orderCancel(order.order_id), {});
    expect(res.data).toMatchObject({ status: "refunded", refund_due: false });
    expect(res.data.payments.map((p: { kind: string }) => p.kind)).toEqual(["charge", "refund"]);
  });

  it("answers 409 in a wrong state and writes nothing; 422 for a bad body", async () => {
    const { order } = await onlineOrder(false);
    await staff.post(paths.orderCancel(order.order_id));
    const before = await snapshot();
    const again = await staff.post(paths.orderCancel(order.order_id));
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe("This order is already cancelled.");
    const bad = await staff.post(paths.orderCancel(order.order_id), { refund: "yes", reason: "x".repeat(501) });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(["reason", "refund"]);
    expect(await snapshot()).toEqual(before);
  });
});

describe("POST /api/admin/orders/{order_id}/mark-paid", () => {
  it("records a desk payment, makes the order paid and mails the confirmation", async () => {
    const { court, slot, order } = await onlineOrder(false, "desk-pay@example.test");
    const res = await staff.post(paths.orderMarkPaid(order.order_id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({
      status: "paid",
      paid_at: "2026-11-22T10:00:00.000Z",
      payments: [{ kind: "charge", provider: "desk", provider_ref: order.inv, amount: 2400 }],
      actions: { cancel: true, mark_paid: false, resend_confirmation: true },
    });
    expect(await cellStatus(t.client(), "frontend", tuesday, court.id, slot.id)).toBe("booked");
    const mails = await mailsTo(t, "desk-pay@example.test");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(order.inv);
    const audit = await auditRowsOf(t, order.order_id);
    expect(audit.map((a) => [a.action, a.actorAdminId])).toEqual([["order.mark_paid", staff.admin.id]]);
    expect(audit[0]?.before).toMatchObject({ status: "pending", paid_at: null });
    expect(audit[0]?.after).toMatchObject({ status: "paid", payment: { provider: "desk", amount: 2400 } });

    // Paid at the desk, refunded at the desk.
    const cancelled = await staff.post(paths.orderCancel(order.order_id));
    expect(cancelled.data.payments.map((p: { kind: string; provider: string }) => [p.kind, p.provider])).toEqual([
      ["charge", "desk"],
      ["refund", "desk"],
    ]);
  });

  it("takes a lapsed hold's courts again when they are still free", async () => {
    const { order } = await onlineOrder(false);
    t.clock.advance(20 * 60_000);
    await expireLapsedHolds(t.app.deps.database.db, t.clock.now()); // the 30-second sweep
    t.clock.advance(-20 * 60_000);
    expect((await staff.get(paths.order(order.order_id))).data.status).toBe("expired");
    const res = await staff.post(paths.orderMarkPaid(order.order_id));
    expect(res.data.status).toBe("paid");
    expect(await activeBookingsOf(t, order.order_id)).toBe(1);
  });

  it("answers 409 naming the court when a lapsed hold's court was taken, and 409 when not pending; writes nothing", async () => {
    const { court, slot, order } = await onlineOrder(false);
    t.clock.advance(20 * 60_000);
    const taker = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [court.id]));
    t.clock.advance(-20 * 60_000);
    expect(taker.statusCode).toBe(201);
    let before = await snapshot();
    const res = await staff.post(paths.orderMarkPaid(order.order_id));
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toBe(
      "This order's hold lapsed and Centre was booked by someone else meanwhile, so it cannot be marked paid.",
    );
    expect(await snapshot()).toEqual(before);
    expect((await staff.get(paths.order(order.order_id))).data.status).toBe("expired");

    const paid = (await onlineOrder(true)).order;
    before = await snapshot();
    const twice = await staff.post(paths.orderMarkPaid(paid.order_id));
    expect(twice.statusCode).toBe(409);
    expect(twice.data.message).toBe("This order is already paid.");
    expect(await snapshot()).toEqual(before);
  });
});

describe("POST /api/admin/orders/{order_id}/resend-confirmation", () => {
  it("queues the confirmation again for a paid order (202) and records it", async () => {
    const { order } = await onlineOrder(true, "resend@example.test");
    expect(await mailsTo(t, "resend@example.test")).toHaveLength(1);
    const res = await staff.post(paths.orderResendConfirmation(order.order_id));
    expect(res.statusCode).toBe(202);
    expect(res.data.message).toBe("The confirmation mail to resend@example.test is on its way.");
    const mails = await mailsTo(t, "resend@example.test");
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(mails[0]?.subject);
    const audit = await auditRowsOf(t, order.order_id);
    expect(audit.map((a) => [a.action, a.actorAdminId])).toEqual([["order.resend_confirmation", staff.admin.id]]);
  });

  it("answers 409 for an order that is not paid, and sends nothing", async () => {
    const { order } = await onlineOrder(false, "not-paid@example.test");
    const before = await snapshot();
    const res = await staff.post(paths.orderResendConfirmation(order.order_id));
    expect(res.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
    expect(await mailsTo(t, "not-paid@example.test")).toHaveLength(0);
  });
});

describe("a desk booking paid later", () => {
  it("keeps its courts past any hold, then is marked paid or cancelled by staff", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "20:00", endTime: "21:00" });
    const desk = await staff.deskBooking("tennis", deskBody(tuesday, slot.id, [court.id]));
    expect(desk.data).toMatchObject({ status: "pending", hold_expires_at: null, paymentlink: null });
    t.clock.advance(2 * HOUR);
    await onlineOrder(false); // sweeps lapsed holds: the desk booking has none
    expect(await cellStatus(t.client(), "frontend", tuesday, court.id, slot.id)).toBe("booked");
    const paid = await staff.post(paths.orderMarkPaid(desk.data.order_id));
    t.clock.advance(-2 * HOUR);
    expect(paid.data).toMatchObject({ status: "paid", channel: "desk", created_by: { id: staff.admin.id } });
    expect(paid.data.history.map((h: { action: string }) => h.action)).toEqual(["order.desk_create", "order.mark_paid"]);
  });
});
