import { type Locale, membershipApiPaths, waitlistPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, TestClient } from "./support/client.ts";
import { adminToken, createAdministrator, createCourt, createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { expectWorded, inEachLanguage } from "./support/languages.ts";
import { createPlanVia, newKey } from "./support/memberships.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at Sun 2026-11-22T10:00Z; the court-slot is on Fri 27 Nov.
const D = "2026-11-27";
let t: TestContext;
let court: number;
let slot: number;
let padelSlot: number;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12 });
  court = (await createCourt(t.app, "tennis", { name: "Pista Norte" })).id;
  slot = (await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" })).id;
  padelSlot = (await createTimeslot(t.app, "padel", { startTime: "09:00", endTime: "10:30" })).id;
});
afterAll(() => t.close());

/** The machine part of a refusal (the same in every language: inEachLanguage checks that). */
function sameCode(answers: Record<Locale, Answer>, status: number, code: string) {
  expect(answers.en.statusCode).toBe(status);
  expect(answers.en.data.code).toBe(code);
}

describe("the refusals of the waitlist, memberships, administrators and reminders", () => {
  it("say a court is free to book, with the day in the request's language", async () => {
    const member = await memberToken(t.app, t.client());
    const answers = await inEachLanguage((_locale, headers) =>
      t
        .client()
        .post(
          waitlistPaths.entries("tennis"),
          { date: D, timeslot_id: slot, court_ids: [court] },
          { token: member.token, headers },
        ),
    );
    sameCode(answers, 409, "court_free");
    expect(answers.en.data.params).toEqual({ court_ids: [String(court)] });
    expect(answers.en.data.message).toBe("Pista Norte is free at Fri 27 Nov 2026, 18:00: book it instead of waiting.");
    expect(answers.es.data.message).toBe("Pista Norte está libre el vie, 27 nov 2026, 18:00: resérvala en vez de esperar.");
    expect(answers.fr.data.message).toBe("Pista Norte est libre le ven. 27 nov. 2026, 18:00 : réservez-le au lieu d’attendre.");
  });

  it("name the field of a timeslot of another sport", async () => {
    const member = await memberToken(t.app, t.client());
    const answers = await inEachLanguage((_locale, headers) =>
      t.client().post(waitlistPaths.entries("tennis"), { date: D, timeslot_id: padelSlot }, { token: member.token, headers }),
    );
    sameCode(answers, 422, "timeslot_not_of_sport");
    expect(answers.en.data.params).toEqual({ sport: "tennis", timeslot_id: padelSlot });
    const said = {
      en: "The selected timeslot is not a tennis timeslot.",
      es: "La franja elegida no es una franja de tenis.",
      fr: "Le créneau choisi n’est pas un créneau de tennis.",
    };
    expectWorded(answers, "timeslot_id", said);
  });

  it("refuse a plan no longer on sale, naming it", async () => {
    const client = t.client();
    const owner = await adminToken(t.app, client);
    const plan = await createPlanVia(client, owner, { name: "Oro", active: false });
    const { token } = await memberToken(t.app, client);
    const answers = await inEachLanguage((_locale, headers) =>
      client.post(membershipApiPaths.buy, { plan_id: plan.id }, { token, headers: { ...headers, "idempotency-key": newKey() } }),
    );
    sameCode(answers, 422, "plan_not_on_sale");
    expect(answers.en.data.params).toEqual({ plan_id: plan.id });
    const said = {
      en: "Oro is no longer sold. Choose one of the plans on sale.",
      es: "Oro ya no está a la venta. Elige uno de los abonos a la venta.",
      fr: "Oro n’est plus en vente. Choisissez l’un des abonnements en vente.",
    };
    expectWorded(answers, "plan_id", said);
  });

  it("refuse an administrator's wrong password", async () => {
    const admin = await createAdministrator(t.app);
    const answers = await inEachLanguage((_locale, headers) =>
      new TestClient(t.app).post("/api/login", { email: admin.email, password: "not-the-password" }, { headers }),
    );
    sameCode(answers, 422, "invalid_credentials");
    const said = {
      en: "These credentials do not match our records.",
      es: "Estas credenciales no coinciden con nuestros registros.",
      fr: "Ces identifiants ne correspondent pas à nos enregistrements.",
    };
    expectWorded(answers, "email", said);
  });

  it("refuse a reminders link that is not the address's", async () => {
    const answers = await inEachLanguage((_locale, headers) =>
      t.client().post("/api/reminders/opt-out", { email: "gia@example.test", key: "not-the-key" }, { headers }),
    );
    sameCode(answers, 422, "reminder_link_invalid");
    const said = {
      en: "This link to turn reminders off is not valid: use the one in your latest reminder.",
      es: "Este enlace para desactivar los recordatorios no es válido: usa el de tu último recordatorio.",
      fr: "Ce lien pour désactiver les rappels n’est pas valide : utilisez celui de votre dernier rappel.",
    };
    expectWorded(answers, "key", said);
  });
});
