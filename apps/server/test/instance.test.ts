import { instancePath } from "@courtside/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./support/test-app.ts";

describe("GET /api/instance", () => {
  it("tells the web app when payments go through the demo provider, so it can label the demo", async () => {
    const demo = await createTestApp();
    const stripe = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" });
    try {
      expect((await demo.client().get(instancePath)).data).toMatchObject({ demo_payments: true });
      expect((await stripe.client().get(instancePath)).data).toMatchObject({ demo_payments: false });
    } finally {
      await demo.close();
      await stripe.close();
    }
  });

  it("names the club and where to write to it: CLUB_EMAIL, else the address mail comes from", async () => {
    const plain = await createTestApp({ CLUB_NAME: "Club Padel Sol", MAIL_FROM: "Club Padel Sol <reservas@padelsol.es>" });
    const own = await createTestApp({ CLUB_EMAIL: "hola@padelsol.es" });
    try {
      expect((await plain.client().get(instancePath)).data.club).toEqual({
        name: "Club Padel Sol",
        contact_email: "reservas@padelsol.es",
      });
      expect((await own.client().get(instancePath)).data.club.contact_email).toBe("hola@padelsol.es");
    } finally {
      await plain.close();
      await own.close();
    }
  });
});
