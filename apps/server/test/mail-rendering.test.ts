import type { Order } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmationMail } from "../src/modules/mail/booking-mail.ts";
import { readableOn } from "../src/modules/mail/layout.ts";
import { cancellationMail } from "../src/modules/mail/refund-mail.ts";
import { createMember } from "./support/factories.ts";
import { startSmtpSink } from "./support/smtp-sink.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

const club = {
  name: "Club <Sol> & Sombra",
  color: "#5f3dc4",
  legal: { name: "Sol & Sombra S.L.", taxId: "ESB1", address: "Calle Mayor 1" },
  locale: "en" as const,
};
const hostile = `<img src=x onerror="alert(1)">`;

const order: Order = {
  order_id: "0f6d0c1e-5a1b-4d8e-9a53-3c3b7d2f9a10",
  inv: "T-20261124-AB2C",
  sport: "tennis",
  status: "paid",
  parent_order_id: null,
  date: "2026-11-24",
  timeslot: { id: 1, start: "18:00", end: "19:00" },
  courts: [{ id: 1, name: `Court ${hostile}` }],
  lines: [
    { kind: "court", description: "Court 1, Tue 24 Nov 2026, 18:00–19:00", qty: 1, unit_price: 2400, amount: 2400 },
    { kind: "addon", description: `Balls ${hostile}`, qty: 2, unit_price: 300, amount: 600 },
  ],
  total: 3000,
  currency: "EUR",
} as Order;

describe("mail rendering", () => {
  it("escapes every value it interpolates into the HTML part, and keeps the plain part", () => {
    const mail = confirmationMail({
      to: "ana@example.test",
      name: `Ana ${hostile}`,
      order,
      club,
      link: `http://courtside.test/booking?key=a"onmouseover="x`,
      calendar: "BEGIN:VCALENDAR",
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("Ana &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.html).toContain("Balls &lt;img");
    expect(mail.html).toContain("Club &lt;Sol&gt; &amp; Sombra");
    expect(mail.html).toContain(`href="http://courtside.test/booking?key=a&quot;onmouseover=&quot;x"`);

    expect(mail.text).toContain(`Hello Ana ${hostile},`);
    expect(mail.text).toContain("When: Tue 24 Nov 2026, 18:00–19:00");
    expect(mail.text).toContain("2 × Balls");
    expect(mail.text).toContain("Total: €30.00");
    expect(mail.text).toContain(`Open your booking:\nhttp://courtside.test/booking?key=`);
    expect(mail.subject).toBe("Booking confirmed: Tennis, Tue 24 Nov 2026, 18:00–19:00 (T-20261124-AB2C)");
  });

  it("wears the club's name and colour, with text that reads on it", () => {
    const mail = confirmationMail({ to: "a@example.test", name: "Ana", order, club, link: "http://x.test/", calendar: "" });
    expect(mail.html).toContain("background:#5f3dc4;color:#ffffff");
    // Who the club is in law, at the foot of both parts (escaped in HTML).
    expect(mail.html).toContain("Sol &amp; Sombra S.L. · Tax ID ESB1 · Calle Mayor 1");
    expect(mail.text.endsWith("--\nClub <Sol> & Sombra\nSol & Sombra S.L. · Tax ID ESB1 · Calle Mayor 1")).toBe(true);
    expect(readableOn("#5f3dc4")).toBe("#ffffff");
    expect(readableOn("#ffd43b")).toBe("#000000");
  });

  it("gives the club's reason when staff cancel, escaped in HTML, and none when the customer cancels", () => {
    const about = {
      to: "ana@example.test",
      name: "Ana",
      order,
      club,
      kept: false,
      refunds: [{ amount: 3000, to: "payment" as const }],
    };
    const byStaff = cancellationMail({ ...about, byClub: true, reason: `Flooded court <b>"3"</b>` });
    expect(byStaff.text).toContain("has been cancelled by the club.");
    expect(byStaff.text).toContain(`The club's reason: Flooded court <b>"3"</b>`);
    expect(byStaff.html).toContain("The club&#39;s reason: Flooded court &lt;b&gt;&quot;3&quot;&lt;/b&gt;");
    expect(byStaff.text).toContain("Refund: €30.00, returned the way you paid");

    const byCustomer = cancellationMail({ ...about, byClub: false, reason: "ignored" });
    expect(byCustomer.text).not.toContain("reason");
  });
});

describe("mail as sent", () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url, CLUB_NAME: "Club Sol", CLUB_COLOR: "#862e9c" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("goes out as multipart/alternative: a plain part and an HTML part in the club's colour", async () => {
    const m = await createMember(t.app);
    await t.client().post("/api/frontend/forgot-password", { email: m.email });
    await t.app.deps.background.drain();
    const mail = smtp.received.find((r) => r.to.includes(m.email));
    expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail?.text).toContain("Reset your Club Sol password");
    expect(mail?.text).toContain("background:#862e9c");
  });
});
