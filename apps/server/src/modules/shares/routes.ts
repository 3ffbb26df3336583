import {
  bookingSharesSchema,
  playerOrderParamsSchema,
  SPORTS,
  shareCheckoutRequestSchema,
  shareKeyQuerySchema,
  shareParamsSchema,
  sharePaths,
  shareViewSchema,
  shareViewsSchema,
  splitRequestSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf, requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { registerOrderKind } from "../orders/order-kinds.ts";
import { onOrderPaid } from "../payments/payment-service.ts";
import { presentShare } from "./present-shares.ts";
import { openShareCheckout, viewableShare } from "./share-checkout.ts";
import { shareOrderKind } from "./share-kind.ts";
import { mailSharesAsked } from "./share-mail.ts";
import { balanceDue, listShares } from "./shares.ts";
import { splitBooking } from "./split.ts";

const tags = ["Split payment"];
const security = bearerAuth;
const pattern = (path: string) => path.replace("%3Aorder_id", ":order_id").replace("%3Ashare_id", ":share_id");

/** Split payment (issue 14): the owner splits a held booking; each player pays their share by its link. */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  registerOrderKind("share", shareOrderKind);
  // The players hear of their shares once the owner paid theirs and the courts are confirmed.
  onOrderPaid("share request mails", (d, orderId) => mailSharesAsked(d, orderId));

  for (const sport of SPORTS) {
    app.post(
      pattern(sharePaths.split(sport, ":order_id")),
      {
        schema: {
          tags,
          security,
          summary: `Split the caller's held ${sport} booking between them and its players, in equal shares`,
          description:
            "The owner's share takes the odd cents and is paid through the booking's own payment link, opened again for it " +
            "(total − shared_out). Each player's share is an order of kind share with its own link. With charge_card (only " +
            "where saves_card: Stripe), that checkout keeps the owner's card and shares unpaid at the deadline are charged " +
            "to it; ignored otherwise. 404 for a booking not " +
            "the caller's; 409 split_needs_players, split_already, split_not_pending (params.status), split_credit_applied, " +
            "split_too_small, checkout_in_progress (its checkout was just completed).",
          params: playerOrderParamsSchema,
          body: splitRequestSchema.nullish(),
          response: { 200: bookingSharesSchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        return splitBooking(deps, sport, request.params.order_id, member, request.body?.charge_card === true);
      },
    );

    app.get(
      pattern(sharePaths.shares(sport, ":order_id")),
      {
        schema: {
          tags,
          security,
          summary: `The shares of a ${sport} booking and who has paid (its owner or one of its players)`,
          description:
            "split false: the owner pays it all. Links only for the owner and for whoever owes the share. 404 otherwise.",
          params: playerOrderParamsSchema,
          response: { 200: bookingSharesSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        return listShares(deps, sport, request.params.order_id, member);
      },
    );
  }

  app.get(
    sharePaths.balanceDue,
    {
      schema: {
        tags,
        security,
        summary: "Shares that fell to the caller (unpaid at their deadline, or their player left): the balance due",
        response: { 200: shareViewsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { member } = await requireMember(request);
      return balanceDue(deps, member);
    },
  );

  app.get(
    pattern(sharePaths.share(":share_id")),
    {
      schema: {
        tags,
        summary: "One share as its payment link shows it",
        description: "Anyone holding ?key= (the link's), or the signed-in member who owes it; 404 otherwise.",
        params: shareParamsSchema,
        querystring: shareKeyQuerySchema,
        response: { 200: shareViewSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const principal = await principalOf(request);
      const share = await viewableShare(deps, principal, request.params.share_id, request.query.key);
      return presentShare(deps, share, principal?.kind === "member" ? principal.member.id : null);
    },
  );

  app.post(
    pattern(sharePaths.checkout(":share_id")),
    {
      schema: {
        tags,
        summary: "Open the card checkout of a share (or answer the one open): the share with its payment link",
        description:
          "404 without the link's key; 409 share_not_payable (params.state: waiting, the owner has not paid their share; " +
          "paid; cancelled).",
        params: shareParamsSchema,
        body: shareCheckoutRequestSchema,
        response: { 200: shareViewSchema, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => openShareCheckout(deps, await principalOf(request), request.params.share_id, request.body.key),
  );
};
