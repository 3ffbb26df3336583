import {
  CALENDAR_CONTENT_TYPE,
  extraAddonsRequestSchema,
  idempotencyHeadersSchema,
  optionalIdempotencyHeadersSchema,
  orderAccessQuerySchema,
  orderCreateRequestSchema,
  orderSchema,
  SPORTS,
  sportSettings,
  XSRF_COOKIE,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireMember } from "../../http/auth.ts";
import { forbidden, invalidField, unauthenticated, worded } from "../../http/http-error.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { requestLocale } from "../i18n/request-locale.ts";
import { bookingCalendar } from "./calendar.ts";
import { cancelOrder } from "./cancel-order.ts";
import { createOrder } from "./create-order.ts";
import { addExtraAddons } from "./extra-addons.ts";
import { orderWords } from "./i18n.ts";
import { memberOrders, viewOrder } from "./order-access.ts";

const tags = ["Orders"];
const orderParams = z.object({ order_id: z.uuid() });

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  for (const sport of SPORTS) {
    const base = `/api/${sportSettings[sport].api}`;

    app.post(
      `${base}/orders`,
      {
        // createOrder drops the cached grids when its insert commits (before anyone waiting in line reads them).
        config: { dropsOwnGrids: true },
        schema: {
          tags,
          summary: `Create a ${sport} order holding the courts until hold_expires_at`,
          description:
            "A member token makes a member order; without one send guest: true and the contact in billing. " +
            "A repeat with the same Idempotency-Key (from the same member, or the same guest browser) and the same body " +
            "answers the first order; the same key with another body is 422. 409 names a court someone else just took. " +
            "429 (code limit_unpaid_holds or limit_unpaid_holds_address) when the payer already holds max_unpaid_holds " +
            "court-slots unpaid, or the client address its cap; order attempts are also rate limited per address and guest. " +
            "An order whose total is 0 comes back paid, without a payment link. " +
            "403 (code suspended_no_shows) while the sport's no-show rule suspends the payer's online booking.",
          security: [...bearerAuth, {}],
          headers: idempotencyHeadersSchema,
          body: orderCreateRequestSchema,
          response: { 201: orderSchema, ...errorResponses(403, 409, 422, 429) },
        },
      },
      async (request, reply) => {
        const principal = await principalOf(request);
        // Desk bookings by staff have their own call; this one is for players.
        if (principal?.kind === "administrator") throw forbidden();
        const memberId = principal?.kind === "member" ? principal.member.id : null;
        if (!memberId && request.body.guest !== true) {
          throw invalidField("guest", worded(orderWords, "orders.signInOrGuest"), { code: "sign_in_or_guest" });
        }
        // The anti-forgery cookie is the guest's browser session: an Idempotency-Key only repeats within it.
        const guestSession = memberId ? null : (request.cookies[XSRF_COOKIE] ?? null);
        const caller = { memberId, guestSession, address: request.ip, locale: requestLocale(request) };
        const order = await createOrder(deps, sport, caller, request.body, request.headers["idempotency-key"]);
        return reply.code(201).send(order);
      },
    );

    app.get(
      `${base}/orders/:order_id`,
      {
        schema: {
          tags,
          summary: `One ${sport} order`,
          description: "Its member, an administrator, or a guest holding ?key=; anyone else gets 404.",
          security: [...bearerAuth, {}],
          params: orderParams,
          querystring: orderAccessQuerySchema,
          response: { 200: orderSchema, ...errorResponses(404) },
        },
      },
      async (request) => viewOrder(deps, sport, await principalOf(request), request.params.order_id, request.query.key),
    );

    app.post(
      `${base}/orders/:order_id/cancel`,
      {
        schema: {
          tags,
          summary: `Cancel a ${sport} order`,
          description:
            "Same access as reading the order. Pending: cancelled, courts freed, its provider checkout closed. Paid: " +
            "refunded through the provider that took the money (with its paid extras) while free cancellation lasts " +
            "(cancel_hours before the start); later, in any other state, or when that provider is not configured any " +
            "more, 409 with the reason. The customer is mailed a cancellation notice with the refund. A member's order " +
            "cannot be cancelled with its access key alone: 403 unless the member (or an administrator) is signed in.",
          security: [...bearerAuth, {}],
          params: orderParams,
          querystring: orderAccessQuerySchema,
          response: { 200: orderSchema, ...errorResponses(403, 404, 409) },
        },
      },
      async (request) => cancelOrder(deps, sport, await principalOf(request), request.params.order_id, request.query.key),
    );

    app.post(
      `${base}/orders/:order_id/extra-addons`,
      {
        schema: {
          tags,
          summary: `Add extras to a paid ${sport} booking`,
          description:
            "Its member or an administrator. The booking must be paid and not started (else 409). Answers a pending " +
            "child order (parent_order_id) with its own inv, hold and payment link; it holds no courts (extras that " +
            "cost nothing come back paid, without a link). A repeat with the same optional Idempotency-Key answers " +
            "the first child order; the same key for other extras is 422.",
          security: bearerAuth,
          headers: optionalIdempotencyHeadersSchema,
          params: orderParams,
          body: extraAddonsRequestSchema,
          response: { 201: orderSchema, ...errorResponses(401, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const principal = await principalOf(request);
        if (!principal) throw unauthenticated();
        const key = request.headers["idempotency-key"];
        const order = await addExtraAddons(deps, sport, principal, request.params.order_id, request.body, key);
        return reply.code(201).send(order);
      },
    );

    app.get(
      `${base}/orders/:order_id/calendar.ics`,
      {
        schema: {
          tags,
          summary: `The ${sport} booking as iCalendar (text/calendar)`,
          description: "Same access as reading the order; times in the facility's time zone.",
          security: [...bearerAuth, {}],
          params: orderParams,
          querystring: orderAccessQuerySchema,
          response: {
            200: { description: "An iCalendar file (attachment)", content: { "text/calendar": { schema: z.string() } } },
            ...errorResponses(404),
          },
        },
      },
      async (request, reply) => {
        const order = await viewOrder(deps, sport, await principalOf(request), request.params.order_id, request.query.key);
        const calendar = bookingCalendar(order, order.parent_order_id ?? order.order_id, {
          zone: deps.config.timezone,
          clubName: deps.config.clubName,
          appUrl: deps.config.appUrl,
          now: deps.clock.now(),
          locale: requestLocale(request),
        });
        return reply
          .type(CALENDAR_CONTENT_TYPE)
          .header("content-disposition", `attachment; filename="${order.inv}.ics"`)
          .send(calendar);
      },
    );

    app.get(
      `${base}/my-orders`,
      {
        schema: {
          tags,
          summary: `The signed-in member's ${sport} orders, upcoming first`,
          security: bearerAuth,
          response: { 200: z.array(orderSchema), ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const principal = await requireMember(request);
        return memberOrders(deps, sport, principal.member.id);
      },
    );
  }
};
