import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type StandInRequest = { method: string; path: string; params: URLSearchParams; idempotencyKey: string | undefined };

export const STRIPE_TEST_KEY = "sk_test_courtside_stand_in";
export const STRIPE_TEST_WEBHOOK_SECRET = "whsec_courtside_test_secret";

/**
 * A local stand-in for the few Stripe API calls Courtside makes (no network): it answers
 * POST /v1/checkout/sessions, GET /v1/checkout/sessions/{id}, POST
 * /v1/checkout/sessions/{id}/expire (only an open session; else 400 as Stripe does) and
 * POST /v1/refunds with JSON shaped like Stripe's, and records every request for the test
 * to read. `pay(id)` plays the payer completing a session on Stripe's page; `failRefunds`
 * makes refunds fail (a declined refund: 400, which the client does not retry).
 */
export async function startStripeStandIn(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const knobs = { failRefunds: false };
  let next = 0;

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
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      // As Stripe: a session expires between 30 minutes and 24 hours after it is created.
      if (Number(params.get("expires_at")) * 1000 > now() + 24 * 3_600_000) {
        return answer(400, {
          error: {
            type: "invalid_request_error",
            param: "expires_at",
            message: "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.",
          },
        });
      }
      const id = `cs_test_${++next}`;
      const session = {
        id,
        object: "checkout.session",
        mode: "payment",
        status: "open",
        payment_status: "unpaid",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        expires_at: Number(params.get("expires_at")),
        client_reference_id: params.get("client_reference_id"),
        metadata: { order_id: params.get("metadata[order_id]"), inv: params.get("metadata[inv]") },
        amount_total: Number(params.get("line_items[0][price_data][unit_amount]")),
        currency: params.get("line_items[0][price_data][currency]"),
        payment_intent: `pi_test_${next}`,
      };
      sessions.set(id, session);
      return answer(200, session);
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
      return answer(200, {
        id: `re_test_${++next}`,
        object: "refund",
        amount: Number(params.get("amount")),
        payment_intent: params.get("payment_intent"),
        status: "succeeded",
      });
    }
    return answer(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${url.pathname})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The session the stand-in created for an order, as Stripe would send it in an event. */
    session: (orderId: string) => [...sessions.values()].find((s) => s.client_reference_id === orderId),
    /** The payer completes the session on Stripe's page (the event is the test's to deliver). */
    pay: (sessionId: string) => {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, { status: "complete", payment_status: "paid" });
      return { ...session };
    },
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
