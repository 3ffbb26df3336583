import { registerRequestSchema } from "@courtside/contract";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../i18n/i18n.ts";
import { zodResolver } from "./zod-resolver.ts";

/** The messages a form shows for a registration with every field wrong, per field. */
async function formErrors() {
  const resolve = zodResolver(registerRequestSchema);
  const values = { name: "", email: "not-an-email", password: "short", password_confirmation: "other" };
  const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

describe("the forms' zodResolver", () => {
  afterEach(() => activateLocale("en"));

  it("words the contract's messages in the language in use, at the moment the check fails", async () => {
    activateLocale("es");
    expect(await formErrors()).toMatchObject({
      name: "El campo nombre es obligatorio.",
      email: "El campo correo electrónico debe ser una dirección de correo electrónico válida.",
      password: "El campo contraseña debe tener al menos 8 caracteres.",
    });

    activateLocale("fr");
    expect((await formErrors()).name).toBe("Le champ nom est obligatoire.");

    activateLocale("en");
    expect(await formErrors()).toMatchObject({
      name: "The name field is required.",
      email: "The email must be a valid email address.",
      password: "The password must be at least 8 characters.",
    });
  });

  it("capitalises a message that opens with a field's name, in every language", async () => {
    const { planBenefitSchema } = await import("@courtside/contract");
    const resolve = zodResolver(planBenefitSchema);
    const message = async () =>
      (await resolve({ sport: "tennis", percent_off: 150 }, undefined, { fields: {}, shouldUseNativeValidation: false })).errors
        .percent_off?.message;
    expect(await message()).toBe("The percentage off must be at most 100.");
    activateLocale("es");
    expect(await message()).toBe("El porcentaje de descuento debe ser como máximo 100.");
  });

  it("words zod's own messages (a check the contract gives no words) in the language in use", async () => {
    const { z } = await import("zod");
    const resolve = zodResolver(z.object({ count: z.number() }));
    const message = async () =>
      (await resolve({ count: "two" as unknown as number }, undefined, { fields: {}, shouldUseNativeValidation: false })).errors
        .count?.message;
    expect(await message()).toBe("Invalid input: expected number, received string");
    activateLocale("es");
    expect(await message()).toBe("Entrada inválida: se esperaba número, recibido texto");
    activateLocale("fr");
    expect(await message()).toBe("Entrée invalide : nombre attendu, chaîne de caractères reçu");
  });
});
