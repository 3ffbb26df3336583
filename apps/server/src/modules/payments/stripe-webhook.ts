import { DEFAULT_LOCALE } from "@courtside/contract";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import Stripe from "stripe";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { paymentEvents } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError, inLocale, notFound, worded } from "../../http/http-error.ts";
import { errorResponses } from "../../http/responses.ts";
import { expireCheckout } from "./hold-expiry.ts";
import { type PaymentsKey, paymentsWords } from "./i18n.ts";
import { afterSettlement, settleProviderPayment } from "./payment-service.ts";
import type { SavedCard } from "./provider.ts";
import { recordSavedCard } from "./saved-cards.ts";
import { keptCard } from "./stripe-kept-card.ts";

const received = z.object({ received: z.literal(true) });

/**
 * POST /api/payments/stripe/webhook: Stripe's events, verified by their signature over the
 * exact bytes sent, so this scope alone keeps JSON bodies raw (every other route parses
 * them). Each event is recorded in payment_events (unique provider + event id) and applied in
 * the same transaction, so it counts as received only once applied: a replay answers 200 and
 * changes nothing.
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
          "rules; money the order cannot use (court taken after the hold lapsed, order cancelled or already paid) " +
          "is recorded and refunded automatically. checkout.session.expired lets its hold lapse; payment failures " +
          "leave it pending. Each event is recorded and applied in one transaction, once; other events are " +
          "acknowledged and ignored.",
        response: { 200: received, ...errorResponses(400, 404, 415) },
      },
    },
    async (request) => {
      const secret = deps.config.stripe?.webhookSecret;
      if (!secret) throw notFound(worded(paymentsWords, "payments.stripe.notConfigured"));
      const event = verifiedEvent(request.body, request.headers["stripe-signature"], secret);
      const log = request.log.child({ stripeEvent: event.id, type: event.type });
      const afterCommit: (() => void)[] = [];
      const card = await keptCard(deps, event, log);
      // Recorded and applied in one transaction: a duplicate delivery racing this one waits on the
      // unique key until it commits (then it is a replay) or rolls back (then it applies the event
      // itself). A failed application rolls the record back, so Stripe's retry gets another go.
      const applied = await deps.database.db.transaction(async (tx) => {
        const [recorded] = await tx
          .insert(paymentEvents)
          .values({ provider: "stripe", eventId: event.id, type: event.type, payload: event, receivedAt: deps.clock.now() })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (!recorded) return false;
        await applyEvent(deps, tx, event, { log, afterCommit, card });
        return true;
      });
      if (!applied) log.info("Stripe event already applied; replay ignored");
      for (const effect of afterCommit) effect();
      return { received: true as const };
    },
  );
};

function verifiedEvent(body: unknown, signature: string | string[] | undefined, secret: string): Stripe.Event {
  if (typeof signature !== "string" || signature === "")
    throw badRequest("payments.stripe.noSignature", "stripe_signature_missing");
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest("payments.stripe.emptyBody", "request_body_empty");
  try {
    return Stripe.webhooks.constructEvent(body, signature, secret);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw badRequest("payments.stripe.badSignature", "stripe_signature_invalid");
    }
    throw badRequest("payments.stripe.notEvent", "stripe_event_invalid");
  }
}

const badRequest = (key: PaymentsKey, code: string) =>
  new HttpError(400, worded(paymentsWords, key), undefined, undefined, { code });

/** What applying an event needs besides it: the card its checkout kept, read before the transaction. */
type Applying = { log: FastifyBaseLogger; afterCommit: (() => void)[]; card: SavedCard | null };

/** Applies one event inside the transaction that records it; mail and refunds wait in `afterCommit`. */
async function applyEvent(deps: AppDeps, tx: Db, event: Stripe.Event, applying: Applying): Promise<void> {
  const { log, afterCommit } = applying;
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
      const settled = await settleProviderPayment(deps, tx, "stripe", inv, session.id, intent ?? session.id);
      if (!settled) {
        log.warn({ inv, checkout: session.id }, "Stripe payment for no order of this checkout; ignored");
        return;
      }
      // The owner's card, for shares unpaid at the deadline (shares/card-charge.ts).
      if (applying.card) await recordSavedCard(tx, settled.order.id, applying.card);
      afterCommit.push(() => afterSettlement(deps, settled));
      if (settled.kind === "paid") log.info({ inv, status: settled.order.status }, "Stripe payment applied");
      // Recorded with the order; refund_due payments go back once this commits.
      else
        log.warn(
          { inv, checkout: session.id, reason: inLocale(settled.reason, DEFAULT_LOCALE) },
          "Stripe payment not usable by the order",
        );
      return;
    }
    case "checkout.session.expired": {
      const session = event.data.object;
      const orderId = z.uuid().safeParse(session.client_reference_id ?? session.metadata?.order_id);
      const lapsed = orderId.success && (await expireCheckout(tx, orderId.data, "stripe", session.id, deps.clock.now()));
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
