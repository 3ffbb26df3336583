import { demoPayRequestSchema, orderSchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../http/responses.ts";
import { demoCheckoutOrder } from "./demo-checkout.ts";
import { applyPayment } from "./payment-service.ts";
import { stripeWebhookRoutes } from "./stripe-webhook.ts";

const tags = ["Payments"];

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    "/api/payments/demo/:inv",
    {
      schema: {
        tags,
        summary: "Demo provider: the order a payment link pays",
        description:
          "What the demo checkout page shows before the payer pays: the order, for whoever holds the link's key. " +
          "An unknown invoice number, a wrong key and an order another provider takes payment for all answer the same 404.",
        params: z.object({ inv: z.string().max(40) }),
        querystring: demoPayRequestSchema,
        response: { 200: orderSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => demoCheckoutOrder(deps, request.params.inv, request.query.key),
  );

  app.post(
    "/api/payments/demo/:inv/pay",
    {
      schema: {
        tags,
        summary: "Demo provider: pay the order (no money moves)",
        description:
          "The key from the payment link proves the payer holds the order. After a lapsed hold the courts are held again " +
          "if still free; otherwise 409 and the payment is refunded automatically (the order is refund_due until it is).",
        params: z.object({ inv: z.string().max(40) }),
        body: demoPayRequestSchema,
        response: { 200: orderSchema, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => {
      return applyPayment(deps, "demo", request.params.inv, request.body.key);
    },
  );

  // Its own scope: the webhook reads raw bodies, every other route JSON.
  await app.register(stripeWebhookRoutes);
};
