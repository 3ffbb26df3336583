/**
 * The saved-card half of the Stripe stand-in (stripe-stand-in.ts): customers, the payment
 * methods a checkout kept for them, and PaymentIntents confirmed off-session, checked as
 * Stripe checks them (required fields, the card belongs to the customer, Stripe's minimum
 * amount) and answered as Stripe answers them: 200 with a succeeded intent, or 402 card_error
 * for a declined card or one whose bank wants its holder (authentication_required).
 */

/** How a test card behaves, as Stripe's test cards do: pm_card_visa, pm_card_chargeDeclined, pm_card_authenticationRequired. */
export type TestCard = "visa" | "declined" | "authentication_required";

export type Answer = { status: number; body: unknown };
type Json = Record<string, unknown>;

const invalid = (message: string, extra: Json = {}): Answer => ({
  status: 400,
  body: { error: { type: "invalid_request_error", message, ...extra } },
});
const missing = (param: string): Answer => invalid(`Missing required param: ${param}.`, { code: "parameter_missing", param });
const noSuch = (what: string, id: string, param: string): Answer => ({
  status: 400,
  body: { error: { type: "invalid_request_error", code: "resource_missing", param, message: `No such ${what}: '${id}'` } },
});

/** Stripe's `metadata[key]=value` form fields as an object. */
export function metadataOf(params: URLSearchParams, prefix = "metadata"): Record<string, string> {
  const found: Record<string, string> = {};
  const pattern = new RegExp(`^${prefix.replace(/[[\]]/g, "\\$&")}\\[([^\\]]+)\\]$`);
  for (const [key, value] of params) {
    const name = key.match(pattern)?.[1];
    if (name) found[name] = value;
  }
  return found;
}

export function savedCardsStandIn(nextId: () => number) {
  const customers = new Map<string, Json>();
  const methods = new Map<string, { id: string; customer: string | null; card: TestCard }>();
  const intents = new Map<string, Json & { id: string; amount: number; status: string; origin: "checkout" | "api" }>();
  const refunded = new Map<string, number>();

  const createCustomer = (params: URLSearchParams): Answer => {
    const id = `cus_test_${nextId()}`;
    const customer = {
      id,
      object: "customer",
      email: params.get("email"),
      name: params.get("name"),
      metadata: metadataOf(params),
    };
    customers.set(id, customer);
    return { status: 200, body: customer };
  };

  /** The intent a checkout session makes (paid when the payer completes the session). */
  const checkoutIntent = (params: URLSearchParams, amount: number) => {
    const id = `pi_test_${nextId()}`;
    intents.set(id, {
      id,
      object: "payment_intent",
      origin: "checkout",
      amount,
      currency: params.get("line_items[0][price_data][currency]"),
      status: "requires_payment_method",
      customer: params.get("customer"),
      payment_method: null,
      setup_future_usage: params.get("payment_intent_data[setup_future_usage]"),
      metadata: metadataOf(params, "payment_intent_data[metadata]"),
    });
    return id;
  };

  /** The payer completes the checkout with a card; one set up for later use is attached to the customer. */
  const payCheckout = (intentId: string, card: TestCard) => {
    const intent = intents.get(intentId);
    if (!intent) return;
    const method = { id: `pm_test_${nextId()}`, customer: null as string | null, card };
    if (intent.setup_future_usage && typeof intent.customer === "string") method.customer = intent.customer;
    methods.set(method.id, method);
    Object.assign(intent, { status: "succeeded", payment_method: method.id });
  };

  const createIntent = (params: URLSearchParams): Answer => {
    for (const param of ["amount", "currency"]) if (!params.get(param)) return missing(param);
    const amount = Number(params.get("amount"));
    const customer = params.get("customer");
    const methodId = params.get("payment_method");
    if (params.get("off_session") === "true" && params.get("confirm") !== "true") {
      return invalid("You can only pass `off_session` when `confirm` is `true`.", { param: "off_session" });
    }
    if (customer && !customers.has(customer)) return noSuch("customer", customer, "customer");
    const method = methodId ? methods.get(methodId) : undefined;
    if (methodId && !method) return noSuch("PaymentMethod", methodId, "payment_method");
    if (method && method.customer !== customer) {
      return invalid(
        "The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, or was detached from a Customer. It may not be used again.",
        { param: "payment_method" },
      );
    }
    // Stripe's smallest charge in euros is 0.50.
    if (!Number.isInteger(amount) || amount < 50) {
      return invalid("Amount must be at least €0.50 eur", { code: "amount_too_small", param: "amount" });
    }
    const id = `pi_test_${nextId()}`;
    const intent = {
      id,
      object: "payment_intent",
      origin: "api" as const,
      amount,
      currency: params.get("currency"),
      customer,
      payment_method: methodId,
      status: "requires_payment_method",
      metadata: metadataOf(params),
    };
    intents.set(id, intent);
    if (params.get("confirm") !== "true" || !method) return { status: 200, body: intent };
    if (method.card === "visa") {
      intent.status = "succeeded";
      return { status: 200, body: intent };
    }
    const code = method.card === "declined" ? "card_declined" : "authentication_required";
    return {
      status: 402,
      body: {
        error: {
          type: "card_error",
          code,
          decline_code: method.card === "declined" ? "generic_decline" : "authentication_required",
          message: method.card === "declined" ? "Your card was declined." : "Your card requires authentication.",
          payment_intent: intent,
        },
      },
    };
  };

  /** A refund of an intent created here must name a succeeded one and stay within what is left of it. */
  const checkRefund = (intentId: string | null, amount: number): Answer | null => {
    if (!intentId) return missing("payment_intent");
    const intent = intents.get(intentId);
    if (!intent) return noSuch("payment_intent", intentId, "payment_intent");
    // Sessions' intents in older tests are paid by the events the test sends, not on the stand-in: taken as paid.
    if (intent.origin === "checkout") return null;
    if (intent.status !== "succeeded") {
      return invalid(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`);
    }
    const left = intent.amount - (refunded.get(intentId) ?? 0);
    if (amount > left) {
      return invalid(`Refund amount (€${amount / 100}) is greater than unrefunded amount on charge (€${left / 100})`, {
        code: "amount_too_large",
        param: "amount",
      });
    }
    refunded.set(intentId, (refunded.get(intentId) ?? 0) + amount);
    return null;
  };

  return { customers, methods, intents, createCustomer, checkoutIntent, payCheckout, createIntent, checkRefund };
}
