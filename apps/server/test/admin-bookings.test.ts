import { adminBookingApiPaths, apiPaths } from "@courtside/contract";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../src/db/schema.ts";
import { deskBody, type StaffSession, staffSession } from "./support/back-office.ts";
import { createAddon, createCourt, createTimeslot, memberToken, orderBody, postOrder } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The clock starts at 2026-11-22T10:00Z (11:00 in Madrid). Every order of this file is made
// in beforeAll, a minute apart, so "created" sorts are well defined.
const MINUTE = 60_000;
let t: TestContext;
let staff: StaffSession;
const made: Record<string, { order_id: string; inv: string; total: number }> = {};

const tennis = (query = "") => staff.get(`${adminBookingApiPaths.bookings("tennis")}${query}`);
const invs = (res: { data: { data: { inv: string }[] } }) => res.data.data.map((r) => r.inv);

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  staff = await staffSession(t);
  const north = await createCourt(t.app, "tennis", { name: "North", sortOrder: 1 });
  const south = await createCourt(t.app, "tennis", { name: "South", sortOrder: 2 });
  const evening = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceGuest: 2400 });
  const morning = await createTimeslot(t.app, "tennis", { startTime: "09:00", endTime: "10:00", priceGuest: 2000 });
  const balls = await createAddon(t.app, "tennis", { name: "Balls", group: 1, price: 300 });
  const padelCourt = await createCourt(t.app, "padel", { name: "Pista 1" });
  const padelSlot = await createTimeslot(t.app, "padel", { startTime: "18:00", endTime: "19:30" });

  const guest = async (name: string, date: string, slot: number, courts: number[], email: string) => {
    const res = await postOrder(
      t.client(),
      "tennis",
      orderBody(date, slot, courts, { billing: { name, email, phone: "600 100 200" } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    t.clock.advance(MINUTE);
    return res.data;
  };
  const pay = (o: { inv: string; access_key?: string }) => t.client().post(apiPaths.demoPay(o.inv), { key: o.access_key });

  made.ana = await guest("Ana Álvarez", "2026-11-25", evening.id, [north.id], "Ana@Example.test");
  await pay(made.ana as never);
  made.bruno = await guest("Bruno 100% Fit", "2026-11-26", morning.id, [north.id], "bruno@example.test");
  const member = await memberToken(t.app, t.client());
  const mine = await postOrder(
    t.client(),
    "tennis",
    orderBody("2026-11-27", evening.id, [south.id, north.id], {
      billing: { name: "Marta Member", email: member.member.email, phone: "600" },
      guest: undefined,
    }),
    { token: member.token },
  );
  made.marta = mine.data;
  t.clock.advance(MINUTE);
  made.formula = await guest('=HYPERLINK("http://x.test","click")', "2026-11-25", morning.id, [south.id], "f@example.test");
  made.quoted = await guest('Smith, "Jr"; Second', "2026-11-28", evening.id, [south.id], "+cmd@example.test");
  // An extra add-on order for Ana's paid booking (staff may add extras for a customer).
  const extra = await staff.post(apiPaths.orderExtraAddons("tennis", made.ana?.order_id ?? ""), {
    addons1: [{ addon_id: balls.id, qty: 2 }],
  });
  expect(extra.statusCode, extra.body).toBe(201);
  made.extra = extra.data;
  t.clock.advance(MINUTE);
  const desk = await staff.deskBooking("tennis", deskBody("2026-12-20", evening.id, [north.id]));
  expect(desk.statusCode, desk.body).toBe(201);
  made.desk = desk.data;
  const padel = await postOrder(t.client(), "padel", orderBody("2026-11-25", padelSlot.id, [padelCourt.id]));
  made.padel = padel.data;
  // A payment that arrived after the hold lapsed and the court was gone (see payment-service).
  await t.app.deps.database.db
    .update(orders)
    .set({ status: "expired", refundDue: true })
    .where(eq(orders.id, made.quoted?.order_id ?? ""));
});
afterAll(() => t.close());

describe("GET /api/admin/{sport}/bookings", () => {
  it("lists the sport's orders, newest first by default, with paging metadata", async () => {
    const res = await tennis();
    expect(res.statusCode).toBe(200);
    expect(invs(res)).toEqual(
      [made.desk, made.extra, made.quoted, made.formula, made.marta, made.bruno, made.ana].map((o) => o?.inv),
    );
    expect(res.data.meta).toEqual({ page: 1, per_page: 25, total: 7, last_page: 1 });
    expect(invs(res)).not.toContain(made.padel?.inv);
  });

  it("shows each row's slot, courts, customer, kind and money", async () => {
    const rows = (await tennis()).data.data as Record<string, any>[];
    const marta = rows.find((r) => r.inv === made.marta?.inv);
    expect(marta).toMatchObject({
      status: "pending",
      refund_due: false,
      date: "2026-11-27",
      timeslot: { start: "18:00", end: "19:00" },
      courts: [{ name: "North" }, { name: "South" }],
      customer: { name: "Marta Member", phone: "600" },
      customer_type: "member",
      channel: "online",
      parent_order_id: null,
      kind: "booking",
      currency: "EUR",
      paid_at: null,
    });
    const ana = rows.find((r) => r.inv === made.ana?.inv);
    expect(ana).toMatchObject({ status: "paid", customer_type: "guest", total: 2400, customer: { email: "ana@example.test" } });
    expect(ana?.paid_at).toBe("2026-11-22T10:01:00.000Z"); // paid a minute after it was made
    // The extras order is flagged and shows its booking's slot and courts.
    expect(rows.find((r) => r.inv === made.extra?.inv)).toMatchObject({
      kind: "extras",
      parent_order_id: made.ana?.order_id,
      parent_inv: made.ana?.inv,
      date: "2026-11-25",
      courts: [{ name: "North" }],
      total: 600,
    });
    expect(rows.find((r) => r.inv === made.desk?.inv)).toMatchObject({
      channel: "desk",
      customer_type: "guest",
      status: "pending",
    });
    expect(rows.find((r) => r.inv === made.quoted?.inv)).toMatchObject({ status: "expired", refund_due: true });
  });

  it("pages: per_page and page slice the list, meta counts every match, a page past the end is empty", async () => {
    const second = await tennis("?per_page=3&page=2");
    expect(invs(second)).toEqual([made.formula, made.marta, made.bruno].map((o) => o?.inv));
    expect(second.data.meta).toEqual({ page: 2, per_page: 3, total: 7, last_page: 3 });
    const past = await tennis("?per_page=3&page=9");
    expect(past.data.data).toEqual([]);
    expect(past.data.meta.total).toBe(7);
  });

  it("filters on the booking date, inclusive at both ends (extras by their booking's date)", async () => {
    expect(invs(await tennis("?from=2026-11-26&to=2026-11-26"))).toEqual([made.bruno?.inv]);
    const twoDays = await tennis("?from=2026-11-25&to=2026-11-26&sort=created_asc");
    expect(invs(twoDays)).toEqual([made.ana, made.bruno, made.formula, made.extra].map((o) => o?.inv));
    expect(invs(await tennis("?from=2026-12-01"))).toEqual([made.desk?.inv]);
    expect((await tennis("?to=2026-11-24")).data.meta.total).toBe(0);
  });

  it("filters on status, refund_due included", async () => {
    expect(invs(await tennis("?status=paid"))).toEqual([made.ana?.inv]);
    const pending = invs(await tennis("?status=pending&sort=created_asc"));
    expect(pending).toEqual([made.bruno, made.marta, made.formula, made.extra, made.desk].map((o) => o?.inv));
    expect(invs(await tennis("?status=refund_due"))).toEqual([made.quoted?.inv]);
    expect(invs(await tennis("?status=cancelled"))).toEqual([]);
  });

  it("searches name, email and invoice number case-insensitively, LIKE wildcards taken literally", async () => {
    expect(invs(await tennis("?q=ÁLVAREZ"))).toEqual([made.extra?.inv, made.ana?.inv]);
    expect(invs(await tennis("?q=BRUNO@EXAMPLE"))).toEqual([made.bruno?.inv]);
    const code = made.marta?.inv.slice(-6).toLowerCase() ?? "";
    expect(invs(await tennis(`?q=${code}`))).toEqual([made.marta?.inv]);
    expect(invs(await tennis("?q=%25"))).toEqual([made.bruno?.inv]);
    expect(invs(await tennis("?q=_"))).toEqual([]);
    expect(invs(await tennis("?q=%20%20marta%20"))).toEqual([made.marta?.inv]);
  });

  it("sorts by booking date and time, by total and by creation", async () => {
    const byDate = invs(await tennis("?sort=date_asc&to=2026-11-26"));
    // 25th 09:00 (formula), 25th 18:00 (Ana, then her extras made later), 26th 09:00 (Bruno).
    expect(byDate).toEqual([made.formula, made.ana, made.extra, made.bruno].map((o) => o?.inv));
    const byDateDesc = invs(await tennis("?sort=date_desc&to=2026-11-26"));
    expect(byDateDesc).toEqual([made.bruno, made.extra, made.ana, made.formula].map((o) => o?.inv));
    const byTotal = (await tennis("?sort=total_desc")).data.data.map((r: { total: number }) => r.total);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
    expect(byTotal[0]).toBe(3600); // Marta: two courts at the member price
    const byTotalAsc = (await tennis("?sort=total_asc")).data.data.map((r: { total: number }) => r.total);
    expect(byTotalAsc[0]).toBe(600);
  });

  it("answers 422 with field errors for bad filters, and 404 for an unknown sport", async () => {
    const bad = await tennis("?from=2026-02-30&sort=cheapest&status=lost&per_page=0");
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(["from", "per_page", "sort", "status"]);
    expect(bad.data.errors.sort[0]).toContain("created_desc");
    const backwards = await tennis("?from=2026-11-27&to=2026-11-25");
    expect(backwards.statusCode).toBe(422);
    expect(backwards.data.errors).toEqual({ to: ["The to date must be on or after the from date."] });
    expect((await tennis(`?q=${"x".repeat(101)}`)).statusCode).toBe(422);
    expect((await staff.get("/api/admin/squash/bookings")).statusCode).toBe(404);
  });
});

describe("GET /api/admin/{sport}/bookings.csv", () => {
  const csv = (query = "") => staff.get(`${adminBookingApiPaths.bookingsCsv("tennis")}${query}`);

  it("exports every matching row as an attachment, without paging, in the list's order", async () => {
    const res = await csv("?per_page=1");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="tennis-bookings-all-2026-11-22.csv"');
    const records: string[][] = parse(res.body, { bom: true });
    expect(records[0]?.slice(0, 4)).toEqual(["Invoice", "Kind", "Booking invoice", "Status"]);
    expect(records.slice(1).map((r) => r[0])).toEqual(invs(await tennis()));
    const ana = records.find((r) => r[0] === made.ana?.inv);
    expect(ana).toEqual([
      made.ana?.inv,
      "booking",
      "",
      "paid",
      "no",
      "2026-11-25",
      "18:00",
      "19:00",
      "North",
      "Ana Álvarez",
      "ana@example.test",
      "600 100 200",
      "guest",
      "online",
      "24.00",
      "0.00",
      "EUR",
      "2026-11-22 11:00",
      "2026-11-22 11:01",
    ]);
    const extra = records.find((r) => r[0] === made.extra?.inv);
    expect(extra?.slice(1, 3)).toEqual(["extras", made.ana?.inv]);
    expect(records.find((r) => r[0] === made.marta?.inv)?.[8]).toBe("North, South");
  });

  it("quotes commas, quotes and line breaks, and neutralises cells a spreadsheet would run as a formula", async () => {
    const res = await csv("?from=2026-11-25&to=2026-11-28&sort=created_asc");
    expect(res.body.startsWith("\ufeffInvoice,Kind,")).toBe(true);
    expect(res.body).toContain('"Smith, ""Jr""; Second"');
    expect(res.body).toContain(`'=HYPERLINK(""http://x.test"",""click"")"`);
    expect(res.body).toContain("\r\n");
    const records: string[][] = parse(res.body, { bom: true });
    const quoted = records.find((r) => r[0] === made.quoted?.inv);
    expect(quoted?.[9]).toBe('Smith, "Jr"; Second');
    expect(quoted?.[10]).toBe("'+cmd@example.test");
    expect(quoted?.slice(3, 5)).toEqual(["expired", "yes"]);
    expect(records.find((r) => r[0] === made.formula?.inv)?.[9]).toBe('\'=HYPERLINK("http://x.test","click")');
    expect(res.headers["content-disposition"]).toBe('attachment; filename="tennis-bookings-2026-11-25-to-2026-11-28.csv"');
  });

  it("applies the same filters, and answers 422 in JSON for bad ones", async () => {
    const res = await csv("?status=pending&q=bruno");
    const records: string[][] = parse(res.body, { bom: true });
    expect(records.map((r) => r[0])).toEqual(["Invoice", made.bruno?.inv]);
    const bad = await csv("?to=2026-13-01");
    expect(bad.statusCode).toBe(422);
    expect(bad.headers["content-type"]).toMatch(/^application\/json/);
    expect(Object.keys(bad.data.errors)).toEqual(["to"]);
  });

  it("is declared in the OpenAPI document as text/csv", async () => {
    const doc = (await t.client().get("/api/openapi.json")).data;
    const op = doc.paths["/api/admin/{sport}/bookings.csv"].get;
    expect(Object.keys(op.responses["200"].content)).toEqual(["text/csv"]);
    expect(op.security).toEqual([{ bearerAuth: [] }]);
  });
});
