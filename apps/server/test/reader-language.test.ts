import { apiPaths, calendarFeedPaths, documentApiPaths, type Order } from "@courtside/contract";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema.ts";
import type { MailClub } from "../src/modules/mail/layout.ts";
import { partRefundMail, paymentRefundedMail } from "../src/modules/mail/refund-mail.ts";
import { refusalText } from "../src/modules/payments/refusal.ts";
import { sendDueReminders } from "../src/modules/reminders/due.ts";
import { guestDocuments, paidGuestBooking } from "./support/documents.ts";
import { createCourt, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
import { payByLink } from "./support/moves.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The clock starts Sun 22 Nov 2026, 10:00Z (11:00 in Madrid); reminders go at 18:00 local (17:00Z).
const MON = "2026-11-23";
const TUE = "2026-11-24";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid", CLUB_NAME: "Club Sol" });
  await setRules(t.app, "tennis", { totalDays: 12, cancelHours: 24 });
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
const mailsTo = async (email: string, subject = "%") => {
  await t.app.deps.background.drain();
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, subject)));
};
const attachment = (mail: { attachments: { filename: string; content: string }[] | null } | undefined, ending: string) =>
  mail?.attachments?.find((a) => a.filename.endsWith(ending));
const pdfText = (a: { content: string } | undefined) => Buffer.from(a?.content ?? "", "base64").toString("latin1");

/** A member who chose Spanish, and their paid tennis booking on `date` (billing: their address). */
async function spanishBooking(date: string, start: string, sport: "tennis" | "padel" = "tennis") {
  const c = t.client();
  const { member, token } = await memberToken(t.app, c);
  expect((await c.put("/api/frontend/locale", { locale: "es" }, { token })).statusCode).toBe(200);
  const court = await createCourt(t.app, sport, { name: `Pista ${start}` });
  const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, "0")}:00`;
  const slot = await createTimeslot(t.app, sport, { startTime: start, endTime: end });
  const body = orderBody(date, slot.id, [court.id], { billing: { name: "Lucía", email: member.email, phone: "+34 600" } });
  const created = await postOrder(c, sport, body, { token });
  expect(created.statusCode, created.body).toBe(201);
  await payByLink(t, created.data);
  return { member, token, order: created.data as { order_id: string; inv: string } };
}

describe("what the server writes to a member who reads Spanish", () => {
  it("their reminder: Spanish words and dates, and its calendar file", async () => {
    const { member, order } = await spanishBooking(MON, "19:00");
    t.clock.advance(Date.parse("2026-11-22T17:00:00Z") - t.clock.now().getTime());
    expect(await sendDueReminders(t.app.deps)).toBeGreaterThan(0);
    const [mail] = await mailsTo(member.email, "Mañana:%");
    expect(mail?.subject).toBe(`Mañana: Tenis, lun, 23 nov 2026, 19:00–20:00 (${order.inv})`);
    expect(mail?.text).toContain("Hola, Lucía:");
    expect(mail?.text).toContain("Te recordamos tu reserva de tenis de mañana en Club Sol.");
    expect(mail?.text).toContain("¿No puedes venir? Cancela gratis hasta el dom, 22 nov 2026, 19:00");
    expect(mail?.text).toContain("¿No quieres recibir estos recordatorios? Desactívalos: ");
    expect(mail?.text).toContain("Ver o cancelar tu reserva:");
    expect(mail?.html).toContain('<html lang="es">');
    const ics = attachment(mail, ".ics")?.content ?? "";
    expect(ics).toContain("SUMMARY:Tenis: Pista 19:00 (Club Sol)");
    expect(ics).toContain(`Factura ${order.inv}`);
    expect(ics).toContain("X-WR-CALNAME:Reserva en Club Sol");
  });

  it("their cancellation: what was cancelled, the refund and where it goes, and the credit note in Spanish", async () => {
    const { member, token, order } = await spanishBooking(TUE, "18:00");
    const cancelled = await t.client().post(apiPaths.orderCancel("tennis", order.order_id), undefined, { token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [mail] = await mailsTo(member.email, "Reserva cancelada:%");
    expect(mail?.subject).toBe(`Reserva cancelada: Tenis, mar, 24 nov 2026, 18:00–19:00 (${order.inv})`);
    expect(mail?.text).toContain("Tu reserva de tenis en Club Sol se ha cancelado.");
    expect(mail?.text).toMatch(/Reembolso: \d+,\d\d\s€, devuelto por el mismo medio con el que pagaste/);
    expect(mail?.text).toContain(`Factura: ${order.inv}`);
    expect(pdfText(attachment(mail, ".pdf"))).toContain("/Lang (es)");
  });

  it("their receipt, attached to the confirmation, and their calendar: subscription and download", async () => {
    const { member, token, order } = await spanishBooking(TUE, "20:00", "padel");
    const [confirmation] = await mailsTo(member.email, "Reserva confirmada:%");
    expect(pdfText(attachment(confirmation, ".pdf"))).toContain("/Lang (es)");
    expect(attachment(confirmation, ".ics")?.content).toContain("SUMMARY:Pádel: Pista 20:00 (Club Sol)");

    const c = t.client();
    const made = await c.post(calendarFeedPaths.mine, undefined, { token });
    // A calendar app asks in no language: the feed is in the member's.
    const feed = await t.client().get(new URL(made.data.url).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain("X-WR-CALNAME:Reservas en Club Sol");
    expect(feed.body).toContain("SUMMARY:Pádel: Pista 20:00 (Club Sol)");
    expect(feed.body).toContain(`Factura ${order.inv}`);
    // Its UID does not depend on the language.
    expect(feed.body).toContain(`UID:${order.order_id}@`);

    const download = apiPaths.orderCalendar("padel", order.order_id);
    // Downloaded from the web app: in the language the browser asks for.
    const french = await t.client().get(download, { token, headers: { "accept-language": "fr-FR,fr;q=0.9" } });
    expect(french.statusCode, french.body).toBe(200);
    expect(french.body).toContain(`Facture ${order.inv}`);
  });
});

describe("a receipt downloaded over HTTP", () => {
  it("is in the language the browser asks for, English otherwise", async () => {
    const { client, order } = await paidGuestBooking(t, TUE);
    const [receipt] = await guestDocuments(client, order);
    const url = `${documentApiPaths.orderDocument("tennis", order.order_id, receipt?.code ?? "", "html")}?key=${order.access_key}`;

    const spanish = await client.get(url, { headers: { "accept-language": "es-ES,es;q=0.9,en;q=0.5" } });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain(`Recibo (factura simplificada) ${receipt?.code}`);
    expect(spanish.body).toContain("Fecha de emisión: ");
    expect(spanish.body).toContain("Emisor");
    expect(spanish.body).toContain("NIF: ");
    expect(spanish.body).toContain("Facturado a");
    expect(spanish.body).toContain("Precio unitario");
    expect(spanish.body).toContain("Base imponible");
    expect(spanish.body).toContain("IVA 21 %");
    expect(spanish.body).toContain("Total (IVA incluido)");
    expect(spanish.body).toMatch(/\d+,\d\d\s€/);
    expect(spanish.body).toContain("Los precios incluyen un IVA del 21 %. Importes en EUR.");

    const pdf = await client.get(url.replace(".html", ".pdf"), { headers: { "accept-language": "fr" } });
    expect(pdf.rawPayload.toString("latin1")).toContain("/Lang (fr)");

    const english = await client.get(url);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`Receipt (simplified invoice) ${receipt?.code}`);
    expect(english.body).toContain("Total (VAT included)");
  });
});

describe("refund mails in another language", () => {
  const club = (locale: MailClub["locale"]): MailClub => ({
    name: "Club Sol",
    color: "#5f3dc4",
    legal: { name: "Sol S.L.", taxId: "ESB1", address: "Calle Mayor 1" },
    locale,
  });
  const order: Order = {
    order_id: "00000000-0000-4000-8000-000000000001",
    inv: "T-20261124-ABCD",
    sport: "padel",
    status: "paid",
    date: TUE,
    timeslot: { id: 1, start: "18:00", end: "19:00" },
    courts: [{ id: 1, name: "Pista 1" }],
    lines: [],
    total: 3600,
    currency: "EUR",
    parent_order_id: null,
  } as unknown as Order;

  it("says why a payment went back, and a closure's reason, in the reader's words", () => {
    const refunded = paymentRefundedMail({
      to: "a@example.test",
      name: "Lucía",
      order,
      club: club("es"),
      reason: refusalText({ kind: "taken", court: "Pista 1" }, "es"),
      refunds: [{ amount: 3600, to: "payment" }],
    });
    expect(refunded.subject).toBe("Pago reembolsado: Pádel, mar, 24 nov 2026, 18:00–19:00 (T-20261124-ABCD)");
    expect(refunded.text).toMatch(/No hemos podido usar tu pago de 36,00\s€ para la factura T-20261124-ABCD\. /);
    expect(refunded.text).toContain("mientras tanto otra persona reservó Pista 1");

    const part = partRefundMail({
      to: "a@example.test",
      name: "Louis",
      order,
      club: club("fr"),
      reason: { closure: "inondation" },
      refunds: [{ amount: 1800, to: "credit" }],
      freedCourts: [{ court: "Pista 1", date: TUE, start: "18:00", end: "19:00" }],
    });
    expect(part.subject).toMatch(/^Remboursement partiel de 18,00\s€ : Padel, mar\. 24 nov\. 2026, 18:00–19:00/);
    expect(part.text).toContain("Bonjour Louis,");
    expect(part.text).toContain("Motif du club : Fermeture : inondation");
    expect(part.text).toContain("Ne sont plus réservés pour vous : Pista 1, mar. 24 nov. 2026, 18:00–19:00.");
    expect(part.text).toContain("ajouté à votre crédit du club");
    expect(part.html).toContain('<html lang="fr">');

    // English stays as it was.
    expect(refusalText({ kind: "taken", court: undefined })).toBe(
      "Your hold lapsed and a court was booked by someone else meanwhile, so the booking could not be completed.",
    );
  });
});

describe("an order's lines", () => {
  it("are written in the language the order was made in, as its receipt keeps them", async () => {
    const court = await createCourt(t.app, "tennis", { name: "Pista Lineas" });
    const slot = await createTimeslot(t.app, "tennis", { startTime: "20:00", endTime: "21:00" });
    const lineOf = async (language: string) => {
      const c = t.client();
      const body = orderBody(language === "fr" ? TUE : MON, slot.id, [court.id]);
      const created = await postOrder(c, "tennis", body, { headers: { "accept-language": language } });
      expect(created.statusCode, created.body).toBe(201);
      return created.data.lines[0].description;
    };
    expect(await lineOf("es")).toBe("Pista Lineas, lun, 23 nov 2026, 20:00–21:00");
    expect(await lineOf("fr")).toBe("Pista Lineas, mar. 24 nov. 2026, 20:00–21:00");
  });
});
