import Stripe from "stripe";
import type { SavedCardResult, SavedCards } from "./provider.ts";

/**
 * Stripe's saved cards: a Customer per member, the card a checkout kept for it
 * (`setup_future_usage: off_session`), and a PaymentIntent confirmed with nobody present to
 * charge it later. Only ids cross: Stripe holds the card.
 */
export function stripeSavedCards(stripe: Stripe): SavedCards {
  return {
    customerFor: async (member) => {
      const customer = await stripe.customers.create(
        { email: member.email, name: member.name, metadata: { member_id: member.id } },
        // Two checkouts opened at once for one member make one customer (the caller keeps the first stored).
        { idempotencyKey: `customer-${member.id}` },
      );
      return customer.id;
    },
    savedBy: async ({ customer, paymentRef }) => {
      const intent = await stripe.paymentIntents.retrieve(paymentRef);
      const method = typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
      // Only a card set up for charges without its holder (the checkout asked for it) can be charged so.
      if (!method || intent.setup_future_usage !== "off_session") return null;
      return { customer, paymentMethod: method };
    },
    charge: async (request) => {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency.toLowerCase(),
            customer: request.customer,
            payment_method: request.paymentMethod,
            confirm: true,
            off_session: true,
            description: request.description.slice(0, 500),
            metadata: { order_id: request.orderId, inv: request.inv, charge: "saved_card" },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return outcome(intent);
      } catch (err) {
        return refusal(err);
      }
    },
  };
}

function outcome(intent: Stripe.PaymentIntent): SavedCardResult {
  if (intent.status === "succeeded") return { kind: "charged", ref: intent.id };
  // The money may still come: not an answer yet (the caller tries again later, with the same key).
  if (intent.status === "processing") throw new Error(`Stripe payment ${intent.id} is still processing`);
  return { kind: "declined", code: intent.status };
}

/**
 * Stripe's final no: a declined card (or one whose bank wants its holder: authentication_required),
 * a request it refuses (a card removed meanwhile, too small an amount), or the key reused with
 * other parameters. Anything else (unreachable, its own error) is not an answer: thrown.
 */
function refusal(err: unknown): SavedCardResult {
  if (
    err instanceof Stripe.errors.StripeCardError ||
    err instanceof Stripe.errors.StripeInvalidRequestError ||
    err instanceof Stripe.errors.StripeIdempotencyError
  ) {
    return { kind: "declined", code: err.code ?? err.type };
  }
  throw err;
}
