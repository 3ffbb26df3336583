import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { AppDeps } from "../../deps.ts";
import type { SavedCard } from "./provider.ts";

/**
 * The card a paid checkout kept for its customer (one opened with `save_card`), read from
 * Stripe before the event's transaction begins, so no row stays locked while Stripe answers.
 * Stripe unreachable: the payment is settled all the same, without the card (the owner's
 * shares then stay a balance due at the deadline, as without consent).
 */
export async function keptCard(deps: AppDeps, event: Stripe.Event, log: FastifyBaseLogger): Promise<SavedCard | null> {
  if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.async_payment_succeeded") return null;
  const session = event.data.object;
  if (session.payment_status !== "paid" || session.metadata?.save_card !== "off_session") return null;
  const customer = typeof session.customer === "string" ? session.customer : session.customer?.id;
  const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  const saved = deps.providers.get("stripe")?.savedCards;
  if (!customer || !intent || !saved) return null;
  try {
    return await saved.savedBy({ customer, paymentRef: intent });
  } catch (err) {
    log.warn({ err, checkout: session.id }, "could not read the card the checkout kept; settled without it");
    return null;
  }
}
