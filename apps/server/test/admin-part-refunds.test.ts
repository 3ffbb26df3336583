import { adminBookingApiPaths as paths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf } from "../src/modules/credit/ledger.ts";
import { activeBookingsOf, auditRowsOf, mailsTo, type StaffSession, staffSession } from "./support/back-office.ts";
import { createCourt, createTimeslot, setRules } from "./support/factories.ts";
import { rowCounts } from "./support/fuzz.ts";
import { paidMemberBooking } from "./support/moves.ts";
import { refundKey, refundPartCall, splitPaidOrder } from "./support/refunds.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The clock starts at 2026-11-22T10:00Z (11:00 in Madrid); bookings are at 18:00 on Tuesday the 24th.
const tuesday = "2026-11-24";
let t: TestContext;
let staff: StaffSession;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { cancelHours: 24, holdMinutes: 15 });
  staff = await staffSession(t);
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
type Line = { id: number; kind: string; amount: number; refunded_at: string | null };

/** A member's paid booking of two courts at 1800 each (3600 through the demo provider). */
async function twoCourtBooking() {
  const [a, b] = await Promise.all([createCourt(t.app, "tennis"), createCourt(t.app, "tennis")]);
  const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: 1800 });
  const booked = await paidMemberBooking(t, tuesday, slot.id, [a.id, b.id]);
  const detail = await staff.get(paths.order(booked.order.order_id));
  return { ...booked, a, b, slot, lines: detail.data.lines as Line[] };
}

describe("POST /api/admin/orders/{order_id}/refunds", () => {
  it("refunds an amount to the card (courts kept), then a court line as credit (court freed); totals and status follow", async () => {
    const { member, order, lines } = await twoCourtBooking();
    const first = await refundPartCall(staff, order.order_id, { amount: 1000, reason: "Lights failed for 20 minutes" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data).toMatchObject({
      status: "paid",
      paid_total: 3600,
      refunded_total: 1000,
      refund_left: 2600,
      paid_by: { card: 3600, desk: 0, credit: 0 },
      refunded_to: { card: 1000, desk: 0, credit: 0 },
      actions: { refund_part: true, cancel: true },
    });
    expect(await activeBookingsOf(t, order.order_id)).toBe(2);
    // The bookings list (and its CSV) shows what was refunded beside the total.
    const listed = await staff.get(`${paths.bookings("tennis")}?q=${order.inv}`);
    expect(listed.data.data).toMatchObject([{ inv: order.inv, total: 3600, refunded: 1000 }]);

    const [courtA] = lines.filter((l) => l.kind === "court");
    const second = await refundPartCall(staff, order.order_id, { lines: [courtA?.id], to: "credit", reason: "Court A flooded" });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.data).toMatchObject({ status: "paid", refunded_total: 2800, refund_left: 800 });
    expect(second.data.refunded_to).toEqual({ card: 1000, desk: 0, credit: 1800 });
    expect(second.data.lines.find((l: Line) => l.id === courtA?.id).refunded_at).not.toBeNull();
    expect(await activeBookingsOf(t, order.order_id)).toBe(1);
    expect(await balanceOf(db(), member.id)).toBe(1800);

    const audit = (await auditRowsOf(t, order.order_id)).filter((r) => r.action === "order.refund_part");
    expect(audit).toHaveLength(2);
    expect(audit[1]?.after).toMatchObject({ to: "credit", reason: "Court A flooded", refund: { amount: 1800 } });
    const mails = (await mailsTo(t, member.email)).filter((m) => m.subject.startsWith("Part refund"));
    expect(mails.map((m) => m.subject.slice(0, 24))).toEqual(["Part refund of €10.00: T", "Part refund of €18.00: T"]);
    expect(mails[0]?.text).toContain("returned the way you paid");
    expect(mails[1]?.text).toContain("added to your club credit");
    expect(mails[1]?.text).toContain("No longer booked for you");
  });

  it("refuses more than is left (422 naming the field and limit), a line twice, or everything while a court is still booked; nothing changes", async () => {
    const { order, lines } = await twoCourtBooking();
    const [courtA, courtB] = lines.filter((l) => l.kind === "court");
    expect((await refundPartCall(staff, order.order_id, { lines: [courtA?.id], reason: "Court A flooded" })).statusCode).toBe(
      200,
    );
    const other = await twoCourtBooking();
    const before = await rowCounts(t.app);

    const over = await refundPartCall(staff, order.order_id, { amount: 1801, reason: "Too much" });
    expect(over.statusCode).toBe(422);
    expect(over.data).toMatchObject({ code: "refund_exceeds_left", params: { limit: 1800 } });
    expect(over.data.errors.amount[0]).toContain("At most €18.00 is left");
    const all = await refundPartCall(staff, order.order_id, { amount: 1800, reason: "Everything" });
    expect(all.statusCode).toBe(422);
    expect(all.data).toMatchObject({ code: "refund_exceeds_left", params: { limit: 1799 } });
    expect(all.data.errors.amount[0]).toContain("cancel the order with a refund");
    const twice = await refundPartCall(staff, order.order_id, { lines: [courtA?.id], reason: "Again" });
    expect(twice.statusCode).toBe(422);
    expect(twice.data.errors.lines[0]).toContain("Already refunded");
    const foreign = await refundPartCall(staff, order.order_id, { lines: [other.lines[0]?.id], reason: "Wrong order" });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.data.errors.lines[0]).toContain("Not a line of this order");
    expect(await rowCounts(t.app)).toEqual(before);
    const unchanged = await staff.get(paths.order(order.order_id));
    expect(unchanged.data).toMatchObject({ status: "paid", refunded_total: 1800, refund_left: 1800 });
    expect(await activeBookingsOf(t, order.order_id)).toBe(1);

    // The last court line refunds what is left and frees the court: nothing left, nothing held → refunded.
    const last = await refundPartCall(staff, order.order_id, { lines: [courtB?.id], reason: "Court B flooded" });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.data).toMatchObject({ status: "refunded", refund_left: 0, actions: { refund_part: false, cancel: false } });
    expect(last.data.cancelled_at).not.toBeNull();
    expect(await activeBookingsOf(t, order.order_id)).toBe(0);
  });

  it.each([
    [{ amount: 0, reason: "Nothing" }, "amount"],
    [{ amount: -500, reason: "Negative" }, "amount"],
    [{ amount: 10.5, reason: "Half a cent" }, "amount"],
    [{ reason: "Neither" }, "amount"],
    [{ amount: 500, lines: [1], reason: "Both" }, "amount"],
    [{ lines: [], reason: "None" }, "lines"],
    [{ amount: 500, reason: "ok" }, "reason"],
    [{ amount: 500, to: "bank", reason: "Elsewhere" }, "to"],
  ])("refuses %j with 422 naming %s", async (body, field) => {
    const { order } = await twoCourtBooking();
    const before = await rowCounts(t.app);
    const res = await refundPartCall(staff, order.order_id, body);
    expect(res.statusCode).toBe(422);
    expect(res.data.errors[field]).toBeDefined();
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("409 for an order never paid; 422 for credit on a guest's order; 404 for an unknown one; the key is required", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "09:00", endTime: "10:00" });
    const desk = await staff.deskBooking("tennis", {
      date: tuesday,
      timeslot_id: slot.id,
      court_ids: [court.id],
      customer: { guest: { name: "Walk In", email: "walk@example.test", phone: "+34 611 222 333" } },
      payment: "pay_later",
    });
    const unpaid = await refundPartCall(staff, desk.data.order_id, { amount: 100, reason: "Goodwill" });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.data.message).toContain("never paid");
    await staff.post(paths.orderMarkPaid(desk.data.order_id));
    const guestCredit = await refundPartCall(staff, desk.data.order_id, { amount: 100, to: "credit", reason: "Goodwill" });
    expect(guestCredit.statusCode).toBe(422);
    expect(guestCredit.data.errors.to).toBeDefined();
    const atDesk = await refundPartCall(staff, desk.data.order_id, { amount: 100, reason: "Goodwill" });
    expect(atDesk.data.refunded_to).toEqual({ card: 0, desk: 100, credit: 0 });
    const unknown = await refundPartCall(staff, "00000000-0000-4000-8000-000000000000", { amount: 100, reason: "Who?" });
    expect(unknown.statusCode).toBe(404);
    const keyless = await staff.post(paths.orderRefunds(desk.data.order_id), { amount: 100, reason: "No key" });
    expect(keyless.statusCode).toBe(422);
  });

  it("a repeat of the Idempotency-Key refunds once; the same key for another refund is 422", async () => {
    const { order } = await twoCourtBooking();
    const key = refundKey();
    const body = { amount: 700, reason: "Goodwill" };
    const [one, two] = await Promise.all([
      refundPartCall(staff, order.order_id, body, key),
      refundPartCall(staff, order.order_id, body, key),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const again = await refundPartCall(staff, order.order_id, body, key);
    expect(again.data.refunded_total).toBe(700);
    const other = await refundPartCall(staff, order.order_id, { amount: 900, reason: "Goodwill" }, key);
    expect(other.statusCode).toBe(422);
    expect(other.data.errors["idempotency-key"]).toBeDefined();
  });

  it("an order paid partly with credit and partly by card refunds each part where it came from", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "20:00", endTime: "21:00", priceMember: 3600 });
    const { member, order } = await splitPaidOrder(t, tuesday, slot.id, [court.id], 1000);
    // Oldest charge first: the credit part (1000) goes back to credit, then 500 of the card's.
    const part = await refundPartCall(staff, order.order_id, { amount: 1500, reason: "Short session" });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.data).toMatchObject({ paid_by: { card: 2600, credit: 1000 }, refunded_to: { card: 500, credit: 1000, desk: 0 } });
    expect(await balanceOf(db(), member.id)).toBe(1000);
    // Cancelling returns the rest of the card's charge to the card.
    const cancelled = await staff.post(paths.orderCancel(order.order_id), { reason: "Rain" });
    expect(cancelled.data).toMatchObject({ status: "refunded", refunded_total: 3600, refunded_to: { card: 2600, credit: 1000 } });
    expect(await balanceOf(db(), member.id)).toBe(1000);
  });

  it("a member may not refund their own order (403)", async () => {
    const { order, token } = await twoCourtBooking();
    const memberTry = await t
      .client()
      .post(
        paths.orderRefunds(order.order_id),
        { amount: 100, reason: "Self" },
        { token, headers: { "idempotency-key": refundKey() } },
      );
    expect(memberTry.statusCode).toBe(403);
  });
});
