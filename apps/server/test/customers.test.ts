import { apiPaths, customerApiPaths } from "@courtside/contract";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, customerNotes, orders } from "../src/db/schema.ts";
import { type StaffSession, staffSession } from "./support/back-office.ts";
import { adminToken, createCourt, createTimeslot, memberToken, orderBody, postOrder } from "./support/factories.ts";
import { createPlan, giveMembership } from "./support/memberships.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The clock stands at 2026-11-22T10:00Z; every order is made in beforeAll, a minute apart.
const MINUTE = 60_000;
let t: TestContext;
let staff: StaffSession;
let padelDesk: string;
let tennisDesk: string;
let marta: { id: string; email: string };
let courtId: number;
let slotId: number;
const made: Record<string, { order_id: string; inv: string; access_key?: string }> = {};
const ANA = "guest:ana@example.test";

const list = (query = "", token = staff.token) => t.client().get(`${customerApiPaths.customers}${query}`, { token });
const ids = (res: { data: { data: { id: string }[] } }) => res.data.data.map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  staff = await staffSession(t);
  tennisDesk = await adminToken(t.app, t.client(), { role: "desk", sports: ["tennis"] });
  padelDesk = await adminToken(t.app, t.client(), { role: "manager", sports: ["padel"] });
  const court = await createCourt(t.app, "tennis", { name: "North" });
  const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceGuest: 2400 });
  courtId = court.id;
  slotId = slot.id;
  const padelCourt = await createCourt(t.app, "padel", { name: "Pista 1" });
  const padelSlot = await createTimeslot(t.app, "padel", { startTime: "18:00", endTime: "19:30" });
  const guest = async (sport: "tennis" | "padel", name: string, email: string, date: string, phone = "600 100 200") => {
    const [c, s] = sport === "tennis" ? [court, slot] : [padelCourt, padelSlot];
    const res = await postOrder(t.client(), sport, orderBody(date, s.id, [c.id], { billing: { name, email, phone } }));
    expect(res.statusCode, res.body).toBe(201);
    t.clock.advance(MINUTE);
    return res.data;
  };
  made.ana1 = await guest("tennis", "Ana Álvarez", "Ana+club@Example.test", "2026-11-23");
  await t.client().post(apiPaths.demoPay(made.ana1?.inv ?? ""), { key: made.ana1?.access_key });
  made.ana2 = await guest("tennis", "Ana Álvarez", "ana@example.test", "2026-11-25");
  made.formula = await guest("tennis", '=HYPERLINK("http://x.test","click")', "f@example.test", "2026-11-24", "611");
  made.pedro = await guest("padel", "Pedro Pádel", "pedro@example.test", "2026-11-24", "699 000 111");
  const member = await memberToken(t.app, t.client());
  marta = { id: member.member.id, email: member.member.email };
  const mine = await postOrder(
    t.client(),
    "tennis",
    orderBody("2026-11-26", slot.id, [court.id], {
      billing: { name: "Marta", email: marta.email, phone: "1" },
      guest: undefined,
    }),
    { token: member.token },
  );
  expect(mine.statusCode, mine.body).toBe(201);
  made.marta = mine.data;
});
afterAll(() => t.close());

describe("GET /api/admin/customers", () => {
  it("lists members and guests by name, a guest once per normalised e-mail, with counts", async () => {
    const res = await list("?q=ana");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.data).toEqual([
      {
        id: ANA,
        kind: "guest",
        name: "Ana Álvarez",
        email: "ana@example.test",
        phone: "600 100 200",
        bookings: 2,
        last_booking_date: "2026-11-25",
        no_shows: 0,
      },
    ]);
    expect(res.data.meta).toEqual({ page: 1, per_page: 25, total: 1, last_page: 1 });
  });

  it("finds by name, e-mail and phone, case-insensitively, a phone also by its digits", async () => {
    expect(ids(await list("?q=PEDRO"))).toEqual(["guest:pedro@example.test"]);
    expect(ids(await list(`?q=${encodeURIComponent(marta.email.toUpperCase())}`))).toEqual([marta.id]);
    expect(ids(await list("?q=699000"))).toEqual(["guest:pedro@example.test"]);
    expect(ids(await list("?q=%25"))).toEqual([]); // a % is text, not a wildcard
    const member = (await list(`?q=${marta.email}`)).data.data[0];
    expect(member).toMatchObject({ kind: "member", name: "Rafa Member", bookings: 1, last_booking_date: "2026-11-26" });
  });

  it("pages the list and refuses a bad page with 422", async () => {
    const first = await list("?per_page=2");
    expect(first.data.data).toHaveLength(2);
    expect(first.data.meta.total).toBeGreaterThanOrEqual(4);
    expect((await list("?page=0")).statusCode).toBe(422);
    expect((await list(`?q=${"x".repeat(101)}`)).statusCode).toBe(422);
  });

  it("shows staff the guests of their sports only, and every member", async () => {
    const padel = ids(await list("", padelDesk));
    expect(padel).toContain("guest:pedro@example.test");
    expect(padel).not.toContain(ANA);
    expect(padel).toContain(marta.id);
    const martaForPadel = (await list(`?q=${marta.email}`, padelDesk)).data.data[0];
    expect(martaForPadel.bookings).toBe(0); // her tennis booking is not padel's
    const tennis = ids(await list("", tennisDesk));
    expect(tennis).toContain(ANA);
    expect(tennis).not.toContain("guest:pedro@example.test");
  });

  it("does not list a place nobody holds (an open match's unsold place: no member, no contact) as a nameless guest", async () => {
    const place = await postOrder(t.client(), "tennis", orderBody("2026-11-27", slotId, [courtId]));
    expect(place.statusCode, place.body).toBe(201);
    await t.app.deps.database.db
      .update(orders)
      .set({ memberId: null, billing: { name: "", email: "" } })
      .where(eq(orders.id, place.data.order_id));
    const listed = ids(await list("?per_page=100"));
    expect(listed.filter((id) => id.startsWith("guest:"))).not.toContain("guest:");
    expect(listed).toContain(ANA);
  });
});

describe("GET /api/admin/customers/{customer_id}", () => {
  it("answers a guest's orders, payments and notes, with links to the orders", async () => {
    const res = await staff.get(customerApiPaths.customer(ANA));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ id: ANA, kind: "guest", bookings: 2, no_shows: 0, plan: null, member_since: null });
    expect(res.data.orders.map((o: { inv: string }) => o.inv)).toEqual([made.ana2?.inv, made.ana1?.inv]);
    expect(res.data.orders[1]).toMatchObject({
      order_id: made.ana1?.order_id,
      sport: "tennis",
      date: "2026-11-23",
      start: "18:00",
      end: "19:00",
      courts: [{ name: "North" }],
      status: "paid",
      total: 2400,
    });
    expect(res.data.payments).toMatchObject([{ kind: "charge", amount: 2400, inv: made.ana1?.inv }]);
  });

  it("is named on each order's page, so staff can open the customer from the order", async () => {
    expect((await staff.get(`/api/admin/orders/${made.ana1?.order_id}`)).data.customer_id).toBe(ANA);
    expect((await staff.get(`/api/admin/orders/${made.marta?.order_id}`)).data.customer_id).toBe(marta.id);
  });

  it("answers a member by id, with when they registered", async () => {
    const res = await staff.get(customerApiPaths.customer(marta.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ kind: "member", email: marta.email, bookings: 1 });
    expect(res.data.member_since).toEqual(expect.any(String));
    expect(res.data.orders.map((o: { inv: string }) => o.inv)).toEqual([made.marta?.inv]);
    expect(res.data.plan).toBeNull();
  });

  it("names a member's plan of today", async () => {
    const member = await memberToken(t.app, t.client());
    const plan = await createPlan(t.app, { tennis: { courtPrice: 900 } }, "Club Plus");
    await giveMembership(t.app, member.member.id, plan.id, "2026-11-01", "2026-12-01");
    const res = await staff.get(customerApiPaths.customer(member.member.id));
    expect(res.data.plan).toEqual({ plan_id: plan.id, name: "Club Plus", starts_on: "2026-11-01", ends_on: "2026-12-01" });
  });

  it("answers 404 for an id that names no customer the administrator may see", async () => {
    for (const id of ["1", "guest:nobody@example.test", "guest:Ana@Example.test", "00000000-0000-0000-0000-000000000000"]) {
      const res = await staff.get(customerApiPaths.customer(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.data.message).toMatch(/No such customer/);
    }
    expect((await t.client().get(customerApiPaths.customer(ANA), { token: padelDesk })).statusCode).toBe(404);
  });
});

describe("POST /api/admin/customers/{customer_id}/notes", () => {
  it("refuses a bad note with 422 and writes nothing", async () => {
    const before = await t.app.deps.database.db.select().from(customerNotes);
    for (const body of [{}, { text: "" }, { text: "   " }, { text: "x".repeat(2001) }, { text: 5 }, { text: "a\u0000b" }]) {
      const res = await staff.post(customerApiPaths.customerNotes(ANA), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.data.errors?.text).toBeDefined();
    }
    expect(await t.app.deps.database.db.select().from(customerNotes)).toEqual(before);
  });

  it("adds notes, newest first on the customer's page, each audited", async () => {
    const first = await staff.post(customerApiPaths.customerNotes(ANA), { text: "Prefers the North court." });
    expect(first.statusCode, first.body).toBe(201);
    t.clock.advance(MINUTE);
    const second = await staff.post(customerApiPaths.customerNotes(ANA), { text: "Paid cash once.\nAsk for a receipt." });
    expect(second.data).toMatchObject({ text: "Paid cash once.\nAsk for a receipt.", author: { id: staff.admin.id } });
    const page = await staff.get(customerApiPaths.customer(ANA));
    expect(page.data.notes.map((n: { text: string }) => n.text)).toEqual([
      "Paid cash once.\nAsk for a receipt.",
      "Prefers the North court.",
    ]);
    const audit = await t.app.deps.database.db.select().from(auditLog).where(eq(auditLog.action, "customer.note"));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ entity: "customer", entityId: ANA, actorAdminId: staff.admin.id });
  });

  it("answers 404 for a customer the administrator may not see", async () => {
    const res = await t.client().post(customerApiPaths.customerNotes(ANA), { text: "x" }, { token: padelDesk });
    expect(res.statusCode).toBe(404);
  });
});

describe("GET /api/admin/customers.csv", () => {
  it("exports the search with formula-safe cells", async () => {
    const res = await staff.get(`${customerApiPaths.customersCsv}?q=example.test`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="customers-matching-example-test-2026-11-22.csv"');
    const rows: string[][] = parse(res.body, { bom: true });
    expect(rows[0]).toEqual(["Customer id", "Type", "Name", "Email", "Phone", "Bookings", "Last booking", "No-shows"]);
    expect(rows).toContainEqual([ANA, "guest", "Ana Álvarez", "ana@example.test", "600 100 200", "2", "2026-11-25", "0"]);
    const formula = rows.find((r) => r[0] === "guest:f@example.test");
    expect(formula?.[2]).toBe(`'=HYPERLINK("http://x.test","click")`);
  });
});
