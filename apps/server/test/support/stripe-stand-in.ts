import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { type Answer, metadataOf, savedCardsStandIn, type TestCard } from "./stripe-stand-in-cards.ts";

export type StandInRequest = { method: string; path: string; params: URLSearchParams; idempotencyKey: string | undefined };

export const STRIPE_TEST_KEY = "sk_test_courtside_stand_in";
export const STRIPE_TEST_WEBHOOK_SECRET = "whsec_courtside_test_secret";

/**
 * A local stand-in for the few Stripe API calls Courtside makes (no network): it answers
 * POST /v1/checkout/sessions, GET /v1/checkout/sessions/{id}, POST
 * /v1/checkout/sessions/{id}/expire (only an open session; else 400 as Stripe does),
 * POST /v1/refunds, and for saved cards POST /v1/customers, GET /v1/payment_intents/{id} and
 * POST /v1/payment_intents (stripe-stand-in-cards.ts), with JSON shaped like Stripe's, and
 * records every request for the test to read. As Stripe, a POST's Idempotency-Key answers a
 * repeat with the first answer, and the same key with other parameters is refused (400
 * idempotency_error). `pay(id, card)` plays the payer completing a session on Stripe's page
 * (with a test card that may decline later charges); `failRefunds` makes refunds fail (a
 * declined refund: 400, which the client does not retry); `dropIntentAnswers` makes that many
 * PaymentIntent answers get lost after the charge was made.
 */
export async function startStripeStandIn(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const knobs = { failRefunds: false, dropIntentAnswers: 0 };
  let next = 0;
  const cards = savedCardsStandIn(() => ++next);
  const remembered = new Map<string, { request: string; answer: Answer }>();

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://stand-in");
    const params = new URLSearchParams(req.method === "GET" ? url.search : Buffer.concat(chunks).toString("utf8"));
    const key = req.headers["idempotency-key"];
    requests.push({
      method: req.method ?? "",
      path: url.pathname,
      params,
      idempotencyKey: typeof key === "string" ? key : undefined,
    });
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++next}` });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) {
      return answer(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    const route = `${req.method} ${url.pathname}`;
    const creates: Record<string, (p: URLSearchParams) => Answer> = {
      "POST /v1/customers": cards.createCustomer,
      "POST /v1/payment_intents": cards.createIntent,
      "POST /v1/checkout/sessions": createSession,
    };
    const create = creates[route];
    if (create) {
      const done = idempotent(typeof key === "string" ? key : undefined, route, params, () => create(params));
      // The charge is made, but its answer is lost on the way (the client sees the connection drop).
      if (route === "POST /v1/payment_intents" && knobs.dropIntentAnswers > 0) {
        knobs.dropIntentAnswers--;
        return req.socket.destroy();
      }
      return answer(done.status, done.body);
    }
    const intentPath = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (req.method === "GET" && intentPath?.[1]) {
      const intent = cards.intents.get(intentPath[1]);
      if (!intent) return answer(404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
      return answer(200, intent);
    }
    const expirePath = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (req.method === "POST" && expirePath?.[1]) {
      const session = sessions.get(expirePath[1]);
      if (!session) return answer(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      if (session.status !== "open") {
        return answer(400, {
          error: {
            type: "invalid_request_error",
            message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of ${session.status}.`,
          },
        });
      }
      session.status = "expired";
      return answer(200, session);
    }
    const sessionPath = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (req.method === "GET" && sessionPath?.[1]) {
      const session = sessions.get(sessionPath[1]);
      if (!session) return answer(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      return answer(200, session);
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      if (knobs.failRefunds) {
        return answer(400, {
          error: { type: "invalid_request_error", code: "refund_declined", message: "The refund was declined." },
        });
      }
      const done = idempotent(typeof key === "string" ? key : undefined, route, params, () => {
        const refused = cards.checkRefund(params.get("payment_intent"), Number(params.get("amount")));
        if (refused) return refused;
        return {
          status: 200,
          body: {
            id: `re_test_${++next}`,
            object: "refund",
            amount: Number(params.get("amount")),
            payment_intent: params.get("payment_intent"),
            status: "succeeded",
          },
        };
      });
      return answer(done.status, done.body);
    }
    return answer(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${url.pathname})` } });
  });
  const invalid = (param: string, message: string, code?: string): Answer => ({
    status: 400,
    body: { error: { type: "invalid_request_error", param, message, ...(code && { code }) } },
  });

  /** A Checkout Session, refused as Stripe refuses one: an unknown customer, a bad setup_future_usage, too late an expiry. */
  function createSession(params: URLSearchParams): Answer {
    const customer = params.get("customer");
    if (customer && !cards.customers.has(customer)) {
      return invalid("customer", `No such customer: '${customer}'`, "resource_missing");
    }
    const usage = params.get("payment_intent_data[setup_future_usage]");
    if (usage !== null && usage !== "on_session" && usage !== "off_session") {
      return invalid("payment_intent_data[setup_future_usage]", "Invalid setup_future_usage: must be on_session or off_session");
    }
    // As Stripe: a session expires between 30 minutes and 24 hours after it is created.
    if (Number(params.get("expires_at")) * 1000 > now() + 24 * 3_600_000) {
      return invalid("expires_at", "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.");
    }
    const id = `cs_test_${++next}`;
    const amount = Number(params.get("line_items[0][price_data][unit_amount]"));
    const session = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      url: `https://checkout.stripe.test/c/pay/${id}`,
      expires_at: Number(params.get("expires_at")),
      client_reference_id: params.get("client_reference_id"),
      metadata: metadataOf(params),
      amount_total: amount,
      currency: params.get("line_items[0][price_data][currency]"),
      customer,
      payment_intent: cards.checkoutIntent(params, amount),
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  /**
   * Stripe's idempotency: the first answer to a key is kept once the call ran (a 200, or a
   * 402 card decline; not a request refused as invalid) and a repeat gets it again; the same
   * key on another call, or with other parameters, is refused.
   */
  function idempotent(key: string | undefined, route: string, params: URLSearchParams, run: () => Answer): Answer {
    if (!key) return run();
    const request = `${route} ${[...params]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join("&")}`;
    const earlier = remembered.get(key);
    if (earlier && earlier.request !== request) {
      return {
        status: 400,
        body: {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
      };
    }
    if (earlier) return earlier.answer;
    const answer = run();
    // Kept as it was answered then: a replay does not show what changed since.
    const kept = { status: answer.status, body: JSON.parse(JSON.stringify(answer.body)) as unknown };
    if (answer.status === 200 || answer.status === 402) remembered.set(key, { request, answer: kept });
    return answer;
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The session the stand-in created for an order, as Stripe would send it in an event. */
    session: (orderId: string) => [...sessions.values()].find((s) => s.client_reference_id === orderId),
    /**
     * The payer completes the session on Stripe's page with a test card (the event is the
     * test's to deliver); a session set up for later use keeps the card for its customer.
     */
    pay: (sessionId: string, card: TestCard = "visa") => {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, { status: "complete", payment_status: "paid" });
      cards.payCheckout(String(session.payment_intent), card);
      return { ...session };
    },
    /** The PaymentIntents charged off-session (POST /v1/payment_intents), as Stripe keeps them. */
    intents: () => [...cards.intents.values()].filter((i) => i.origin === "api"),
    customers: cards.customers,
    knobs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/** The environment that selects the Stripe provider against the stand-in. */
export const stripeEnv = (standIn: StripeStandIn) => ({
  STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
  STRIPE_API_BASE: standIn.url,
});

let eventCount = 0;

/** A Stripe event as Stripe would deliver it: the JSON body and a valid Stripe-Signature header. */
export function signedEvent(type: string, object: Record<string, unknown>, id = `evt_test_${Date.now()}_${++eventCount}`) {
  const payload = JSON.stringify({
    id,
    object: "event",
    api_version: "2026-01-28.clover",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_TEST_WEBHOOK_SECRET });
  return { id, payload, signature };
}
