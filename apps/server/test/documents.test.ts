import { adminBookingApiPaths, apiPaths, creditApiPaths, documentApiPaths } from "@courtside/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents, mailOutbox } from "../src/db/schema.ts";
import { deskBody, type StaffSession, staffSession } from "./support/back-office.ts";
import { guestDocuments, numbering, paidGuestBooking } from "./support/documents.ts";
import {
  billing,
  createAddon,
  createCourt,
  createTimeslot,
  memberToken,
  orderBody,
  postOrder,
  setRules,
} from "./support/factories.ts";
import { buyAndPay, createPlanVia, newKey, payDemo } from "./support/memberships.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

const tuesday = "2026-11-24";
let t: TestContext;
let staff: StaffSession;
beforeAll(async () => {
  t = await createTestApp();
  await setRules(t.app, "tennis", { cancelHours: 24, holdMinutes: 15 });
  staff = await staffSession(t);
});
afterAll(() => t.close());
const db = () => t.app.deps.database.db;

describe("receipts", () => {
  it("issues a receipt for a paid booking, VAT included, listed and served to the key's holder only", async () => {
    const { client, order } = await paidGuestBooking(t, tuesday);
    const [receipt, ...more] = await guestDocuments(client, order);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ kind: "receipt", full_invoice: false, total: order.total, vat_rate: 21, currency: "EUR" });
    expect(receipt?.code).toMatch(/^R-2026-\d{6}$/);
    // base = round(total / 1.21), vat = the rest.
    expect(receipt?.base).toBe(Math.round(order.total / 1.21));
    expect((receipt?.base ?? 0) + (receipt?.vat ?? 0)).toBe(order.total);

    const list = documentApiPaths.orderDocuments("tennis", order.order_id);
    expect((await t.client().get(list)).statusCode).toBe(404);
    expect((await t.client().get(`${list}?key=not-the-key`)).statusCode).toBe(404);
    const file = documentApiPaths.orderDocument("tennis", order.order_id, receipt?.code ?? "", "pdf");
    expect((await t.client().get(file)).statusCode).toBe(404);
    const pdf = await t.client().get(`${file}?key=${order.access_key}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.rawPayload.toString("latin1")).toContain(receipt?.code);
  });

  it("issues a full invoice (series F) to a company with a tax id, and escapes what the customer typed", async () => {
    const hostile = { ...billing, name: `<script>alert("x")</script>`, company: "Acme & <Sons>", tax_id: "B12345678" };
    const { client, order } = await paidGuestBooking(t, tuesday, { billing: { ...hostile, email: "acme@example.test" } });
    const [invoice] = await guestDocuments(client, order);
    expect(invoice).toMatchObject({ kind: "receipt", full_invoice: true });
    expect(invoice?.code).toMatch(/^F-2026-000001$/);
    const html = await client.get(
      `${documentApiPaths.orderDocument("tennis", order.order_id, invoice?.code ?? "", "html")}?key=${order.access_key}`,
    );
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(html.body).not.toContain("<script>alert");
    expect(html.body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html.body).toContain("Acme &amp; &lt;Sons&gt;");
    expect(html.body).toContain("Tax ID: B12345678");
    expect(html.body).toContain(`Invoice ${invoice?.code}`);
  });

  it("renders a PDF for names outside the standard font's characters", async () => {
    const { client, order } = await paidGuestBooking(t, tuesday, {
      billing: { ...billing, name: "Łukasz 中文 Ğüzel", email: "lukasz@example.test" },
    });
    const [receipt] = await guestDocuments(client, order);
    const pdf = await client.get(
      `${documentApiPaths.orderDocument("tennis", order.order_id, receipt?.code ?? "", "pdf")}?key=${order.access_key}`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("answers 404 for a malformed order id or file name, and for another order's document", async () => {
    const { client, order } = await paidGuestBooking(t, tuesday);
    const other = await paidGuestBooking(t, tuesday);
    const [theirs] = await guestDocuments(other.client, other.order);
    const base = documentApiPaths.orderDocuments("tennis", order.order_id);
    for (const path of [
      `${documentApiPaths.orderDocuments("tennis", "not-a-uuid")}?key=${order.access_key}`,
      `${base}/R-2026-1.pdf?key=${order.access_key}`,
      `${base}/${theirs?.code}.exe?key=${order.access_key}`,
      `${base}/${theirs?.code}.pdf?key=${order.access_key}`,
    ]) {
      const res = await client.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.data).toEqual({ message: "Not found.", code: "not_found" });
    }
  });

  it("attaches the receipt as a PDF to the confirmation mail", async () => {
    const { client, order } = await paidGuestBooking(t, tuesday);
    const [receipt] = await guestDocuments(client, order);
    await t.app.deps.background.drain();
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like ${`%${order.inv}%`}`);
    const attachments = mails.flatMap((m) => m.attachments ?? []);
    const pdf = attachments.find((a) => a.contentType === "application/pdf");
    expect(pdf?.filename).toBe(`${receipt?.code}.pdf`);
    expect(
      Buffer.from(pdf?.content ?? "", "base64")
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
  });
});

describe("every kind of paid order", () => {
  it("gets one receipt per charge: booking, extras, desk booking, plan, top-up, paid with credit", async () => {
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    const booking = await paidGuestBooking(t, tuesday);
    const balls = await createAddon(t.app, "tennis", { name: "Balls", group: 1, price: 400 });
    const extras = await c.post(
      apiPaths.orderExtraAddons("tennis", booking.order.order_id),
      { addons1: [{ addon_id: balls.id, qty: 1 }] },
      { token: staff.token },
    );
    expect(extras.statusCode, extras.body).toBe(201);
    expect((await staff.post(adminBookingApiPaths.orderMarkPaid(extras.data.order_id))).statusCode).toBe(200);
    const plan = await createPlanVia(c, staff.token, { price: 3000 });
    const membership = await buyAndPay(t, c, token, plan.id);
    const pack = await c.post(creditApiPaths.adminPacks, { name: "Pack", price: 2000, credit: 2200 }, { token: staff.token });
    const topup = await c.post(
      creditApiPaths.topups,
      { pack_id: pack.data.id },
      { token, headers: { "idempotency-key": newKey() } },
    );
    await payDemo(c, topup.data.paymentlink);
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "08:00", endTime: "09:00" });
    const desk = await staff.deskBooking("tennis", deskBody(tuesday, slot.id, [court.id], { payment: "paid" }));
    expect(desk.statusCode, desk.body).toBe(201);
    const court2 = await createCourt(t.app, "tennis");
    const own = await postOrder(c, "tennis", orderBody(tuesday, slot.id, [court2.id], { billing }), { token });
    const byCredit = await c.post(creditApiPaths.payOrder(own.data.order_id), undefined, { token });
    expect(byCredit.statusCode, byCredit.body).toBe(200);

    const receipts = async (orderId: string) =>
      (await c.get(documentApiPaths.adminOrderDocuments(orderId), { token: staff.token })).data.map(
        (d: { kind: string }) => d.kind,
      );
    expect(await receipts(booking.order.order_id)).toEqual(["receipt"]);
    expect(await receipts(extras.data.order_id)).toEqual(["receipt"]);
    expect(await receipts(topup.data.order_id)).toEqual(["receipt"]);
    expect(await receipts(membership?.orderId ?? "")).toEqual(["receipt"]);
    expect(await receipts(desk.data.order_id)).toEqual(["receipt"]);
    expect(await receipts(own.data.order_id)).toEqual(["receipt"]);
    const after = await numbering(t);
    expect(after.documents).toBe(after.payments);
    expect(after.gapless).toBe(true);
  });
});

describe("credit notes", () => {
  it("issues a credit note per refund, referring to the refunded receipt, and mails it with the notice", async () => {
    const { client, order } = await paidGuestBooking(t, tuesday);
    const cancelled = await staff.post(adminBookingApiPaths.orderCancel(order.order_id), { refund: true, reason: "Rain" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [receipt, note] = await guestDocuments(client, order);
    expect(note).toMatchObject({ kind: "credit_note", refers_to: receipt?.code, total: -order.total });
    expect(note?.code).toMatch(/^C-2026-\d{6}$/);
    expect((note?.base ?? 0) + (note?.vat ?? 0)).toBe(-order.total);
    expect((await numbering(t)).gapless).toBe(true);
    // The cancellation notice carries the credit note.
    await t.app.deps.background.drain();
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like ${`%${order.inv}%`}`);
    const files = mails.flatMap((m) => (m.attachments ?? []).map((a) => a.filename));
    expect(files).toContain(`${note?.code}.pdf`);
  });

  it("never changes or deletes an issued document", async () => {
    await paidGuestBooking(t, tuesday);
    await expect(db().update(documents).set({ total: 1 })).rejects.toThrow();
    await expect(db().delete(documents)).rejects.toThrow();
    await expect(db().execute(sql`update document_counters set last_number = 1`)).rejects.toThrow();
    const [row] = await db().select().from(documents).where(eq(documents.number, 1)).limit(1);
    expect(row).toBeDefined();
  });
});

describe("a member's documents", () => {
  it("lists the member's receipts of every order, newest first, and serves only theirs", async () => {
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    const plan = await createPlanVia(c, staff.token, { price: 2500 });
    const membership = await buyAndPay(t, c, token, plan.id);
    const mine = await c.get(`${documentApiPaths.mine}?per_page=1`, { token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.data.meta).toMatchObject({ page: 1, per_page: 1, total: 1, last_page: 1 });
    const [receipt] = mine.data.data;
    expect(receipt).toMatchObject({ kind: "receipt", total: 2500, order_id: membership?.orderId });
    const html = await c.get(documentApiPaths.myDocument(receipt.code, "html"), { token });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain(receipt.code);

    const other = await memberToken(t.app, t.client());
    const theirs = await t.client().get(documentApiPaths.mine, { token: other.token });
    expect(theirs.data.data).toEqual([]);
    expect((await t.client().get(documentApiPaths.myDocument(receipt.code, "pdf"), { token: other.token })).statusCode).toBe(404);
    expect((await t.client().get(documentApiPaths.mine)).statusCode).toBe(401);
    expect((await t.client().get(`${documentApiPaths.mine}?page=0`, { token })).statusCode).toBe(422);
  });
});
