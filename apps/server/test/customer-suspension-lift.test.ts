import { apiPaths, customerApiPaths } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema.ts";
import { type StaffSession, staffSession } from "./support/back-office.ts";
import { adminToken, createCourt, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// 2026-11-22T10:00Z is 11:00 in Madrid. Nora missed her paid 18:00 courts on the 22nd and the 23rd;
// at 18:30 on the 23rd both are marked, and the tennis rule (2 in 30 days, 14 days off) suspends her.
const HOUR = 3_600_000;
const NORA = "guest:nora@example.test";
let t: TestContext;
let staff: StaffSession;
let slot: { id: number };
type Made = { order_id: string; inv: string; access_key?: string };
const made: Made[] = [];

async function paidBooking(email: string, date: string): Promise<Made> {
  const court = await createCourt(t.app, "tennis");
  const res = await postOrder(
    t.client(),
    "tennis",
    orderBody(date, slot.id, [court.id], { billing: { name: "Nora", email, phone: "1" } }),
  );
  expect(res.statusCode, res.body).toBe(201);
  await t.client().post(apiPaths.demoPay(res.data.inv), { key: res.data.access_key });
  return res.data;
}

async function markNoShow(order: Made) {
  const detail = await staff.get(`/api/admin/orders/${order.order_id}`);
  const res = await staff.post(customerApiPaths.orderNoShow(order.order_id), {
    booking_id: detail.data.bookings[0].id,
    no_show: true,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** An online order of Nora's on a court of its own: 201, or 403 while she is suspended. */
const noraBooksOnline = async () => (await paidBookingAttempt("nora@example.test")).statusCode;
async function paidBookingAttempt(email: string) {
  const court = await createCourt(t.app, "tennis");
  return postOrder(
    t.client(),
    "tennis",
    orderBody("2026-11-30", slot.id, [court.id], { billing: { name: "Nora", email, phone: "1" } }),
  );
}
const lift = (id = NORA, sport = "tennis", token = staff.token) =>
  t.client().post(customerApiPaths.liftSuspension(id, sport), undefined, { token });

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  staff = await staffSession(t);
  slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
  made.push(await paidBooking("nora@example.test", "2026-11-22"));
  made.push(await paidBooking("Nora+2@example.test", "2026-11-23"));
  made.push(await paidBooking("nora@example.test", "2026-11-24"));
  t.clock.advance(31.5 * HOUR); // 18:30 in Madrid on the 23rd
  staff = await staffSession(t);
  await markNoShow(made[0] as Made);
  await markNoShow(made[1] as Made);
  await setRules(t.app, "tennis", { noShowLimit: 2, noShowWindowDays: 30, noShowSuspensionDays: 14 } as never);
});
afterAll(() => t.close());

describe("a customer's suspension on their page", () => {
  it("names the rule, the date it ends and the no-shows that caused it", async () => {
    const page = await staff.get(customerApiPaths.customer(NORA));
    expect(page.statusCode, page.body).toBe(200);
    expect(page.data.suspensions).toEqual([
      {
        sport: "tennis",
        until: "2026-12-07",
        limit: 2,
        window_days: 30,
        suspension_days: 14,
        no_shows: [
          expect.objectContaining({ inv: made[1]?.inv, date: "2026-11-23", start: "18:00" }),
          expect.objectContaining({ inv: made[0]?.inv, date: "2026-11-22", start: "18:00" }),
        ],
      },
    ]);
    expect(page.data.suspension_lifts).toEqual([]);
    expect(await noraBooksOnline()).toBe(403);
  });

  it("is empty while the rule is off or for a customer below the limit", async () => {
    await setRules(t.app, "tennis", { noShowLimit: 0 } as never);
    expect((await staff.get(customerApiPaths.customer(NORA))).data.suspensions).toEqual([]);
    await setRules(t.app, "tennis", { noShowLimit: 3 } as never);
    expect((await staff.get(customerApiPaths.customer(NORA))).data.suspensions).toEqual([]);
    await setRules(t.app, "tennis", { noShowLimit: 2 } as never);
  });
});

describe("POST /api/admin/customers/{customer_id}/suspensions/{sport}/lift", () => {
  it("refuses a sport the customer is not suspended from (409), an unknown customer (404), a bad sport (404)", async () => {
    const padel = await lift(NORA, "padel");
    expect(padel.statusCode).toBe(409);
    expect(padel.data).toEqual({
      message: "Nora is not suspended from booking padel online: nothing to lift.",
      code: "not_suspended",
      params: { sport: "padel" },
    });
    expect((await lift("guest:nobody@example.test")).statusCode).toBe(404);
    expect((await lift(NORA, "squash")).statusCode).toBe(404);
    expect((await t.client().post(customerApiPaths.liftSuspension(NORA, "tennis"))).statusCode).toBe(401);
  });

  it("refuses an administrator without the sport (403)", async () => {
    const padelDesk = await adminToken(t.app, t.client(), { role: "desk", sports: ["padel"] });
    const res = await lift(NORA, "tennis", padelDesk);
    expect(res.statusCode).toBe(403);
    expect(res.data.message).toBe("Your account does not cover tennis.");
  });

  it("lifts it (a desk may): the page shows the lift, she books online again, audited", async () => {
    const desk = await adminToken(t.app, t.client(), { role: "desk", sports: ["tennis"] });
    const res = await lift(NORA, "tennis", desk);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.suspensions).toEqual([]);
    expect(res.data.suspension_lifts).toEqual([
      { sport: "tennis", lifted_at: new Date(t.clock.now()).toISOString(), lifted_by: expect.stringMatching(/^Admin /) },
    ]);
    expect(res.data.no_show_list).toHaveLength(2); // the no-shows stay on record
    expect(await noraBooksOnline()).toBe(201);
    const [audit] = await t.app.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "customer.suspension_lift"), eq(auditLog.entityId, NORA)));
    expect(audit).toMatchObject({
      entity: "customer",
      before: { sport: "tennis", until: "2026-12-07", no_shows: 2 },
      after: { sport: "tennis", customer: "Nora", lifted: true },
    });
    const again = await lift();
    expect(again.statusCode).toBe(409);
  });

  it("counts only no-shows marked after the lift", async () => {
    t.clock.advance(24 * HOUR); // 18:30 on the 24th: her third booking has started
    staff = await staffSession(t);
    await markNoShow(made[2] as Made);
    // One new no-show is below the limit of 2: the two before the lift no longer count.
    expect(await noraBooksOnline()).toBe(201);
    await setRules(t.app, "tennis", { noShowLimit: 1 } as never);
    const page = await staff.get(customerApiPaths.customer(NORA));
    expect(page.data.suspensions).toEqual([
      expect.objectContaining({ until: "2026-12-08", limit: 1, no_shows: [expect.objectContaining({ inv: made[2]?.inv })] }),
    ]);
    expect(await noraBooksOnline()).toBe(403);
  });

  it("lifts a member's suspension by member id, leaving other customers' as they were", async () => {
    const { token, member } = await memberToken(t.app, t.client());
    const billing = { name: "Marta", email: member.email, phone: "1" };
    const memberOrder = async (date: string) => {
      const court = await createCourt(t.app, "tennis");
      return postOrder(t.client(), "tennis", orderBody(date, slot.id, [court.id], { billing, guest: undefined }), { token });
    };
    const first = await memberOrder("2026-11-25");
    expect(first.statusCode, first.body).toBe(201);
    const key = new URL(first.data.paymentlink).searchParams.get("key");
    expect((await t.client().post(apiPaths.demoPay(first.data.inv), { key })).data.status).toBe("paid");
    t.clock.advance(24 * HOUR); // 18:30 on the 25th
    staff = await staffSession(t);
    await markNoShow(first.data);
    expect((await memberOrder("2026-11-30")).statusCode).toBe(403);
    const res = await lift(member.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ kind: "member", suspensions: [] });
    expect((await memberOrder("2026-11-30")).statusCode).toBe(201);
    // Nora's suspension (her third no-show, limit 1) is hers: lifting Marta's left it.
    expect(await noraBooksOnline()).toBe(403);
  });
});
