import Stripe from "stripe";
import type { Clock } from "../../clock.ts";
import type { StripeConfig } from "../../config.ts";
import type { PaymentProvider, PaymentRequest } from "./provider.ts";
import { stripeSavedCards } from "./stripe-saved-cards.ts";

/** Stripe will not let a Checkout Session close sooner than 30 minutes after it is created. */
const STRIPE_SHORTEST_SESSION_MS = 30 * 60_000;
/** Stripe's longest: a checkout expires at most 24 hours after it is created. */
const STRIPE_LONGEST_SESSION_MS = 24 * 3_600_000;
/** A minute more, so the request is not refused for the few seconds between our clock and Stripe's. */
const CLOCK_MARGIN_MS = 60_000;

/** The Stripe API client, pointed at STRIPE_API_BASE when set (tests' local stand-in). */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "http:" ? 80 : 443),
      protocol: base.protocol === "http:" ? "http" : "https",
    }),
  });
}

/**
 * Stripe Checkout: one Checkout Session per order, its URL the payment link and its id the
 * order's payment ref. The session lives at least as long as the hold; Stripe's 30-minute
 * minimum can make it longer, and then the caller extends the hold to the session's expiry
 * (start-payment.ts), so the two end together. The webhook (stripe-webhook.ts) settles it.
 */
export function createStripeProvider(stripe: Stripe, clock: Clock): PaymentProvider {
  return {
    name: "stripe",
    // Stripe refuses a checkout that expires more than 24 hours after it is created.
    longestCheckoutMs: STRIPE_LONGEST_SESSION_MS - CLOCK_MARGIN_MS,
    createPayment: async (request) => {
      const shortest = clock.now().getTime() + STRIPE_SHORTEST_SESSION_MS + CLOCK_MARGIN_MS;
      const expiresAt = Math.ceil(Math.max(request.holdExpiresAt.getTime(), shortest) / 1000);
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.total,
                product_data: { name: `Booking ${request.inv}`, description: request.description.slice(0, 500) || undefined },
              },
            },
          ],
          client_reference_id: request.orderId,
          ...keepingCard(request),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: expiresAt,
        },
        // A retried request (network trouble) must not open a second checkout for the same order;
        // one opened again for another amount (club credit first, a split) is another request, and
        // Stripe refuses a key reused with other parameters, so the amount, the expiry and whether
        // it keeps the card are in it.
        { idempotencyKey: `checkout-${request.orderId}-${request.total}-${expiresAt}${request.saveCardFor ? "-save" : ""}` },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { ref: session.id, link: session.url, expiresAt: new Date((session.expires_at ?? expiresAt) * 1000) };
    },
    // The checkout URL is Stripe's own and needs no key.
    linkFor: (storedLink) => storedLink,
    refund: async (request) => {
      const intent = request.chargeRef.startsWith("pi_")
        ? request.chargeRef
        : await paymentIntentOf(
            stripe,
            request.chargeRef.startsWith("cs_") ? request.chargeRef : request.checkoutRef,
            request.inv,
          );
      const refund = await stripe.refunds.create(
        { payment_intent: intent, amount: request.amount, metadata: { order_id: request.orderId, inv: request.inv } },
        { idempotencyKey: request.idempotencyKey },
      );
      return { ref: refund.id };
    },
    closeCheckout: async (checkoutRef) => {
      try {
        await stripe.checkout.sessions.expire(checkoutRef);
        return "closed";
      } catch (err) {
        // Stripe refuses to expire a session that is no longer open: ask what became of it.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) return "unknown";
      }
      try {
        const session = await stripe.checkout.sessions.retrieve(checkoutRef);
        // Complete: paid, or paid by a delayed method whose money is on its way; either way a notice follows.
        if (session.status === "complete") return "paid";
        return session.status === "expired" ? "closed" : "unknown";
      } catch (err) {
        // A session Stripe does not know can never be paid.
        return err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404 ? "closed" : "unknown";
      }
    },
    savedCards: stripeSavedCards(stripe),
  };
}

/**
 * The order's ids on the session and its payment; with `saveCardFor`, the session belongs to
 * that customer and keeps the card for charges made without its holder (the webhook reads it
 * back by `save_card`).
 */
function keepingCard(request: PaymentRequest) {
  const metadata = { order_id: request.orderId, inv: request.inv };
  if (!request.saveCardFor) return { metadata, payment_intent_data: { metadata } };
  return {
    customer: request.saveCardFor,
    metadata: { ...metadata, save_card: "off_session" },
    payment_intent_data: { metadata, setup_future_usage: "off_session" as const },
  };
}

/** The payment of a checkout session (older charges were recorded under the session's id). */
async function paymentIntentOf(stripe: Stripe, sessionId: string | null, inv: string): Promise<string> {
  if (!sessionId) throw new Error(`Order ${inv} has no Stripe checkout session to refund`);
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  if (!intent) throw new Error(`Stripe checkout session ${session.id} of order ${inv} has no payment to refund`);
  return intent;
}
