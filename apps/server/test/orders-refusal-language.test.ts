import { randomBytes } from "node:crypto";
import { apiPaths, creditApiPaths, formatSlot, LOCALES, type Locale, seriesApiPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, createCourt, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
import { expectWorded, inEachLanguage } from "./support/languages.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The clock stands at Sun 2026-11-22 10:00Z; bookings are on Tuesday the 24th (a 12-day horizon reaches 3 Dec).
const tuesday = "2026-11-24";
let t: TestContext;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12, holdMinutes: 15, cancelHours: 24, maxUnpaidHolds: 4 });
  owner = await adminToken(t.app, t.client());
});
afterAll(() => t.close());

const newKey = () => `lang-${randomBytes(12).toString("hex")}`;
const inLanguage = (locale: Locale) => ({ "accept-language": locale });

async function courtAndSlot() {
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: 1800 });
  return { court, slot };
}

describe("order refusals in the request's language", () => {
  it("a court someone else holds: message and court_ids in English, Spanish and French, with the date in each", async () => {
    const { court, slot } = await courtAndSlot();
    const first = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [court.id]));
    expect(first.statusCode, first.body).toBe(201);

    const answers = await inEachLanguage((locale) =>
      t.client().post(apiPaths.orders("tennis"), orderBody(tuesday, slot.id, [court.id]), {
        headers: { "idempotency-key": newKey(), ...inLanguage(locale) },
      }),
    );
    expect(answers.en.statusCode).toBe(409);
    expect(answers.en.data).toMatchObject({ code: "court_taken", params: { court: court.name, state: "held" } });
    const when = (locale: Locale) => formatSlot(tuesday, "18:00", "19:00", locale);
    const expected = {
      en: `${court.name} is held by someone else for ${when("en")}: it comes free again only if they do not pay in time. Pick another court.`,
      es: `${court.name} está bloqueada temporalmente por otra persona el ${when("es")}: solo quedará libre si no paga a tiempo. Elige otra pista.`,
      fr: `${court.name} fait l’objet d’un blocage temporaire par quelqu’un d’autre le ${when("fr")} : il ne se libérera que si cette personne ne paie pas à temps. Choisissez un autre terrain.`,
    };
    expectWorded(answers, "court_ids", expected);
  });

  it("a timeslot not of the sport: 422 naming timeslot_id in each language", async () => {
    const { court } = await courtAndSlot();
    const answers = await inEachLanguage((locale) =>
      t.client().post(apiPaths.orders("tennis"), orderBody(tuesday, 999_999, [court.id]), {
        headers: { "idempotency-key": newKey(), ...inLanguage(locale) },
      }),
    );
    expect(answers.en.statusCode).toBe(422);
    expect(answers.en.data).toMatchObject({ code: "timeslot_not_of_sport", params: { sport: "tennis", timeslot_id: 999_999 } });
    const expected = {
      en: "The selected timeslot is not a tennis timeslot.",
      es: "La franja elegida no es una franja de tenis.",
      fr: "Le créneau choisi n’est pas un créneau de tennis.",
    };
    expectWorded(answers, "timeslot_id", expected);
  });
});

describe("club credit and payment refusals in the request's language", () => {
  it("taking more credit than the balance: amounts written the language's way, the same params", async () => {
    const { member } = await memberToken(t.app, t.client());
    const c = t.client();
    const adjust = (amount: number, locale: Locale) =>
      c.post(
        creditApiPaths.adjustments(member.id),
        { amount, reason: "Language check" },
        { token: owner, headers: { "idempotency-key": newKey(), ...inLanguage(locale) } },
      );
    expect((await adjust(1500, "en")).statusCode).toBe(201);
    const answers = await inEachLanguage((locale) => adjust(-2000, locale));
    expect(answers.en.statusCode).toBe(409);
    expect(answers.en.data).toMatchObject({ code: "credit_insufficient", params: { balance: 1500, wanted: 2000 } });
    const expected = {
      en: "The balance is 15.00, less than the 20.00 asked for: take at most 15.00.",
      es: "El saldo es 15,00, menos de los 20,00 solicitados: retira como máximo 15,00.",
      fr: "Le solde est de 15,00, moins que les 20,00 demandés : retirez au plus 15,00.",
    };
    expectWorded(answers, "amount", expected);
  });

  it("paying credit first with no credit at all: 409 naming amount in each language", async () => {
    const c = t.client();
    const { member, token } = await memberToken(t.app, c);
    const { court, slot } = await courtAndSlot();
    const billing = { name: member.name, email: member.email, phone: "+34 600 000 003" };
    const order = await postOrder(
      c,
      "tennis",
      { date: tuesday, timeslot_id: slot.id, court_ids: [court.id], billing },
      { token },
    );
    expect(order.statusCode, order.body).toBe(201);

    const answers = await inEachLanguage((locale) =>
      c.post(creditApiPaths.payOrder(order.data.order_id), { use: "available" }, { token, headers: inLanguage(locale) }),
    );
    expect(answers.en.statusCode).toBe(409);
    expect(answers.en.data).toMatchObject({ code: "credit_insufficient", params: { balance: 0, wanted: 1800 } });
    const expected = {
      en: "Your club credit balance is 0.00: pay by card, or top up first.",
      es: "Tu saldo del club es 0,00: paga con tarjeta o recarga antes.",
      fr: "Votre solde de crédit du club est de 0,00 : payez par carte, ou rechargez d’abord.",
    };
    expectWorded(answers, "amount", expected);
  });
});

describe("weekly series in the request's language", () => {
  it("more dates than a member may book online: 422 naming weeks in each language", async () => {
    const { court, slot } = await courtAndSlot();
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    const body = { first_date: tuesday, timeslot_id: slot.id, court_ids: [court.id], weeks: 9 };
    const answers = await inEachLanguage((locale) =>
      c.post(seriesApiPaths.memberCreate("tennis"), body, {
        token,
        headers: { "idempotency-key": newKey(), ...inLanguage(locale) },
      }),
    );
    expect(answers.en.statusCode).toBe(422);
    expect(answers.en.data).toMatchObject({ code: "series_too_many_dates", params: { max: 8, count: 9 } });
    const expected = {
      en: "A series booked online has at most 8 dates; this one has 9.",
      es: "Una serie reservada en línea tiene como máximo 8 fechas; esta tiene 9.",
      fr: "Une série réservée en ligne compte au plus 8 dates ; celle-ci en a 9.",
    };
    expectWorded(answers, "weeks", expected);
  });

  it("says why a previewed date is taken in the request's language", async () => {
    const { court, slot } = await courtAndSlot();
    const held = await postOrder(t.client(), "tennis", orderBody("2026-12-01", slot.id, [court.id]));
    expect(held.statusCode, held.body).toBe(201);
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    const body = { first_date: tuesday, timeslot_id: slot.id, court_ids: [court.id], weeks: 2 };
    const answers = await inEachLanguage((locale) =>
      c.post(seriesApiPaths.memberPreview("tennis"), body, {
        token,
        headers: { "idempotency-key": newKey(), ...inLanguage(locale) },
      }),
    );
    const when = (locale: Locale) => formatSlot("2026-12-01", "18:00", "19:00", locale);
    const expected = {
      en: `${court.name} is held by someone else for ${when("en")}.`,
      es: `Otra persona tiene ${court.name} en bloqueo temporal el ${when("es")}.`,
      fr: `${court.name} fait l’objet d’un blocage temporaire par quelqu’un d’autre le ${when("fr")}.`,
    };
    for (const locale of LOCALES) {
      expect(answers[locale].statusCode, answers[locale].body).toBe(200);
      expect(answers[locale].data.dates.map((d: { status: string }) => d.status)).toEqual(["free", "taken"]);
      expect(answers[locale].data.dates[1].reason).toBe(expected[locale]);
    }
  });
});
