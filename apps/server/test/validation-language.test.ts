import { XSRF_COOKIE } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/**
 * The contract's field messages are worded while Fastify validates, in the language of the
 * request (modules/i18n/request-language.ts): each request's own, even when several in
 * different languages are validated at once.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REGISTER = "/api/frontend/register";
/** A registration with every field wrong. */
const badRegistration = { name: "", email: "not-an-email", password: "short", password_confirmation: "other" };

const expected = {
  en: {
    name: ["The name field is required."],
    email: ["The email must be a valid email address."],
    password: ["The password must be at least 8 characters."],
    password_confirmation: ["The password confirmation does not match."],
  },
  es: {
    name: ["El campo nombre es obligatorio."],
    email: ["El campo correo electrónico debe ser una dirección de correo electrónico válida."],
    password: ["El campo contraseña debe tener al menos 8 caracteres."],
    password_confirmation: ["La confirmación de la contraseña no coincide."],
  },
  fr: {
    name: ["Le champ nom est obligatoire."],
    email: ["Le champ adresse e-mail doit être une adresse e-mail valide."],
    password: ["Le champ mot de passe doit contenir au moins 8 caractères."],
    password_confirmation: ["La confirmation du mot de passe ne correspond pas."],
  },
} as const;
type Language = keyof typeof expected;

const register = (language?: string, body: object = badRegistration) =>
  t.client().post(REGISTER, body, { headers: language ? { "accept-language": language } : {} });

describe("validation messages in the request's language", () => {
  it("answers a bad registration in Spanish to Accept-Language: es", async () => {
    const res = await register("es-ES,es;q=0.9");
    expect(res.statusCode).toBe(422);
    expect(res.data.errors).toEqual(expected.es);
    expect(res.data.message).toContain("El campo nombre es obligatorio.");
  });

  it("answers in French to Accept-Language: fr", async () => {
    const res = await register("fr");
    expect(res.statusCode).toBe(422);
    expect(res.data.errors).toEqual(expected.fr);
  });

  it("answers in English, word for word as before, without Accept-Language (and to a language Courtside does not speak)", async () => {
    for (const res of [await register(), await register("de")]) {
      expect(res.statusCode).toBe(422);
      expect(res.data.errors).toEqual(expected.en);
      expect(res.data.message).toMatch(/^The name field is required\. \(and 3 more errors\)$/);
    }
  });

  it("gives each of several requests sent at once its own language", async () => {
    const languages: Language[] = ["es", "fr", "en", "fr", "es", "en", "es", "fr"];
    const answers = await Promise.all(languages.map((language) => register(language)));
    answers.forEach((res, i) => {
      const language = languages[i] as Language;
      expect(res.statusCode, language).toBe(422);
      expect(res.data.errors, language).toEqual(expected[language]);
    });
  });

  it("holds over real HTTP too: bodies read in chunks, requests at once on their own connections", async () => {
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const csrf = await fetch(`${address}/api/csrf-cookie`);
    const cookie = csrf.headers.getSetCookie().find((c) => c.startsWith(`${XSRF_COOKIE}=`)) ?? "";
    const token = cookie.slice(XSRF_COOKIE.length + 1).split(";")[0] ?? "";
    // Padding (an unknown field the schema strips) makes a body the server reads in several chunks.
    const post = async (language: Language, padding: number) => {
      const res = await fetch(`${address}${REGISTER}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "accept-language": language,
          cookie: `${XSRF_COOKIE}=${token}`,
          "x-xsrf-token": token,
        },
        body: JSON.stringify({ ...badRegistration, padding: "x".repeat(padding) }),
      });
      return { status: res.status, body: (await res.json()) as { errors: unknown } };
    };
    const languages: Language[] = ["fr", "es", "en", "es", "fr", "en"];
    const answers = await Promise.all(languages.map((language, i) => post(language, i % 2 ? 90_000 : 10)));
    answers.forEach((res, i) => {
      const language = languages[i] as Language;
      expect(res.status, language).toBe(422);
      expect(res.body.errors, language).toEqual(expected[language]);
    });
  });

  it("words a message with values and a field's name in the language (the limit, the field)", async () => {
    const long = "x".repeat(129);
    const res = await register("es", {
      name: "Lucía",
      email: "lucia@example.test",
      password: long,
      password_confirmation: long,
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.password).toEqual(["El campo contraseña no puede tener más de 128 caracteres."]);
  });
});
