import { instancePath } from "@courtside/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./support/test-app.ts";

describe("GET /api/instance", () => {
  it("tells the web app when payments go through the demo provider, so it can label the demo", async () => {
    const demo = await createTestApp();
    const stripe = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" });
    try {
      expect((await demo.client().get(instancePath)).data).toEqual({ demo_payments: true });
      expect((await stripe.client().get(instancePath)).data).toEqual({ demo_payments: false });
    } finally {
      await demo.close();
      await stripe.close();
    }
  });
});
