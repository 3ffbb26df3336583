import { apiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, members } from "../src/db/schema.ts";
import { createCourt, createTimeslot, memberToken, orderBody, postOrder } from "./support/factories.ts";
import { payByLink } from "./support/moves.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid", CLUB_NAME: "Club Sol" });
});
afterAll(() => t.close());

const mailsTo = async (email: string) => {
  await t.app.deps.background.drain();
  return t.app.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
};

describe("a member's language", () => {
  it("is their browser's when they register, and the one they choose after", async () => {
    const email = `lang-${Date.now()}@example.test`;
    const registered = await t
      .client()
      .post(
        "/api/frontend/register",
        { name: "Lucía", email, password: "a-long-password-1", password_confirmation: "a-long-password-1" },
        { headers: { "accept-language": "es-ES,es;q=0.9,en;q=0.5" } },
      );
    expect(registered.statusCode).toBe(201);
    expect(registered.data.user.locale).toBe("es");

    const chosen = await t.client().put("/api/frontend/locale", { locale: "fr" }, { token: registered.data.token });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.data.locale).toBe("fr");
    const [row] = await t.app.deps.database.db.select().from(members).where(eq(members.email, email));
    expect(row?.locale).toBe("fr");
  });

  it("refuses a language Courtside does not speak, naming the ones it does, and changes nothing", async () => {
    const { member, token } = await memberToken(t.app, t.client());
    const refused = await t.client().put("/api/frontend/locale", { locale: "de" }, { token });
    expect(refused.statusCode).toBe(422);
    expect(refused.data.errors.locale[0]).toBe("Choose one of: en, es, fr.");
    const [row] = await t.app.deps.database.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.locale).toBe("en");
  });

  it("is only the signed-in member's to set", async () => {
    expect((await t.client().put("/api/frontend/locale", { locale: "es" })).statusCode).toBe(401);
  });

  it("writes their booking confirmation: Spanish words, dates and money, <html lang>, the club's legal line", async () => {
    const { member, token } = await memberToken(t.app, t.client());
    await t.client().put("/api/frontend/locale", { locale: "es" }, { token });
    const court = await createCourt(t.app, "padel", { name: "Pista Central" });
    const slot = await createTimeslot(t.app, "padel", {
      startTime: "18:00",
      endTime: "19:30",
      priceMember: 3600,
      priceGuest: 3600,
    });
    const body = orderBody("2026-11-24", slot.id, [court.id], {
      billing: { name: "Lucía", email: member.email, phone: "+34 600" },
    });
    const created = await postOrder(t.client(), "padel", body, { token });
    expect(created.statusCode).toBe(201);
    await payByLink(t, created.data);
    const [mail] = await mailsTo(member.email);
    expect(mail?.subject).toBe(`Reserva confirmada: Pádel, mar, 24 nov 2026, 18:00–19:30 (${created.data.inv})`);
    expect(mail?.text).toContain("Hola, Lucía:");
    expect(mail?.text).toContain("Tu reserva de pádel en Club Sol está confirmada y pagada.");
    expect(mail?.text).toContain(`Factura: ${created.data.inv}`);
    expect(mail?.text).toMatch(/Total: 36,00\s€/);
    expect(mail?.text).toContain("· NIF ");
    expect(mail?.html).toContain('<html lang="es">');
  });

  it("writes a guest's mails in the language they booked in, and English when their browser asks for none Courtside speaks", async () => {
    const court = await createCourt(t.app, "padel");
    const bookIn = async (language: string, hour: string) => {
      const email = `guest-${hour.slice(0, 2)}-${Date.now()}@example.test`;
      const other = await createTimeslot(t.app, "padel", {
        startTime: hour,
        endTime: `${hour.slice(0, 2)}:45`,
        priceGuest: 2000,
      });
      const body = orderBody("2026-11-24", other.id, [court.id], { billing: { name: "Gina", email, phone: "+34 600" } });
      const client = t.client();
      const created = await postOrder(client, "padel", body, { headers: { "accept-language": language } });
      expect(created.statusCode, JSON.stringify(created.data)).toBe(201);
      await client.post(apiPaths.demoPay(created.data.inv), { key: created.data.access_key });
      const [mail] = await mailsTo(email);
      return mail;
    };
    const spanish = await bookIn("es-ES,es;q=0.9", "12:00");
    expect(spanish?.subject).toMatch(/^Reserva confirmada: Pádel, mar, 24 nov 2026, 12:00–12:45/);
    expect(spanish?.html).toContain('<html lang="es">');
    const german = await bookIn("de-DE", "13:00");
    expect(german?.subject).toMatch(/^Booking confirmed: Padel, Tue 24 Nov 2026, 13:00–13:45/);
    expect(german?.html).toContain('<html lang="en">');
  });
});
