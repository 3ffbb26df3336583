import { apiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema.ts";
import { createCourt, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

const tuesday = "2026-11-24";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid", CLUB_NAME: "Test Club" });
  await setRules(t.app, "padel", { holdMinutes: 15 });
});
afterAll(() => t.close());

const mailsTo = async (email: string) => {
  await t.app.deps.background.drain();
  return t.app.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
};

async function paidGuestOrder(email: string) {
  const court = await createCourt(t.app, "padel", { name: "Pista Central" });
  const slot = await createTimeslot(t.app, "padel", { startTime: "18:00", endTime: "19:30", priceGuest: 3600 });
  const body = orderBody(tuesday, slot.id, [court.id], { billing: { name: "Gina", email, phone: "+34 600" } });
  const created = await postOrder(t.client(), "padel", body);
  expect(created.statusCode).toBe(201);
  const paid = await t.client().post(apiPaths.demoPay(created.data.inv), { key: created.data.access_key });
  expect(paid.data.status).toBe("paid");
  return created.data;
}

describe("confirmation on payment", () => {
  it("mails the billing address once with the lines, the total, the invoice and an .ics in the facility zone", async () => {
    const order = await paidGuestOrder("confirm@example.test");
    const mails = await mailsTo("confirm@example.test");
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toContain(order.inv);
    expect(mail?.text).toContain(`Invoice: ${order.inv}`);
    expect(mail?.text).toContain("Pista Central");
    expect(mail?.text).toContain("Total: €36.00");
    const ics = mail?.attachments?.[0];
    expect(ics?.filename).toBe(`${order.inv}.ics`);
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    expect(ics?.content).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid");
    expect(ics?.content).toContain("DTSTART;TZID=Europe/Madrid:20261124T180000");
    expect(ics?.content).toContain("DTEND;TZID=Europe/Madrid:20261124T193000");
    expect(ics?.content).toContain(`UID:${order.order_id}@courtside.test`);
    expect(ics?.content).toContain("STATUS:CONFIRMED");
    // Paying again sends nothing more.
    await t.client().post(apiPaths.demoPay(order.inv), { key: order.access_key });
    expect(await mailsTo("confirm@example.test")).toHaveLength(1);
  });
});

describe("GET /api/{api}/orders/{order_id}/calendar.ics", () => {
  it("answers text/calendar to the key holder, the owner and an administrator; 404 to anyone else", async () => {
    const order = await paidGuestOrder("cal@example.test");
    const url = apiPaths.orderCalendar("padel", order.order_id);
    const res = await t.client().get(`${url}?key=${order.access_key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${order.inv}.ics"`);
    expect(res.body).toMatch(/^BEGIN:VCALENDAR/);
    expect(res.body).toContain("DTSTART;TZID=Europe/Madrid:20261124T180000");

    expect((await t.client().get(url)).statusCode).toBe(404);
    expect((await t.client().get(`${url}?key=wrong`)).statusCode).toBe(404);
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    expect((await c.get(url, { token })).statusCode).toBe(404);
    // The tennis path does not open a padel order.
    expect((await t.client().get(`${apiPaths.orderCalendar("tennis", order.order_id)}?key=${order.access_key}`)).statusCode).toBe(
      404,
    );
  });

  it("opens a member's order with the member's token", async () => {
    const court = await createCourt(t.app, "padel");
    const slot = await createTimeslot(t.app, "padel", { startTime: "09:00", endTime: "10:30" });
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    const created = await postOrder(c, "padel", orderBody(tuesday, slot.id, [court.id]), { token });
    const res = await c.get(apiPaths.orderCalendar("padel", created.data.order_id), { token });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("STATUS:TENTATIVE");
  });
});
