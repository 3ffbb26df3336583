import { adminCatalogPaths, apiPaths, formatDayAt, formatSlot, adminBookingApiPaths as paths } from "@courtside/contract";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, orderLines } from "../src/db/schema.ts";
import { facilityInstant } from "../src/facility-time.ts";
import { auditRowsOf, cellStatus, deskBody, mailsTo, type StaffSession, staffSession } from "./support/back-office.ts";
import {
  adminToken,
  createAddon,
  createClosure,
  createCourt,
  createTimeslot,
  orderBody,
  postOrder,
  setRules,
} from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The clock starts at 2026-11-22T10:00Z (11:00 in Madrid); bookings are on the 24th and 25th.
const tuesday = "2026-11-24";
const wednesday = "2026-11-25";
const zone = "Europe/Madrid";
let t: TestContext;
let staff: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: zone });
  await setRules(t.app, "tennis", { holdMinutes: 15 });
  staff = await staffSession(t);
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;

/** A guest's paid online booking of the given courts at a slot of its own. */
async function paidBooking(
  courtIds: number[],
  slotId: number,
  email = `mover-${Math.random().toString(36).slice(2)}@example.test`,
) {
  const c = t.client();
  const created = await postOrder(
    c,
    "tennis",
    orderBody(tuesday, slotId, courtIds, { billing: { name: "Mo Ver", email, phone: "+34 600 000 001" } }),
  );
  expect(created.statusCode, created.body).toBe(201);
  expect((await c.post(apiPaths.demoPay(created.data.inv), { key: created.data.access_key })).statusCode).toBe(200);
  const detail = await staff.get(paths.order(created.data.order_id));
  return { orderId: created.data.order_id as string, inv: created.data.inv as string, email, detail: detail.data };
}

/** What a refused move must leave as it was: the order's bookings and lines, and the audit log. */
async function stateOf(orderId: string) {
  const [booked, lines, audits] = await Promise.all([
    db().select().from(bookings).where(eq(bookings.orderId, orderId)).orderBy(asc(bookings.id)),
    db().select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db().execute(sql`select count(*)::int as n from audit_log`),
  ]);
  return { booked, lines, audits: (audits as unknown as { rows: unknown[] }).rows };
}

describe("POST /api/admin/orders/{order_id}/move", () => {
  it("moves a paid booking to a free court at the same time: grid, lines, audit and the customer's mail follow", async () => {
    const [from, to] = await Promise.all([
      createCourt(t.app, "tennis", { name: "Court From" }),
      createCourt(t.app, "tennis", { name: "Court To" }),
    ]);
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceGuest: 2400 });
    const booking = await paidBooking([from.id], slot.id);
    const bookingId = booking.detail.bookings[0].id;

    const res = await staff.post(paths.orderMove(booking.orderId), {
      booking_id: bookingId,
      court_id: to.id,
      date: tuesday,
      timeslot_id: slot.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({
      status: "paid",
      total: 2400,
      bookings: [{ id: bookingId, court: { id: to.id, name: "Court To" }, date: tuesday, start: "18:00", active: true }],
      lines: [{ kind: "court", description: `Court To, ${tuesday} 18:00–19:00`, amount: 2400 }],
    });
    expect(await cellStatus(t.client(), "frontend", tuesday, from.id, slot.id)).toBe("available");
    expect(await cellStatus(t.client(), "frontend", tuesday, to.id, slot.id)).toBe("booked");

    const audit = (await auditRowsOf(t, booking.orderId)).find((a) => a.action === "order.move");
    expect(audit).toMatchObject({
      actorAdminId: staff.admin.id,
      before: { inv: booking.inv, courts: ["Court From"], date: tuesday, start: "18:00", end: "19:00" },
      after: { inv: booking.inv, courts: ["Court To"], date: tuesday, start: "18:00", end: "19:00", booking_id: bookingId },
    });
    const mail = (await mailsTo(t, booking.email)).find((m) => m.subject.startsWith("Booking moved"));
    expect(mail?.subject).toBe(`Booking moved: Tennis, ${formatSlot(tuesday, "18:00", "19:00")} (${booking.inv})`);
    expect(mail?.text).toContain(`Now: Court To, ${formatSlot(tuesday, "18:00", "19:00")}`);
    expect(mail?.text).toContain(`Was: Court From, ${formatSlot(tuesday, "18:00", "19:00")}`);
  });

  it("moves to another day and time; the order's other court goes along on its own court", async () => {
    const [a, b, c] = await Promise.all([
      createCourt(t.app, "tennis", { name: "Court A" }),
      createCourt(t.app, "tennis", { name: "Court B" }),
      createCourt(t.app, "tennis", { name: "Court C" }),
    ]);
    const [early, late] = await Promise.all([
      createTimeslot(t.app, "tennis", { startTime: "09:00", endTime: "10:00" }),
      createTimeslot(t.app, "tennis", { startTime: "10:00", endTime: "11:00" }),
    ]);
    const booking = await paidBooking([a.id, b.id], early.id);
    const onA = booking.detail.bookings.find((x: { court: { id: number } }) => x.court.id === a.id);

    const res = await staff.post(paths.orderMove(booking.orderId), {
      booking_id: onA.id,
      court_id: c.id,
      date: wednesday,
      timeslot_id: late.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.date).toBe(wednesday);
    expect(res.data.timeslot).toMatchObject({ id: late.id, start: "10:00", end: "11:00" });
    expect(res.data.bookings.map((x: { court: { name: string } }) => x.court.name).sort()).toEqual(["Court B", "Court C"]);
    for (const court of [a, b, c])
      expect(await cellStatus(t.client(), "frontend", tuesday, court.id, early.id)).toBe("available");
    expect(await cellStatus(t.client(), "frontend", wednesday, c.id, late.id)).toBe("booked");
    expect(await cellStatus(t.client(), "frontend", wednesday, b.id, late.id)).toBe("booked");
    const during = (await db().select().from(bookings).where(eq(bookings.orderId, booking.orderId)))[0]?.during;
    expect(during).toContain(facilityInstant(wednesday, "10:00", zone).toISOString().slice(0, 13).replace("T", " "));
  });

  it("refuses a court taken at the target time with 409 naming it, and changes nothing", async () => {
    const [mine, theirs] = await Promise.all([
      createCourt(t.app, "tennis"),
      createCourt(t.app, "tennis", { name: "Court Busy" }),
    ]);
    const slot = await createTimeslot(t.app, "tennis", { startTime: "12:00", endTime: "13:00" });
    const booking = await paidBooking([mine.id], slot.id);
    await paidBooking([theirs.id], slot.id);
    const before = await stateOf(booking.orderId);

    const res = await staff.post(paths.orderMove(booking.orderId), {
      booking_id: booking.detail.bookings[0].id,
      court_id: theirs.id,
      date: tuesday,
      timeslot_id: slot.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.data).toEqual({
      message: `Court Busy is taken at 12:00 on ${tuesday}. Pick another court or time.`,
      errors: { court_id: [`Court Busy is taken at 12:00 on ${tuesday}. Pick another court or time.`] },
      code: "court_taken",
      params: { court: "Court Busy" },
    });
    expect(await stateOf(booking.orderId)).toEqual(before);
  });

  it("two moves onto the same free court at once: one wins, the other hears the court is taken", async () => {
    const [one, two, target] = await Promise.all([
      createCourt(t.app, "tennis"),
      createCourt(t.app, "tennis"),
      createCourt(t.app, "tennis", { name: "Court Wanted" }),
    ]);
    const slot = await createTimeslot(t.app, "tennis", { startTime: "13:00", endTime: "14:00" });
    const [first, second] = [await paidBooking([one.id], slot.id), await paidBooking([two.id], slot.id)];
    const other = await staffSession(t);
    const onto = (b: typeof first) => ({
      booking_id: b.detail.bookings[0].id,
      court_id: target.id,
      date: tuesday,
      timeslot_id: slot.id,
    });
    const answers = await Promise.all([
      staff.post(paths.orderMove(first.orderId), onto(first)),
      other.post(paths.orderMove(second.orderId), onto(second)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.data.params).toEqual({ court: "Court Wanted" });
    const onTarget = await db().select().from(bookings).where(eq(bookings.courtId, target.id));
    expect(onTarget.filter((b) => b.active)).toHaveLength(1);
  });

  it("refuses a closed court (409 naming it) and a sold-out add-on at the new time", async () => {
    const [mine, shut] = await Promise.all([createCourt(t.app, "tennis"), createCourt(t.app, "tennis", { name: "Court Shut" })]);
    const [slot, other] = await Promise.all([
      createTimeslot(t.app, "tennis", { startTime: "14:00", endTime: "15:00" }),
      createTimeslot(t.app, "tennis", { startTime: "15:00", endTime: "16:00" }),
    ]);
    await createClosure(
      t.app,
      "tennis",
      shut.id,
      facilityInstant(tuesday, "13:00", zone),
      facilityInstant(tuesday, "16:00", zone),
    );
    const coach = await createAddon(t.app, "tennis", { name: "Coach Ana", group: 2, stock: 1 });
    const c = t.client();
    const withCoach = await postOrder(
      c,
      "tennis",
      orderBody(tuesday, slot.id, [mine.id], { addons2: [{ addon_id: coach.id, qty: 1 }] }),
    );
    expect(withCoach.statusCode, withCoach.body).toBe(201);
    const rival = await createCourt(t.app, "tennis");
    const takesCoach = await postOrder(
      c,
      "tennis",
      orderBody(tuesday, other.id, [rival.id], { addons2: [{ addon_id: coach.id, qty: 1 }] }),
    );
    expect(takesCoach.statusCode, takesCoach.body).toBe(201);
    const bookingId = (await staff.get(paths.order(withCoach.data.order_id))).data.bookings[0].id;
    const before = await stateOf(withCoach.data.order_id);

    const closed = await staff.post(paths.orderMove(withCoach.data.order_id), {
      booking_id: bookingId,
      court_id: shut.id,
      date: tuesday,
      timeslot_id: slot.id,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.data).toMatchObject({ code: "court_closed", params: { court: "Court Shut" } });
    const soldOut = await staff.post(paths.orderMove(withCoach.data.order_id), {
      booking_id: bookingId,
      court_id: mine.id,
      date: tuesday,
      timeslot_id: other.id,
    });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.data).toMatchObject({
      message: `Coach Ana is sold out for ${formatDayAt(tuesday, "15:00")}.`,
      code: "addon_sold_out",
    });
    expect(await stateOf(withCoach.data.order_id)).toEqual(before);
  });

  it("answers 422 naming the field for a move that makes no sense, and 409 for an order that holds no courts", async () => {
    const [mine, second, padel] = await Promise.all([
      createCourt(t.app, "tennis"),
      createCourt(t.app, "tennis"),
      createCourt(t.app, "padel"),
    ]);
    const [slot, morning] = await Promise.all([
      createTimeslot(t.app, "tennis", { startTime: "16:00", endTime: "17:00" }),
      createTimeslot(t.app, "tennis", { startTime: "08:00", endTime: "09:00" }),
    ]);
    const booking = await paidBooking([mine.id, second.id], slot.id);
    // By court, not by position: the courts were created at once, so their order is the database's.
    type Line = { id: number; court: { id: number } };
    const lines = booking.detail.bookings as Line[];
    const first = lines.find((b) => b.court.id === mine.id) as Line;
    const other = lines.find((b) => b.court.id !== mine.id) as Line;
    const move = (body: Record<string, unknown>) =>
      staff.post(paths.orderMove(booking.orderId), {
        booking_id: first.id,
        court_id: mine.id,
        date: tuesday,
        timeslot_id: slot.id,
        ...body,
      });
    const before = await stateOf(booking.orderId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "court_id", "The booking is already on"],
      [{ court_id: other.court.id }, "court_id", "This order already books"],
      [{ court_id: padel.id }, "court_id", "Choose an open tennis court."],
      [{ booking_id: 999_999 }, "booking_id", "This order holds no such court"],
      [{ date: "2026-11-21" }, "date", "The date is in the past."],
      [{ date: "2026-11-22", timeslot_id: morning.id }, "timeslot_id", "This time has already started"],
      [{ timeslot_id: "16:00" }, "timeslot_id", "Choose the time to move to."],
    ];
    for (const [body, field, message] of cases) {
      const res = await move(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.data.errors?.[field]?.[0], JSON.stringify(body)).toContain(message);
    }
    expect(await stateOf(booking.orderId)).toEqual(before);

    await staff.post(paths.orderCancel(booking.orderId), { refund: true });
    const cancelled = await move({ court_id: second.id });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.data.message).toBe("This order is cancelled: its courts are free, so there is nothing to move.");
  });

  it("lets a booking in the way of a closure move, after which the closure goes through", async () => {
    const [busy, spare] = await Promise.all([createCourt(t.app, "tennis"), createCourt(t.app, "tennis")]);
    const slot = await createTimeslot(t.app, "tennis", { startTime: "20:00", endTime: "21:00" });
    const desk = await staff.deskBooking("tennis", deskBody(wednesday, slot.id, [busy.id]));
    expect(desk.statusCode, desk.body).toBe(201);
    const closure = {
      court_id: busy.id,
      start_date: wednesday,
      start_time: "19:00",
      end_date: wednesday,
      end_time: "22:00",
      reason: "Net repair",
    };
    const refused = await staff.post(adminCatalogPaths.closures("tennis"), closure);
    expect(refused.statusCode).toBe(409);
    expect(refused.data.params.order_ids).toEqual([desk.data.order_id]);
    const order = (await staff.get(paths.order(desk.data.order_id))).data;
    expect(order.actions.move).toBe(true);
    const moved = await staff.post(paths.orderMove(desk.data.order_id), {
      booking_id: order.bookings[0].id,
      court_id: spare.id,
      date: wednesday,
      timeslot_id: slot.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await staff.post(adminCatalogPaths.closures("tennis"), closure)).statusCode).toBe(201);
  });

  it("refuses a manager or desk staff of another sport (403), and lets desk staff of the sport move", async () => {
    const [mine, spare] = await Promise.all([createCourt(t.app, "tennis"), createCourt(t.app, "tennis")]);
    const slot = await createTimeslot(t.app, "tennis", { startTime: "21:00", endTime: "22:00" });
    const booking = await paidBooking([mine.id], slot.id);
    const body = { booking_id: booking.detail.bookings[0].id, court_id: spare.id, date: tuesday, timeslot_id: slot.id };
    const before = await stateOf(booking.orderId);
    for (const role of ["manager", "desk"] as const) {
      const token = await adminToken(t.app, t.client(), { role, sports: ["padel"] });
      const res = await t.client().post(paths.orderMove(booking.orderId), body, { token });
      expect(res.statusCode).toBe(403);
      expect(res.data).toEqual({
        message: "Your account does not cover tennis.",
        code: "forbidden",
        params: { sport: "tennis" },
      });
    }
    expect(await stateOf(booking.orderId)).toEqual(before);
    const deskToken = await adminToken(t.app, t.client(), { role: "desk", sports: ["tennis"] });
    expect((await t.client().post(paths.orderMove(booking.orderId), body, { token: deskToken })).statusCode).toBe(200);
  });

  it("does not move a booking that has started", async () => {
    const [mine, spare] = await Promise.all([createCourt(t.app, "tennis"), createCourt(t.app, "tennis")]);
    const slot = await createTimeslot(t.app, "tennis", { startTime: "22:00", endTime: "23:00" });
    const booking = await paidBooking([mine.id], slot.id);
    const at = facilityInstant(tuesday, "22:30", zone).getTime();
    t.clock.advance(at - t.clock.now().getTime());
    // Staff tokens last 12 hours: sign in again at the new time.
    const later = await staffSession(t);
    const detail = await later.get(paths.order(booking.orderId));
    expect(detail.data.actions.move).toBe(false);
    const res = await later.post(paths.orderMove(booking.orderId), {
      booking_id: booking.detail.bookings[0].id,
      court_id: spare.id,
      date: wednesday,
      timeslot_id: slot.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toBe("This booking has already started, so it stays where it is.");
  });
});
