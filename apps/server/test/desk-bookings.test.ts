import { randomBytes } from "node:crypto";
import { adminBookingApiPaths, apiPaths } from "@courtside/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, orders, payments } from "../src/db/schema.ts";
import {
  auditRowsOf,
  cellStatus,
  deskBody,
  guestContact,
  mailsTo,
  type StaffSession,
  staffSession,
} from "./support/back-office.ts";
import {
  createAddon,
  createClosure,
  createCourt,
  createMember,
  createTimeslot,
  memberToken,
  orderBody,
  postOrder,
  setRules,
} from "./support/factories.ts";
import { rowCounts } from "./support/fuzz.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The clock starts at 2026-11-22T10:00Z (11:00 in Madrid); the booking horizon is 12 days (to 2026-12-03).
const tuesday = "2026-11-24";
let t: TestContext;
let staff: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12, holdMinutes: 15 });
  await setRules(t.app, "padel", { totalDays: 12, holdMinutes: 15 });
  staff = await staffSession(t);
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
const auditTotal = async () =>
  ((await db().execute(sql`select count(*)::int as n from audit_log`)) as { rows: { n: number }[] }).rows[0]?.n;
const snapshot = async () => ({ ...(await rowCounts(t.app)), audit: await auditTotal() });

async function courtAndSlot(sport: "tennis" | "padel" = "tennis", name = `Court ${randomBytes(3).toString("hex")}`) {
  const court = await createCourt(t.app, sport, { name });
  const slot = await createTimeslot(t.app, sport, { startTime: "18:00", endTime: "19:00", priceMember: 1800, priceGuest: 2400 });
  return { court, slot };
}

describe("POST /api/admin/{sport}/bookings", () => {
  it("books for a walk-in guest at the guest price, pay later: courts kept with no hold, audited, no mail", async () => {
    const { court, slot } = await courtAndSlot();
    const res = await staff.deskBooking("tennis", deskBody(tuesday, slot.id, [court.id]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({
      status: "pending",
      sport: "tennis",
      date: tuesday,
      courts: [{ id: court.id }],
      total: 2400,
      hold_expires_at: null,
      paymentlink: null,
    });
    expect(res.data.access_key).toEqual(expect.any(String)); // staff can hand the guest their link
    const [row] = await db().select().from(orders).where(eq(orders.id, res.data.order_id));
    expect(row).toMatchObject({ createdByAdminId: staff.admin.id, paymentProvider: "desk", memberId: null });
    expect(row?.billing).toEqual(guestContact);
    expect(await cellStatus(t.client(), "frontend", tuesday, court.id, slot.id)).toBe("booked");
    const audit = await auditRowsOf(t, res.data.order_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorAdminId: staff.admin.id, action: "order.desk_create", entity: "order", before: null });
    expect(audit[0]?.after).toMatchObject({ status: "pending", total: 2400, payment: "pay_later", court_ids: [court.id] });
    expect(await mailsTo(t, guestContact.email)).toHaveLength(0);
  });

  it("books for a member at the member price, paid at the desk: a desk charge and the confirmation mail", async () => {
    const { court, slot } = await courtAndSlot();
    const c = t.client();
    const { member, token } = await memberToken(t.app, c);
    const res = await staff.deskBooking(
      "tennis",
      deskBody(tuesday, slot.id, [court.id], { customer: { member_id: member.id }, payment: "paid" }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({ status: "paid", total: 1800 });
    expect(res.data.access_key).toBeUndefined();
    const charges = await db().select().from(payments).where(eq(payments.orderId, res.data.order_id));
    expect(charges).toMatchObject([{ provider: "desk", kind: "charge", amount: 1800, providerRef: res.data.inv }]);
    const mails = await mailsTo(t, member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(res.data.inv);
    // The member sees it among their bookings.
    const mine = await c.get(apiPaths.myOrders("tennis"), { token });
    expect(mine.data.map((o: { order_id: string }) => o.order_id)).toContain(res.data.order_id);
    const detail = await staff.get(adminBookingApiPaths.order(res.data.order_id));
    expect(detail.data).toMatchObject({
      channel: "desk",
      customer_type: "member",
      member: { id: member.id },
      billing: { name: member.name, email: member.email },
      created_by: { id: staff.admin.id },
      paid_at: "2026-11-22T10:00:00.000Z",
    });
  });

  it("may book past the public horizon, never in the past or a started slot", async () => {
    const { court, slot } = await courtAndSlot();
    const farOnline = await postOrder(t.client(), "tennis", orderBody("2026-12-20", slot.id, [court.id]));
    expect(farOnline.statusCode).toBe(422);
    expect((await staff.deskBooking("tennis", deskBody("2026-12-20", slot.id, [court.id]))).statusCode).toBe(201);

    const past = await staff.deskBooking("tennis", deskBody("2026-11-21", slot.id, [court.id]));
    expect(past.statusCode).toBe(422);
    expect(past.data.errors).toEqual({ date: ["The date is in the past."] });
    const morning = await createTimeslot(t.app, "tennis", { startTime: "09:00", endTime: "10:00" });
    const started = await staff.deskBooking("tennis", deskBody("2026-11-22", morning.id, [court.id]));
    expect(started.statusCode).toBe(422);
    expect(Object.keys(started.data.errors)).toEqual(["timeslot_id"]);
    expect((await staff.deskBooking("tennis", deskBody("2029-01-01", slot.id, [court.id]))).statusCode).toBe(422);
  });

  it("refuses a closed court with 409, like an online booking", async () => {
    const { court, slot } = await courtAndSlot("tennis", "Court Closed");
    await createClosure(t.app, "tennis", court.id, new Date("2026-11-24T16:00:00Z"), new Date("2026-11-24T19:00:00Z"));
    const res = await staff.deskBooking("tennis", deskBody(tuesday, slot.id, [court.id]));
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toContain("Court Closed is closed for Tue 24 Nov 2026, 18:00–19:00");
  });

  it("loses to an online booking with the same 409 naming the court, and the other way round", async () => {
    const { court, slot } = await courtAndSlot("padel", "Pista Norte");
    const online = await postOrder(t.client(), "padel", orderBody(tuesday, slot.id, [court.id]));
    expect(online.statusCode).toBe(201);
    const before = await snapshot();
    const desk = await staff.deskBooking("padel", deskBody(tuesday, slot.id, [court.id]));
    expect(desk.statusCode).toBe(409);
    expect(desk.data.message).toBe(
      "Pista Norte is held by someone else for Tue 24 Nov 2026, 18:00–19:00: it comes free again only if they do not pay in time. Pick another court.",
    );
    expect(desk.data.errors).toEqual({ court_ids: [desk.data.message] });
    expect(await snapshot()).toEqual(before);

    const other = await courtAndSlot("padel", "Pista Sur");
    expect((await staff.deskBooking("padel", deskBody(tuesday, other.slot.id, [other.court.id]))).statusCode).toBe(201);
    const late = await postOrder(t.client(), "padel", orderBody(tuesday, other.slot.id, [other.court.id]));
    expect(late.statusCode).toBe(409);
    expect(late.data.message).toBe(
      "Pista Sur was just booked by someone else for Tue 24 Nov 2026, 18:00–19:00. Pick another court.",
    );
  });

  it("counts a pay-later desk booking's add-ons against the stock for good", async () => {
    const { court, slot } = await courtAndSlot();
    const second = await createCourt(t.app, "tennis");
    const coach = await createAddon(t.app, "tennis", { name: "Coach Ana", group: 2, stock: 1 });
    const desk = await staff.deskBooking(
      "tennis",
      deskBody(tuesday, slot.id, [court.id], { addons2: [{ addon_id: coach.id, qty: 1 }] }),
    );
    expect(desk.statusCode, desk.body).toBe(201);
    expect(desk.data.total).toBe(2400 + coach.price);
    t.clock.advance(60 * 60_000);
    const online = await postOrder(
      t.client(),
      "tennis",
      orderBody(tuesday, slot.id, [second.id], { addons2: [{ addon_id: coach.id, qty: 1 }] }),
    );
    t.clock.advance(-60 * 60_000);
    expect(online.statusCode).toBe(409);
    expect(online.data.message).toContain("Coach Ana is sold out");
  });

  it("answers a repeat of the Idempotency-Key with the first order; another booking under it is 422", async () => {
    const { court, slot } = await courtAndSlot();
    const body = deskBody(tuesday, slot.id, [court.id]);
    const first = await staff.deskBooking("tennis", body, "desk-repeat-key-0001");
    const again = await staff.deskBooking("tennis", body, "desk-repeat-key-0001");
    expect(again.statusCode).toBe(201);
    expect(again.data.order_id).toBe(first.data.order_id);
    const other = await createCourt(t.app, "tennis");
    const different = await staff.deskBooking("tennis", deskBody(tuesday, slot.id, [other.id]), "desk-repeat-key-0001");
    expect(different.statusCode).toBe(422);
    expect((await db().select().from(bookings).where(eq(bookings.courtId, other.id))).length).toBe(0);
  });

  it("answers 422 with field errors for bad input and writes nothing", async () => {
    const { court, slot } = await courtAndSlot();
    const member = await createMember(t.app);
    const padel = await createTimeslot(t.app, "padel", { startTime: "18:00", endTime: "19:30" });
    const before = await snapshot();
    const cases: [unknown, string[]][] = [
      [deskBody(tuesday, slot.id, [court.id], { customer: {} }), ["customer"]],
      [deskBody(tuesday, slot.id, [court.id], { customer: { member_id: member.id, guest: guestContact } }), ["customer"]],
      [
        deskBody(tuesday, slot.id, [court.id], { customer: { member_id: "00000000-0000-4000-8000-000000000000" } }),
        ["customer.member_id"],
      ],
      [
        deskBody(tuesday, slot.id, [court.id], { customer: { guest: { name: "", email: "nope", phone: "x" } } }),
        ["customer.guest.email", "customer.guest.name", "customer.guest.phone"],
      ],
      [deskBody(tuesday, slot.id, [court.id], { payment: "card" }), ["payment"]],
      [deskBody(tuesday, slot.id, []), ["court_ids"]],
      [deskBody(tuesday, padel.id, [court.id]), ["timeslot_id"]],
      [deskBody("2026-02-30", slot.id, [court.id]), ["date"]],
    ];
    for (const [body, fields] of cases) {
      const res = await staff.deskBooking("tennis", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.data.errors).sort(), JSON.stringify(res.data)).toEqual(fields);
    }
    const noKey = await staff.post(adminBookingApiPaths.bookings("tennis"), deskBody(tuesday, slot.id, [court.id]));
    expect(noKey.statusCode).toBe(422);
    expect(Object.keys(noKey.data.errors)).toEqual(["idempotency-key"]);
    expect(await snapshot()).toEqual(before);
  });
});

describe("GET /api/admin/members", () => {
  it("finds members by part of the name, email or phone, case-insensitively; at most 20", async () => {
    const zoe = await createMember(t.app, { name: "Zoë Quintana", email: "zq@example.test" });
    const lookup = (q: string) => staff.get(`${adminBookingApiPaths.members}?q=${encodeURIComponent(q)}`);
    const byName = await lookup("QUINT");
    expect(byName.statusCode).toBe(200);
    expect(byName.data).toEqual([{ id: zoe.id, name: "Zoë Quintana", email: "zq@example.test", phone: "+34 600 000 000" }]);
    expect((await lookup("zq@EXAMPLE")).data.map((m: { id: string }) => m.id)).toEqual([zoe.id]);
    for (let i = 0; i < 22; i++) await createMember(t.app, { name: `Lookup Person ${i}` });
    expect((await lookup("lookup person")).data).toHaveLength(20);
    expect((await lookup("600 000")).data.length).toBeGreaterThan(0);
    expect((await lookup("%%")).data).toEqual([]);
    const short = await lookup("z");
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.data.errors)).toEqual(["q"]);
  });
});

/** Real concurrency needs real connections: PGlite has one, so this runs on PostgreSQL only. */
describe.runIf(process.env.TEST_DB === "postgres")("desk and online bookings racing on PostgreSQL", () => {
  it("lets exactly one of 40 simultaneous desk and online attempts at one court win", async () => {
    const { court, slot } = await courtAndSlot("tennis", "Court Rush");
    const xsrf = (await t.app.inject({ url: "/api/csrf-cookie" })).cookies.find((k) => k.name === "XSRF-TOKEN")?.value ?? "";
    const attempt = (url: string, body: unknown, key: string, token?: string) =>
      t.app.inject({
        method: "POST",
        url,
        payload: JSON.stringify(body),
        headers: {
          "content-type": "application/json",
          cookie: `XSRF-TOKEN=${xsrf}`,
          "x-xsrf-token": xsrf,
          "idempotency-key": key,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? attempt(apiPaths.orders("tennis"), orderBody(tuesday, slot.id, [court.id]), `race-online-attempt-${i}`)
          : attempt(
              adminBookingApiPaths.bookings("tennis"),
              deskBody(tuesday, slot.id, [court.id]),
              `race-desk-attempt-${i}`,
              staff.token,
            ),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    const odd = answers.filter((a) => a.statusCode !== 201 && a.statusCode !== 409);
    expect(odd.map((a) => `${a.statusCode} ${a.body}`)).toEqual([]);
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(39);
    // The losers hear how the winner has it: an online order holds the court unpaid, a desk booking books it.
    const winnerIsOnline = answers.findIndex((a) => a.statusCode === 201) % 2 === 0;
    const when = "Tue 24 Nov 2026, 18:00–19:00";
    const expected = winnerIsOnline
      ? `Court Rush is held by someone else for ${when}: it comes free again only if they do not pay in time. Pick another court.`
      : `Court Rush was just booked by someone else for ${when}. Pick another court.`;
    for (const lost of answers.filter((a) => a.statusCode === 409)) expect(lost.json().message).toBe(expected);
    const held = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.courtId, court.id), eq(bookings.active, true)));
    expect(held).toHaveLength(1);
  });
});
