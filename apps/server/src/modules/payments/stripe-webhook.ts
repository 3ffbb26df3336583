import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import Stripe from "stripe";
import { z } from "zod";
import { paymentEvents } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { errorResponses } from "../../http/responses.ts";
import { expireCheckout } from "./hold-expiry.ts";
import { applyProviderPayment } from "./payment-service.ts";

const received = z.object({ received: z.literal(true) });

/**
 * POST /api/payments/stripe/webhook: Stripe's events, verified by their signature over the
 * exact bytes sent, so this scope alone keeps JSON bodies raw (every other route parses
 * them). Each event is recorded once in payment_events (unique provider + event id) and
 * applied only by the delivery that recorded it: a replay answers 200 and changes nothing.
 * The anti-forgery check skips this path (http/csrf.ts); the signature stands in for it.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post(
    "/api/payments/stripe/webhook",
    {
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ["Payments"],
        summary: "Stripe: webhook events",
        description:
          "Called by Stripe, never by the web app. The Stripe-Signature header must sign the raw body with " +
          "STRIPE_WEBHOOK_SECRET, else 400. checkout.session.completed (paid) pays the order under the late-payment " +
          "rules; checkout.session.expired lets its hold lapse; payment failures leave it pending. Each event is " +
          "applied once; other events are acknowledged and ignored.",
        response: { 200: received, ...errorResponses(400, 404, 415) },
      },
    },
    async (request) => {
      const secret = deps.config.stripe?.webhookSecret;
      if (!secret) throw notFound("Stripe payments are not configured.");
      const event = verifiedEvent(request.body, request.headers["stripe-signature"], secret);
      const log = request.log.child({ stripeEvent: event.id, type: event.type });
      const { db } = deps.database;
      const [recorded] = await db
        .insert(paymentEvents)
        .values({ provider: "stripe", eventId: event.id, type: event.type, payload: event, receivedAt: deps.clock.now() })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!recorded) {
        log.info("Stripe event already applied; replay ignored");
        return { received: true as const };
      }
      try {
        await applyEvent(deps, event, log);
      } catch (err) {
        // Not applied: forget it, so Stripe's retry of the same event gets another go.
        await db.delete(paymentEvents).where(eq(paymentEvents.id, recorded.id));
        throw err;
      }
      return { received: true as const };
    },
  );
};

function verifiedEvent(body: unknown, signature: string | string[] | undefined, secret: string): Stripe.Event {
  if (typeof signature !== "string" || signature === "") throw new HttpError(400, "The Stripe-Signature header is missing.");
  if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, "The request body is empty.");
  try {
    return Stripe.webhooks.constructEvent(body, signature, secret);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new HttpError(400, "The Stripe signature does not match this request.");
    }
    throw new HttpError(400, "The request body is not a Stripe event.");
  }
}

async function applyEvent(deps: AppDeps, event: Stripe.Event, log: FastifyBaseLogger): Promise<void> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      // Delayed payment methods complete the checkout unpaid; their async_payment_succeeded follows.
      if (session.payment_status !== "paid") {
        log.info({ checkout: session.id, paymentStatus: session.payment_status }, "Stripe checkout completed unpaid; waiting");
        return;
      }
      const inv = session.metadata?.inv;
      if (!inv) {
        log.warn({ checkout: session.id }, "Stripe checkout without an invoice number; not ours, ignored");
        return;
      }
      const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      try {
        const order = await applyProviderPayment(deps, "stripe", inv, session.id, intent ?? session.id);
        log.info({ inv, status: order.status }, "Stripe payment applied");
      } catch (err) {
        // Refused under the late-payment rules (order now refund_due) or not ours: recorded, nothing to retry.
        if (!(err instanceof HttpError) || (err.statusCode !== 409 && err.statusCode !== 404)) throw err;
        log.warn({ inv, checkout: session.id, reason: err.message }, "Stripe payment not applied to the order");
      }
      return;
    }
    case "checkout.session.expired": {
      const session = event.data.object;
      const orderId = z.uuid().safeParse(session.client_reference_id ?? session.metadata?.order_id);
      const lapsed = orderId.success && (await expireCheckout(deps.database.db, orderId.data, "stripe", session.id));
      log.info({ checkout: session.id, lapsed }, "Stripe checkout expired");
      return;
    }
    case "checkout.session.async_payment_failed":
    case "payment_intent.payment_failed": {
      // The payer may try again while the checkout is open; the hold runs on as before.
      log.info({ object: event.data.object.id }, "Stripe payment failed; order left pending");
      return;
    }
    default:
      return;
  }
}
