import { apiPaths, customerApiPaths } from "@courtside/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema.ts";
import { deskBody, type StaffSession, staffSession } from "./support/back-office.ts";
import { createCourt, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// 2026-11-22T10:00Z is 11:00 in Madrid; the 18:00 slot starts at 17:00Z.
const HOUR = 3_600_000;
let t: TestContext;
let staff: StaffSession;
let court: { id: number };
let other: { id: number };
let slot: { id: number };

type Made = { order_id: string; inv: string; access_key?: string };

async function guestBooking(email: string, date: string, on = court, pay = true): Promise<Made> {
  const res = await postOrder(
    t.client(),
    "tennis",
    orderBody(date, slot.id, [on.id], { billing: { name: "Nora", email, phone: "1" } }),
  );
  expect(res.statusCode, res.body).toBe(201);
  if (pay) await t.client().post(apiPaths.demoPay(res.data.inv), { key: res.data.access_key });
  return res.data;
}

const bookingIdOf = async (order: Made) => (await staff.get(`/api/admin/orders/${order.order_id}`)).data.bookings[0].id as number;
const noShow = async (order: Made, value = true, bookingId?: number) =>
  staff.post(customerApiPaths.orderNoShow(order.order_id), {
    booking_id: bookingId ?? (await bookingIdOf(order)),
    no_show: value,
  });

let nora1: Made;
let nora2: Made;
let unpaid: Made;
let later: Made;
let member: { token: string; member: { id: string; email: string } };
let memberOrder: Made;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  staff = await staffSession(t);
  court = await createCourt(t.app, "tennis");
  other = await createCourt(t.app, "tennis");
  slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
  nora1 = await guestBooking("nora@example.test", "2026-11-22");
  nora2 = await guestBooking("Nora+2@example.test", "2026-11-23");
  unpaid = await guestBooking("unpaid@example.test", "2026-11-22", other, false);
  later = await guestBooking("later@example.test", "2026-11-30");
  member = await memberToken(t.app, t.client());
  const mine = await postOrder(
    t.client(),
    "tennis",
    orderBody("2026-11-23", slot.id, [other.id], {
      billing: { name: "M", email: member.member.email, phone: "1" },
      guest: undefined,
    }),
    { token: member.token },
  );
  memberOrder = mine.data;
  // A member's order has no access key in the answer: its payment link carries it.
  const key = new URL(mine.data.paymentlink).searchParams.get("key");
  expect((await t.client().post(apiPaths.demoPay(memberOrder.inv), { key })).data.status).toBe("paid");
});
afterAll(() => t.close());

describe("POST /api/admin/orders/{order_id}/no-show", () => {
  it("refuses a booking whose slot has not started", async () => {
    const res = await noShow(nora1);
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toBe("This booking has not started yet: mark a no-show once its time has begun.");
  });

  it("marks a started paid booking, shows it on the order and the customer, audited with the invoice", async () => {
    t.clock.advance(7.5 * HOUR); // 18:30 in Madrid on the 22nd
    const res = await noShow(nora1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.bookings[0]).toMatchObject({ started: true, no_show_at: "2026-11-22T17:30:00.000Z" });
    expect(res.data.actions.no_show).toBe(true);
    expect((await noShow(nora1)).statusCode).toBe(200); // already marked: nothing changes
    const customer = await staff.get(customerApiPaths.customer("guest:nora@example.test"));
    expect(customer.data).toMatchObject({ no_shows: 1, no_show_list: [{ inv: nora1.inv, start: "18:00", date: "2026-11-22" }] });
    const audit = await t.app.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, nora1.order_id))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.action)).toEqual(["order.no_show"]);
    expect(audit[0]?.after).toMatchObject({ inv: nora1.inv, no_show: true, date: "2026-11-22", start: "18:00" });
  });

  it("undoes a mark, audited", async () => {
    const res = await noShow(nora1, false);
    expect(res.data.bookings[0].no_show_at).toBeNull();
    const actions = (await t.app.deps.database.db.select().from(auditLog).where(eq(auditLog.entityId, nora1.order_id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(["order.no_show", "order.no_show_undo"]);
    expect((await noShow(nora1)).statusCode).toBe(200);
  });

  it("refuses an unpaid order, a court of another order, and bad input", async () => {
    const pending = await noShow(unpaid);
    expect(pending.statusCode).toBe(409);
    expect(pending.data.message).toBe("Only a paid booking can be a no-show: mark this order paid first, or cancel it.");
    const foreign = await noShow(nora1, true, await bookingIdOf(later));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.data.errors.booking_id).toEqual([`Booking ${nora1.inv} has no such booked court.`]);
    for (const body of [{}, { booking_id: "x", no_show: true }, { booking_id: 1, no_show: "yes" }]) {
      expect((await staff.post(customerApiPaths.orderNoShow(nora1.order_id), body)).statusCode).toBe(422);
    }
    expect(
      (await staff.post(customerApiPaths.orderNoShow("00000000-0000-0000-0000-000000000000"), { booking_id: 1, no_show: true }))
        .statusCode,
    ).toBe(404);
  });

  it("refuses a cancelled order", async () => {
    t.clock.advance(24 * HOUR); // 18:30 on the 23rd: nora2's and the member's slots have started
    staff = await staffSession(t); // a day on, the first session's token has lapsed
    const extra = await guestBooking("cancelled@example.test", "2026-11-24");
    await staff.post(`/api/admin/orders/${extra.order_id}/cancel`, { refund: true });
    const bookingId = await bookingIdOf(extra);
    const res = await staff.post(customerApiPaths.orderNoShow(extra.order_id), { booking_id: bookingId, no_show: true });
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toMatch(/cancelled/);
  });
});

describe("the no-show rule", () => {
  // Each on a court of its own, so no booking is in another's way.
  const nextBooking = async (email: string, token?: string) => {
    const free = await createCourt(t.app, "tennis");
    const billing = { name: "Nora", email, phone: "1" };
    const body = orderBody("2026-11-28", slot.id, [free.id], { billing, ...(token ? { guest: undefined } : {}) });
    return postOrder(t.client(), "tennis", body, { token });
  };

  it("is off by default (0): no-shows refuse nothing", async () => {
    expect((await noShow(nora2)).statusCode).toBe(200);
    const res = await nextBooking("nora@example.test");
    expect(res.statusCode, res.body).toBe(201);
  });

  it("suspends online booking after K no-shows in M days until the latest one's date + N days", async () => {
    await setRules(t.app, "tennis", { noShowLimit: 2, noShowWindowDays: 30, noShowSuspensionDays: 14 } as never);
    const res = await nextBooking("NORA+again@example.test");
    expect(res.statusCode, res.body).toBe(403);
    expect(res.data).toEqual({
      message:
        "Online booking of tennis is suspended after 2 no-shows in the last 30 days: you can book online again from " +
        "Mon 7 Dec 2026. The club's desk can still book a court for you.",
      code: "suspended_no_shows",
      params: { until: "2026-12-07", no_shows: 2, limit: 2, days: 30 },
    });
    // Another guest books as before.
    expect((await nextBooking("someone@example.test")).statusCode).toBe(201);
  });

  it("lets the desk book for a suspended customer", async () => {
    const guest = { name: "Nora", email: "nora@example.test", phone: "1" };
    const free = await createCourt(t.app, "tennis");
    const res = await staff.deskBooking("tennis", deskBody("2026-11-29", slot.id, [free.id], { customer: { guest } }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it("counts a member's no-shows by member id", async () => {
    await setRules(t.app, "tennis", { noShowLimit: 1, noShowWindowDays: 30, noShowSuspensionDays: 3 } as never);
    expect((await nextBooking(member.member.email, member.token)).statusCode).toBe(201);
    expect((await noShow(memberOrder)).statusCode).toBe(200);
    const res = await nextBooking("another-address@example.test", member.token);
    expect(res.statusCode).toBe(403);
    expect(res.data.params).toEqual({ until: "2026-11-26", no_shows: 1, limit: 1, days: 30 });
  });

  it("counts only no-shows within the window, and lifts on the until date", async () => {
    await setRules(t.app, "tennis", { noShowLimit: 2, noShowWindowDays: 1, noShowSuspensionDays: 14 } as never);
    // nora1's slot started 25 h ago: outside a one-day window, so one no-show counts.
    expect((await nextBooking("nora@example.test")).statusCode).toBe(201);
    await setRules(t.app, "tennis", { noShowLimit: 1, noShowWindowDays: 30, noShowSuspensionDays: 1 } as never);
    t.clock.advance(6 * HOUR); // 00:30 on the 24th, the until date (the 23rd + 1)
    staff = await staffSession(t);
    expect((await nextBooking("nora@example.test")).statusCode).toBe(201);
  });
});
