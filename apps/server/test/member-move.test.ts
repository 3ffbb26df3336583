import { adminBookingApiPaths } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../src/db/schema.ts";
import { mailsTo } from "./support/back-office.ts";
import { adminToken, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createPlan, giveMembership } from "./support/memberships.ts";
import { courtsAndSlot, memberMove, paidMemberBooking, payByLink } from "./support/moves.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The clock starts at Sun 2026-11-22T10:00Z (11:00 in Madrid). Free cancellation ends 24 hours
// before the start; the horizon is 7 days (the 22nd to the 28th).
const tuesday = "2026-11-24";
const wednesday = "2026-11-25";
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { cancelHours: 24, holdMinutes: 15, totalDays: 7 });
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
const activeOn = (courtId: number) =>
  db()
    .select()
    .from(bookings)
    .where(and(eq(bookings.courtId, courtId), eq(bookings.active, true)));

describe("POST /api/{api}/orders/{order_id}/move (member)", () => {
  it("moves the member's paid booking to another court, time and date; the member is mailed where it is now", async () => {
    const { a, b, slot } = await courtsAndSlot(t, "18:00", 1800);
    const later = await createTimeslot(t.app, "tennis", { startTime: "19:00", endTime: "20:00", priceMember: 1800 });
    const { member, token, order } = await paidMemberBooking(t, tuesday, slot.id, [a.id]);

    const res = await memberMove(t, token, order.order_id, {
      from_court_id: a.id,
      court_id: b.id,
      date: wednesday,
      timeslot_id: later.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.order).toMatchObject({ date: wednesday, timeslot: { id: later.id }, courts: [{ id: b.id }], total: 1800 });
    expect(res.data.difference).toEqual({ kind: "none", amount: 0, currency: "EUR", order_id: null, paymentlink: null });
    expect(await activeOn(a.id)).toHaveLength(0);
    expect((await activeOn(b.id)).map((x) => x.date)).toEqual([wednesday]);
    const mail = (await mailsTo(t, member.email)).find((m) => m.subject.startsWith("Booking moved"));
    expect(mail?.text).toContain("has been moved as you asked");
    expect(mail?.text).toContain(b.name);
  });

  it("is refused once free cancellation has ended (409 move_window_closed with the deadline), and nothing moves", async () => {
    // 23 Nov 10:00 Madrid: free cancellation ended at 09:00Z on the 22nd, before the clock's 10:00Z.
    const { a, b, slot } = await courtsAndSlot(t, "10:00", 1800);
    const { token, order } = await paidMemberBooking(t, "2026-11-23", slot.id, [a.id]);
    const res = await memberMove(t, token, order.order_id, {
      from_court_id: a.id,
      court_id: b.id,
      date: "2026-11-23",
      timeslot_id: slot.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.data).toMatchObject({
      code: "move_window_closed",
      params: { deadline: "2026-11-22T09:00:00.000Z", cancel_hours: 24 },
    });
    expect(res.data.message).toContain("Ask the club to move it");
    expect(await activeOn(a.id)).toHaveLength(1);
    expect(await activeOn(b.id)).toHaveLength(0);
  });

  it("keeps to the public horizon (422 move_outside_horizon) and refuses a slot already started", async () => {
    const { a, b, slot } = await courtsAndSlot(t, "18:00", 1800);
    const morning = await createTimeslot(t.app, "tennis", { startTime: "09:00", endTime: "10:00" });
    const { token, order } = await paidMemberBooking(t, tuesday, slot.id, [a.id]);
    const far = await memberMove(t, token, order.order_id, {
      from_court_id: a.id,
      court_id: b.id,
      date: "2026-11-29",
      timeslot_id: slot.id,
    });
    expect(far.statusCode).toBe(422);
    expect(far.data).toMatchObject({
      code: "move_outside_horizon",
      params: { last_date: "2026-11-28" },
      errors: { date: [expect.any(String)] },
    });
    const started = await memberMove(t, token, order.order_id, {
      from_court_id: a.id,
      court_id: b.id,
      date: "2026-11-22",
      timeslot_id: morning.id,
    });
    expect(started.statusCode).toBe(422);
    expect(started.data.errors.timeslot_id[0]).toBe("This time has already started; pick a later one.");
    const notMine = await memberMove(t, token, order.order_id, {
      from_court_id: b.id,
      court_id: b.id,
      date: tuesday,
      timeslot_id: slot.id,
    });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.data.errors.from_court_id).toBeDefined();
    expect(await activeOn(a.id)).toHaveLength(1);
  });

  it("answers 404 to another member and for a guest's order, 401 without a token, 403 to staff", async () => {
    const { a, b, slot } = await courtsAndSlot(t, "18:00", 1800);
    const { order } = await paidMemberBooking(t, tuesday, slot.id, [a.id]);
    const body = { from_court_id: a.id, court_id: b.id, date: tuesday, timeslot_id: slot.id };
    const other = await memberToken(t.app, t.client());
    expect((await memberMove(t, other.token, order.order_id, body)).statusCode).toBe(404);
    expect((await memberMove(t, undefined, order.order_id, body)).statusCode).toBe(401);
    expect((await memberMove(t, await adminToken(t.app, t.client()), order.order_id, body)).statusCode).toBe(403);
    const guest = await postOrder(t.client(), "tennis", orderBody(wednesday, slot.id, [a.id]));
    expect((await memberMove(t, other.token, guest.data.order_id, { ...body, date: wednesday })).statusCode).toBe(404);
    expect(await activeOn(b.id)).toHaveLength(0);
  });

  it("refuses an unpaid booking (409 move_not_paid): pay it first", async () => {
    const { a, b, slot } = await courtsAndSlot(t, "18:00", 1800);
    const c = t.client();
    const { member, token } = await memberToken(t.app, c);
    const billing = { name: member.name, email: member.email, phone: "+34 600 000 003" };
    const pending = await postOrder(c, "tennis", { date: tuesday, timeslot_id: slot.id, court_ids: [a.id], billing }, { token });
    const res = await memberMove(t, token, pending.data.order_id, {
      from_court_id: a.id,
      court_id: b.id,
      date: tuesday,
      timeslot_id: slot.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.data).toMatchObject({ code: "move_not_paid", params: { status: "pending" } });
    expect(await activeOn(b.id)).toHaveLength(0);
  });

  it("staff still move it after the member's window (the admin route is not held to it)", async () => {
    const { a, b, slot } = await courtsAndSlot(t, "10:00", 1800);
    const { order } = await paidMemberBooking(t, "2026-11-23", slot.id, [a.id]);
    const staff = t.client();
    const token = await adminToken(t.app, staff);
    const detail = await staff.get(adminBookingApiPaths.order(order.order_id), { token });
    const res = await staff.post(
      adminBookingApiPaths.orderMove(order.order_id),
      { booking_id: detail.data.bookings[0].id, court_id: b.id, date: "2026-11-23", timeslot_id: slot.id },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it("keeps to the member's plan limit on the day it moves to (422 limit_bookings_per_day); the same day and staff are not held to it", async () => {
    const { a, b, slot } = await courtsAndSlot(t, "17:00", 1800);
    const { member, token, order } = await paidMemberBooking(t, tuesday, slot.id, [a.id]);
    const billing = { name: member.name, email: member.email, phone: "+34 600 000 002" };
    const onWednesday = await postOrder(
      t.client(),
      "tennis",
      { date: wednesday, timeslot_id: slot.id, court_ids: [a.id], billing },
      { token },
    );
    expect(onWednesday.statusCode, onWednesday.body).toBe(201);
    await payByLink(t, onWednesday.data);
    const plan = await createPlan(t.app, { tennis: { maxPerDay: 1 } }, "One a day");
    await giveMembership(t.app, member.id, plan.id, "2026-11-01", "2026-12-31");

    const refused = await memberMove(t, token, order.order_id, {
      from_court_id: a.id,
      court_id: b.id,
      date: wednesday,
      timeslot_id: slot.id,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.data).toMatchObject({
      code: "limit_bookings_per_day",
      params: { limit: 1, booked: 1, plan: "One a day", date: wednesday },
    });
    expect(refused.data.message).toContain("Pick another day");
    expect((await activeOn(a.id)).map((x) => x.date).sort()).toEqual([tuesday, wednesday]);

    const sameDay = await memberMove(t, token, order.order_id, {
      from_court_id: a.id,
      court_id: b.id,
      date: tuesday,
      timeslot_id: slot.id,
    });
    expect(sameDay.statusCode, sameDay.body).toBe(200);

    const staff = t.client();
    const staffToken = await adminToken(t.app, staff);
    const detail = await staff.get(adminBookingApiPaths.order(order.order_id), { token: staffToken });
    const moved = await staff.post(
      adminBookingApiPaths.orderMove(order.order_id),
      { booking_id: detail.data.bookings[0].id, court_id: b.id, date: wednesday, timeslot_id: slot.id },
      { token: staffToken },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await activeOn(b.id)).map((x) => x.date)).toEqual([wednesday]);
  });
});
