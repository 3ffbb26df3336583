import { adminCatalogPaths as admin, adminBookingApiPaths as paths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orders, payments } from "../src/db/schema.ts";
import { balanceOf } from "../src/modules/credit/ledger.ts";
import { activeBookingsOf, deskBody, mailsTo, type StaffSession, staffSession } from "./support/back-office.ts";
import { createCourt, createTimeslot, orderBody, postOrder, setRules } from "./support/factories.ts";
import { rowCounts } from "./support/fuzz.ts";
import { paidMemberBooking } from "./support/moves.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The clock starts at 2026-11-22T10:00Z (11:00 in Madrid); the rain falls on Wednesday the 25th.
const wednesday = "2026-11-25";
let t: TestContext;
let staff: StaffSession;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12, holdMinutes: 15 });
  staff = await staffSession(t);
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
const rain = (courtId: number, extra: Record<string, unknown> = {}) => ({
  court_id: courtId,
  start_date: wednesday,
  start_time: "08:00",
  end_date: wednesday,
  end_time: "20:00",
  reason: "Rain",
  ...extra,
});

/** Court A (to close) and B (open), slots at 10:00, 12:00 and 18:00 (member 1800, guest 2400). */
async function scene() {
  const [a, b] = await Promise.all([createCourt(t.app, "tennis", { name: "Rain A" }), createCourt(t.app, "tennis")]);
  const slot = (h: string, end: string) =>
    createTimeslot(t.app, "tennis", { startTime: h, endTime: end, priceMember: 1800, priceGuest: 2400 });
  const [ten, noon, six] = await Promise.all([slot("10:00", "11:00"), slot("12:00", "13:00"), slot("18:00", "19:00")]);
  // A member on A and B at 18:00 (A is hit, B is not), a paid guest on A at 10:00, an unpaid hold on A at 12:00.
  const member = await paidMemberBooking(t, wednesday, six.id, [a.id, b.id]);
  const guestEmail = `rain-guest-${a.id}@example.test`;
  const guest = await staff.deskBooking(
    "tennis",
    deskBody(wednesday, ten.id, [a.id], {
      customer: { guest: { name: "Rita Rain", email: guestEmail, phone: "+34 600 000 111" } },
      payment: "paid",
    }),
  );
  expect(guest.statusCode, guest.body).toBe(201);
  const hold = await postOrder(t.client(), "tennis", orderBody(wednesday, noon.id, [a.id]));
  expect(hold.statusCode, hold.body).toBe(201);
  return { a, b, member, guest: guest.data, guestEmail, hold: hold.data };
}

describe("a closure over booked courts, closed with refunds", () => {
  it("previews every hit with its amount, then closes and refunds in one step (guests to card), mailing each player", async () => {
    const { a, member, guest, guestEmail, hold } = await scene();
    const preview = await staff.post(admin.closurePreview("tennis"), rain(a.id));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.data).toMatchObject({ booking_count: 3, refund_total: 1800 + 2400, currency: "EUR" });
    expect(preview.data.orders).toMatchObject([
      { inv: guest.inv, outcome: "cancel_order", refund: 2400, credit_possible: false, customer: { name: "Rita Rain" } },
      { inv: hold.inv, outcome: "cancel_order", refund: 0, status: "pending" },
      {
        inv: member.order.inv,
        outcome: "refund_courts",
        refund: 1800,
        credit_possible: true,
        bookings: [{ court: { name: "Rain A" }, start: "18:00" }],
      },
    ]);
    // Without a choice, the closure is still refused as before.
    expect((await staff.post(admin.closures("tennis"), rain(a.id))).statusCode).toBe(409);

    const closed = await staff.post(admin.closures("tennis"), rain(a.id, { hit_bookings: "refund_to_credit" }));
    expect(closed.statusCode, closed.body).toBe(201);
    const memberOrder = (await staff.get(paths.order(member.order.order_id))).data;
    expect(memberOrder).toMatchObject({ status: "paid", refunded_total: 1800, refunded_to: { credit: 1800 } });
    expect(memberOrder.bookings.map((b: { active: boolean }) => b.active).sort()).toEqual([false, true]);
    expect(await balanceOf(db(), member.member.id)).toBe(1800);
    const guestOrder = (await staff.get(paths.order(guest.order_id))).data;
    expect(guestOrder).toMatchObject({ status: "refunded", refunded_to: { desk: 2400, credit: 0 } });
    const holdOrder = (await staff.get(paths.order(hold.order_id))).data;
    expect(holdOrder.status).toBe("cancelled");
    expect(await activeBookingsOf(t, guest.order_id)).toBe(0);
    expect(await activeBookingsOf(t, hold.order_id)).toBe(0);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(closed.data.id)));
    expect(audit?.after).toMatchObject({
      hit_bookings: "refund_to_credit",
      orders: expect.arrayContaining([{ inv: guest.inv, outcome: "cancel_order", refund: 2400 }]),
    });
    const memberMail = (await mailsTo(t, member.member.email)).find((m) => m.subject.startsWith("Part refund"));
    expect(memberMail?.text).toContain("€18.00, added to your club credit");
    expect(memberMail?.text).toContain("Closure: Rain");
    const guestMail = (await mailsTo(t, guestEmail)).find((m) => m.subject.startsWith("Booking cancelled"));
    expect(guestMail?.text).toContain("€24.00, to be handed back to you at the desk");
  });

  it("is all or nothing: one order that cannot be refunded (Stripe not set up) refuses the whole closure, naming it", async () => {
    const { a, member, guest } = await scene();
    // The guest's payment came through Stripe, which this server has no keys for.
    await db().update(payments).set({ provider: "stripe" }).where(eq(payments.orderId, guest.order_id));
    await db().update(orders).set({ paymentProvider: "stripe" }).where(eq(orders.id, guest.order_id));
    const before = await rowCounts(t.app);
    for (const choice of ["refund_to_payment", "refund_to_credit"]) {
      const res = await staff.post(admin.closures("tennis"), rain(a.id, { hit_bookings: choice }));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.data).toMatchObject({ code: "closure_refund_failed", params: { order_ids: [guest.order_id] } });
      expect(res.data.message).toContain(guest.inv);
      expect(res.data.errors.bookings).toEqual([`${guest.inv}: not refundable here`]);
      expect(res.data.message).toContain("nothing was refunded or cancelled");
    }
    expect(await rowCounts(t.app)).toEqual(before);
    expect(await activeBookingsOf(t, member.order.order_id)).toBe(2);
    expect(await activeBookingsOf(t, guest.order_id)).toBe(1);
    expect((await staff.get(paths.order(member.order.order_id))).data).toMatchObject({ status: "paid", refunded_total: 0 });
    expect(await balanceOf(db(), member.member.id)).toBe(0);
  });

  it("refuses a bad choice (422) and a court of the other sport in the preview (422)", async () => {
    const court = await createCourt(t.app, "tennis");
    const bad = await staff.post(admin.closures("tennis"), rain(court.id, { hit_bookings: "refund_somehow" }));
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors.hit_bookings).toBeDefined();
    const padel = await createCourt(t.app, "padel");
    const other = await staff.post(admin.closurePreview("tennis"), rain(padel.id));
    expect(other.statusCode).toBe(422);
    expect(other.data.errors.court_id).toBeDefined();
  });
});
