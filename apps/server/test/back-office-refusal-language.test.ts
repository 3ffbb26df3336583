import { adminCatalogPaths as admin, apiPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, createCourt, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
import { inEachLanguage } from "./support/languages.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The refusals of the catalog, closures, member accounts, guest proofs and the back-office guard
// speak the request's language (Accept-Language); their code and params are the same in every one.
// The test clock starts at 2026-11-22T10:00Z.
const wednesday = "2026-11-25";
const languages = ["en", "es", "fr"] as const;
type Language = (typeof languages)[number];

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid", GUEST_PROOF_WORK: "100" });
  await setRules(t.app, "tennis", { totalDays: 12, holdMinutes: 15 });
});
afterAll(() => t.close());

const inLanguage = (language: Language) => ({ "accept-language": language });

/** An administrator's call in a language (a fresh owner unless a token is given). */
async function adminCall(method: "post" | "put", url: string, body: unknown, language: Language, token?: string) {
  const c = t.client();
  const bearer = token ?? (await adminToken(t.app, c));
  return c[method](url, body, { token: bearer, headers: inLanguage(language) });
}

const closure = (courtId: number | null, from: string, to: string) => ({
  court_id: courtId,
  start_date: wednesday,
  start_time: from,
  end_date: wednesday,
  end_time: to,
  reason: "Resurfacing",
});

describe("back-office and account refusals in the request's language", () => {
  it("words a closure that is already over, message and field", async () => {
    const over = { ...closure(null, "10:00", "11:00"), start_date: "2026-11-21", end_date: "2026-11-21" };
    const answers = await inEachLanguage((language) => adminCall("post", admin.closures("tennis"), over, language));
    expect(answers.en.statusCode).toBe(422);
    expect(answers.en.data).toEqual({
      message: "This span is already over; a closure must end in the future.",
      errors: { end_date: ["This span is already over; a closure must end in the future."] },
      code: "closure_already_over",
    });
    expect(answers.es.data.message).toBe("Este periodo ya ha pasado; un cierre debe terminar en el futuro.");
    expect(answers.es.data.errors.end_date).toEqual(["Este periodo ya ha pasado; un cierre debe terminar en el futuro."]);
    expect(answers.fr.data.message).toBe("Cette période est déjà passée ; une fermeture doit se terminer dans le futur.");
    expect(answers.fr.data.errors.end_date).toEqual([
      "Cette période est déjà passée ; une fermeture doit se terminer dans le futur.",
    ]);
  });

  it("words an overlapping timeslot with its sport and times, and gives them as params", async () => {
    const base = await createTimeslot(t.app, "padel", { startTime: "07:00", endTime: "08:00" });
    const slot = {
      start: "07:30",
      end: "08:30",
      price_member: 1800,
      price_guest: 2400,
      weekend_price_member: null,
      weekend_price_guest: null,
    };
    const answers = await inEachLanguage((language) => adminCall("post", admin.timeslots("padel"), slot, language));
    expect(answers.en.statusCode).toBe(422);
    expect(answers.en.data).toMatchObject({
      message: "This slot overlaps the active padel slot 07:00–08:00.",
      code: "timeslot_overlap",
      params: { sport: "padel", timeslot_id: base.id, start: "07:00", end: "08:00" },
    });
    expect(answers.es.data.message).toBe("Esta franja se solapa con la franja activa de pádel 07:00–08:00.");
    expect(answers.es.data.errors.start).toEqual([answers.es.data.message]);
    expect(answers.fr.data.message).toBe("Ce créneau chevauche le créneau actif de padel 07:00–08:00.");
    expect(answers.fr.data.errors.start).toEqual([answers.fr.data.message]);
  });

  it("words a closure over a booking, with each booking's line and date in the language", async () => {
    const court = await createCourt(t.app, "tennis", { name: "Court Rain" });
    const slot = await createTimeslot(t.app, "tennis", { startTime: "20:00", endTime: "21:00" });
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    const held = await postOrder(c, "tennis", orderBody(wednesday, slot.id, [court.id]), { token });
    expect(held.statusCode).toBe(201);
    const answers = await inEachLanguage((language) =>
      adminCall("post", admin.closures("tennis"), closure(court.id, "19:00", "23:00"), language),
    );
    expect(answers.en.statusCode).toBe(409);
    expect(answers.en.data.code).toBe("closure_hits_bookings");
    expect(answers.en.data.params).toEqual({ order_ids: [held.data.order_id] });
    expect(answers.en.data.errors.bookings).toEqual([
      `${held.data.inv} · Court Rain · Wed 25 Nov 2026, 20:00–21:00 · held, not paid yet`,
    ]);
    expect(answers.es.data.message).toBe(
      "Este cierre afectaría a 1 reserva. Muévela a otra pista u hora (o cancélala) desde la página del pedido y vuelve a añadir el cierre; o ciérrala y reembólsala con el cierre.",
    );
    expect(answers.es.data.errors.bookings).toEqual([
      expect.stringMatching(new RegExp(`^${held.data.inv} · Court Rain · mié.* · en bloqueo temporal, aún sin pagar$`)),
    ]);
    expect(answers.fr.data.message).toMatch(/^Cette fermeture toucherait 1 réservation\. Déplacez-la/);
    expect(answers.fr.data.errors.bookings).toEqual([
      expect.stringMatching(new RegExp(`^${held.data.inv} · Court Rain · mer.* · en blocage temporaire, pas encore payée$`)),
    ]);
  });

  it("words what a refused role lacks, naming role and permission in params", async () => {
    const token = await adminToken(t.app, t.client(), { role: "desk" });
    const answers = await inEachLanguage((language) =>
      adminCall("post", admin.courts("tennis"), { name: "Centre" }, language, token),
    );
    expect(answers.en.statusCode).toBe(403);
    expect(answers.en.data).toEqual({
      message: "Desk staff cannot change the catalog.",
      code: "forbidden",
      params: { role: "desk", permission: "catalog" },
    });
    expect(answers.es.data.message).toBe("El personal de recepción no puede cambiar el catálogo.");
    expect(answers.fr.data.message).toBe("Le personnel d’accueil ne peut pas modifier le catalogue.");
  });

  it("words a guest order without a proof of work, message and field", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "08:00", endTime: "09:00" });
    const answers = await inEachLanguage((language) =>
      t.client().post(apiPaths.orders("tennis"), orderBody(wednesday, slot.id, [court.id]), {
        headers: { ...inLanguage(language), "idempotency-key": `proof-${language}-${Date.now()}` },
      }),
    );
    expect(answers.en.statusCode).toBe(422);
    expect(answers.en.data).toMatchObject({ code: "guest_proof_invalid", params: { reason: "missing" } });
    expect(answers.es.data.message).toBe(
      "Las reservas de invitados necesitan una prueba de trabajo: pide un reto a /api/guest-challenge y resuélvelo.",
    );
    expect(answers.es.data.errors.proof).toEqual([answers.es.data.message]);
    expect(answers.fr.data.errors.proof).toEqual([
      "Les réservations des invités demandent une preuve de travail : obtenez un défi sur /api/guest-challenge et résolvez-le.",
    ]);
  });

  it("words a reset link that does not work, and the answer to a reset request", async () => {
    const answers = await inEachLanguage((language) =>
      t
        .client()
        .post(
          "/api/frontend/reset-password/check",
          { token: "not-a-token", email: "nobody@example.test" },
          { headers: inLanguage(language), remoteAddress: `127.0.9.${languages.indexOf(language) + 1}` },
        ),
    );
    expect(answers.en.statusCode).toBe(422);
    expect(answers.en.data.code).toBe("reset_link_invalid");
    expect(answers.es.data.errors.token).toEqual(["Este enlace para restablecer la contraseña no es válido o ha caducado."]);
    expect(answers.fr.data.errors.token).toEqual(["Ce lien de réinitialisation du mot de passe n’est pas valide ou a expiré."]);

    const asked = await t
      .client()
      .post("/api/frontend/forgot-password", { email: "nobody@example.test" }, { headers: inLanguage("es") });
    expect(asked.statusCode).toBe(202);
    expect(asked.data.message).toBe(
      "Si existe una cuenta con ese correo electrónico, te hemos enviado un enlace para restablecer la contraseña.",
    );
  });
});
