import { documentApiPaths } from "@courtside/contract";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffSession, staffSession } from "./support/back-office.ts";
import { guestDocuments, numbering, paidGuestBooking } from "./support/documents.ts";
import { adminToken, billing, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

const MINUTE = 60_000;

describe("the accountant's CSV", () => {
  let t: TestContext;
  let staff: StaffSession;
  beforeAll(async () => {
    t = await createTestApp();
    await setRules(t.app, "tennis", { cancelHours: 24 });
    staff = await staffSession(t);
  });
  afterAll(() => t.close());
  const csv = (query: string, token = staff.token) => t.client().get(`${documentApiPaths.adminExport}?${query}`, { token });

  it("lists the period's documents by series and number, credit notes negative and referring to their receipt", async () => {
    const company = { ...billing, email: "firm@example.test", company: "=Firm S.L.", tax_id: "B87654321" };
    const plain = await paidGuestBooking(t, "2026-11-24");
    const firm = await paidGuestBooking(t, "2026-11-24", { billing: company });
    await staff.post(`/api/admin/orders/${plain.order.order_id}/cancel`, { refund: true, reason: "Rain" });
    const [receipt, note] = await guestDocuments(plain.client, plain.order);

    const res = await csv("from=2026-11-22&to=2026-11-22");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="documents-2026-11-22-to-2026-11-22.csv"');
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual([
      "Number",
      "Kind",
      "Issued (Europe/Madrid)",
      "Customer",
      "Email",
      "Company",
      "Tax ID",
      "Base",
      "VAT rate %",
      "VAT",
      "Total",
      "Currency",
      "Refers to",
      "Order invoice",
    ]);
    const euros = (minor: number) => (minor / 100).toFixed(2);
    expect(rows.map((r) => r[0])).toEqual([note?.code, "F-2026-000001", receipt?.code]);
    expect(rows[0]).toEqual([
      note?.code,
      "Credit note (corrective invoice)",
      "2026-11-22 11:00",
      billing.name,
      expect.stringMatching(/@example\.test$/),
      "",
      "",
      euros(note?.base ?? 0),
      "21.00",
      euros(note?.vat ?? 0),
      euros(-plain.order.total),
      "EUR",
      receipt?.code,
      plain.order.inv,
    ]);
    // What the customer typed never runs as a formula.
    expect(rows[1]?.slice(3, 7)).toEqual([billing.name, "firm@example.test", "'=Firm S.L.", "B87654321"]);
    expect(rows[1]?.[1]).toBe("Invoice");
    expect(rows[1]?.[10]).toBe(euros(firm.order.total));
    expect((await csv("from=2026-11-23&to=2026-11-30")).body.trim().split("\r\n")).toHaveLength(1);
  });

  it("answers 422 naming the field for a bad period, 403 to desk staff, 401 without a token", async () => {
    for (const [query, field] of [
      ["to=2026-11-22", "from"],
      ["from=2026-11-22", "to"],
      ["from=2026-11-30&to=2026-11-01", "to"],
      ["from=2026-02-30&to=2026-03-01", "from"],
      ["from=2025-01-01&to=2026-11-30", "to"],
    ]) {
      const res = await csv(query ?? "");
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.data.errors), query).toContain(field);
    }
    const desk = await adminToken(t.app, t.client(), { role: "desk" });
    expect((await csv("from=2026-11-22&to=2026-11-22", desk)).statusCode).toBe(403);
    expect((await t.client().get(`${documentApiPaths.adminExport}?from=2026-11-22&to=2026-11-22`)).statusCode).toBe(401);
  });
});

describe("numbering across the new year", () => {
  let t: TestContext;
  // 23:40 on 31 December in Madrid.
  beforeAll(async () => {
    t = await createTestApp({}, { now: new Date("2026-12-31T22:40:00Z") });
    await setRules(t.app, "tennis", { holdMinutes: 60 });
  });
  afterAll(() => t.close());

  it("starts each series at 1 in the facility's new year", async () => {
    const last = await paidGuestBooking(t, "2027-01-02");
    expect((await guestDocuments(last.client, last.order)).map((d) => d.code)).toEqual(["R-2026-000001"]);
    t.clock.advance(30 * MINUTE); // 00:10 on 1 January in Madrid, still 2026 in UTC.
    const first = await paidGuestBooking(t, "2027-01-02");
    const second = await paidGuestBooking(t, "2027-01-02");
    expect((await guestDocuments(first.client, first.order)).map((d) => d.code)).toEqual(["R-2027-000001"]);
    expect((await guestDocuments(second.client, second.order)).map((d) => d.code)).toEqual(["R-2027-000002"]);
    expect((await numbering(t)).series).toEqual({ "R-2026": [1], "R-2027": [1, 2] });
  });
});
