import { adminBookingApiPaths, apiPaths } from "@courtside/contract";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, orders, payments } from "../src/db/schema.ts";
import { auditRowsOf, mailsTo } from "./support/back-office.ts";
import { adminToken, createTimeslot, setRules } from "./support/factories.ts";
import { createPlan, giveMembership } from "./support/memberships.ts";
import { courtsAndSlot, memberMove, paidMemberBooking, payByLink } from "./support/moves.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// Sun 2026-11-22 11:00 in Madrid; Tuesday the 24th is a weekday, Saturday the 28th a weekend day.
const tuesday = "2026-11-24";
const saturday = "2026-11-28";
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { cancelHours: 24, holdMinutes: 15, totalDays: 7 });
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
const moneyOf = (orderId: string) => db().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
const courtLines = (orderId: string) => db().select().from(orderLines).where(eq(orderLines.orderId, orderId));

describe("a move's price difference", () => {
  it("costs more on the weekend: a pending child order with its payment link, mailed; the move holds at once", async () => {
    const { a, b, slot } = await courtsAndSlot(t, "18:00", 1800, 3000);
    const { member, token, order } = await paidMemberBooking(t, tuesday, slot.id, [a.id]);
    const res = await memberMove(t, token, order.order_id, {
      from_court_id: a.id,
      court_id: b.id,
      date: saturday,
      timeslot_id: slot.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.difference).toMatchObject({ kind: "charge", amount: 1200, currency: "EUR" });
    expect(res.data.order).toMatchObject({ date: saturday, total: 1800, courts: [{ id: b.id }] });
    const [child] = res.data.order.children;
    expect(child).toMatchObject({ order_id: res.data.difference.order_id, status: "pending", total: 1200 });
    expect(child.paymentlink).toBe(res.data.difference.paymentlink);
    expect((await courtLines(order.order_id)).map((l) => [l.unitPrice, l.amount])).toEqual([[3000, 3000]]);
    const mail = (await mailsTo(t, member.email)).find((m) => m.subject.startsWith("Booking moved"));
    expect(mail?.text).toContain("€12.00 more");
    await payByLink(t, child);
    const [paid] = await db().select().from(orders).where(eq(orders.id, child.order_id));
    expect(paid?.status).toBe("paid");
  });

  it("costs less: refunded in part to the card; a later cancellation refunds only what is left", async () => {
    const { a, b, slot } = await courtsAndSlot(t, "18:00", 2400);
    const cheaper = await createTimeslot(t.app, "tennis", { startTime: "19:00", endTime: "20:00", priceMember: 1500 });
    const { token, order } = await paidMemberBooking(t, tuesday, slot.id, [a.id]);
    const res = await memberMove(t, token, order.order_id, {
      from_court_id: a.id,
      court_id: b.id,
      date: tuesday,
      timeslot_id: cheaper.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.difference).toMatchObject({ kind: "refund", amount: 900, order_id: null });
    expect(res.data.order.total).toBe(1500);
    expect((await moneyOf(order.order_id)).map((p) => [p.kind, p.amount])).toEqual([
      ["charge", 2400],
      ["refund", 900],
    ]);
    const cancelled = await t.client().post(apiPaths.orderCancel("tennis", order.order_id), undefined, { token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.data.status).toBe("refunded");
    const rows = await moneyOf(order.order_id);
    expect(rows.map((p) => [p.kind, p.amount])).toEqual([
      ["charge", 2400],
      ["refund", 900],
      ["refund", 1500],
    ]);
    expect(new Set(rows.map((p) => p.providerRef)).size).toBe(3);
  });

  it("the database refuses a refund beyond what is left of its charge", async () => {
    const { a, slot } = await courtsAndSlot(t, "18:00", 2000);
    const { order } = await paidMemberBooking(t, tuesday, slot.id, [a.id]);
    const [charge] = await moneyOf(order.order_id);
    const refund = (amount: number, ref: string) =>
      db().execute(sql`insert into payments (order_id, provider, provider_ref, kind, amount, currency, refund_of)
        values (${order.order_id}, 'demo', ${ref}, 'refund', ${amount}, 'EUR', ${charge?.id})`);
    await refund(1500, "part-1");
    await expect(refund(501, "part-2")).rejects.toThrow();
    await refund(500, "part-2");
    expect((await moneyOf(order.order_id)).map((p) => p.amount)).toEqual([2000, 1500, 500]);
  });

  it("staff may keep the price (audited as kept), or settle it like a member", async () => {
    const { a, b, slot } = await courtsAndSlot(t, "18:00", 1800, 3000);
    const { order } = await paidMemberBooking(t, tuesday, slot.id, [a.id]);
    const staff = t.client();
    const token = await adminToken(t.app, staff);
    const detail = await staff.get(adminBookingApiPaths.order(order.order_id), { token });
    const booking_id = detail.data.bookings[0].id;
    const kept = await staff.post(
      adminBookingApiPaths.orderMove(order.order_id),
      { booking_id, court_id: b.id, date: saturday, timeslot_id: slot.id, price: "keep" },
      { token },
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.data.children).toEqual([]);
    expect((await courtLines(order.order_id)).map((l) => l.unitPrice)).toEqual([1800]);
    const audit = (await auditRowsOf(t, order.order_id)).filter((r) => r.action === "order.move");
    expect(audit.at(-1)?.after).toMatchObject({ by: "staff", price: "kept", difference: 0 });

    const back = await staff.post(
      adminBookingApiPaths.orderMove(order.order_id),
      { booking_id, court_id: a.id, date: tuesday, timeslot_id: slot.id },
      { token },
    );
    expect(back.statusCode, back.body).toBe(200);
    expect((await auditRowsOf(t, order.order_id)).at(-1)?.after).toMatchObject({ price: "settled", difference: 0 });
  });

  it("folds an unpaid difference into the next move: moving back refunds nothing that was not paid", async () => {
    const { a, b, slot } = await courtsAndSlot(t, "18:00", 1800, 3000);
    const { token, order } = await paidMemberBooking(t, tuesday, slot.id, [a.id]);
    const move = (court: number, date: string) =>
      memberMove(t, token, order.order_id, {
        from_court_id: court,
        court_id: court === a.id ? b.id : a.id,
        date,
        timeslot_id: slot.id,
      });
    const up = await move(a.id, saturday);
    expect(up.data.difference).toMatchObject({ kind: "charge", amount: 1200 });
    const back = await move(b.id, tuesday);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.data.difference).toMatchObject({ kind: "none", amount: 0 });
    expect((await moneyOf(order.order_id)).map((p) => p.kind)).toEqual(["charge"]);
    const [unpaid] = await db().select().from(orders).where(eq(orders.id, up.data.difference.order_id));
    expect(unpaid?.status).toBe("cancelled");
    // Once paid, a difference is money in: moving back then refunds it.
    const again = await move(a.id, saturday);
    expect(again.statusCode, again.body).toBe(200);
    await payByLink(
      t,
      again.data.order.children.find((c: { status: string }) => c.status === "pending"),
    );
    const down = await move(b.id, tuesday);
    expect(down.data.difference).toMatchObject({ kind: "refund", amount: 1200 });
  });

  it("prices the new place at the member's plan price", async () => {
    const { a, b, slot } = await courtsAndSlot(t, "18:00", 1800, 3000);
    const { member, token, order } = await paidMemberBooking(t, tuesday, slot.id, [a.id]);
    const plan = await createPlan(t.app, { tennis: { courtPrice: 1800, weekendCourtPrice: 2000 } });
    await giveMembership(t.app, member.id, plan.id, "2026-11-01", "2026-12-31");
    const res = await memberMove(t, token, order.order_id, {
      from_court_id: a.id,
      court_id: b.id,
      date: saturday,
      timeslot_id: slot.id,
    });
    expect(res.data.difference).toMatchObject({ kind: "charge", amount: 200 });
  });
});
