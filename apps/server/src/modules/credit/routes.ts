import {
  creditAccountSchema,
  creditAdjustmentRequestSchema,
  creditPackCreateSchema,
  creditPackListSchema,
  creditPackSchema,
  creditPackUpdateSchema,
  creditPayRequestSchema,
  idempotencyHeadersSchema,
  memberParamsSchema,
  orderSchema,
  packParamsSchema,
  topupRequestSchema,
  topupSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actingAdministratorId, guardAdministratorRoutes, requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { registerOrderKind } from "../orders/order-kinds.ts";
import { payWithCredit } from "../payments/credit-payment.ts";
import { creditAccount } from "./account.ts";
import { adjustCredit } from "./adjust.ts";
import { sellTopupAtDesk } from "./desk-topup.ts";
import { findMemberOr404 } from "./member.ts";
import { createPack, listPacks, updatePack } from "./packs.ts";
import { buyTopup } from "./topup.ts";
import { topupOrderKind } from "./topup-kind.ts";

const security = bearerAuth;
const orderParamsSchema = z.object({ order_id: z.uuid() });

/** A member's club credit: their own balance and history; staff read it and adjust it. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  registerOrderKind("topup", topupOrderKind);

  app.get(
    "/api/credit/packs",
    {
      schema: {
        tags: ["Club credit"],
        summary: "The top-up packs on sale, cheapest first",
        response: { 200: creditPackListSchema },
      },
    },
    async () => listPacks(deps, true),
  );

  app.post(
    "/api/credit/topups",
    {
      schema: {
        tags: ["Club credit"],
        security,
        summary: "Buy a top-up pack: a pending order with its payment link; paying it adds the credit",
        description:
          "A repeat with the same Idempotency-Key answers the first purchase; the same key for another pack is 422. " +
          "A retired or unknown pack is 422 naming pack_id. The checkout returns to /profile.",
        headers: idempotencyHeadersSchema,
        body: topupRequestSchema,
        response: { 201: topupSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(request);
      const bought = await buyTopup(deps, member, request.body.pack_id, request.headers["idempotency-key"]);
      return reply.code(201).send(bought);
    },
  );

  app.get(
    "/api/credit/me",
    {
      schema: {
        tags: ["Club credit"],
        security,
        summary: "The member's club credit: balance and latest entries, newest first",
        response: { 200: creditAccountSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => creditAccount(deps, (await requireMember(request)).member.id),
  );

  app.post(
    "/api/credit/orders/:order_id/pay",
    {
      schema: {
        tags: ["Club credit"],
        security,
        summary:
          "Pay one of the member's pending orders (a booking, extras, a plan) with club credit: all of it, or credit first and the rest by card",
        description:
          "use=all (or no body): the order is paid at once: the credit spent, a charge of provider credit recorded, the " +
          "confirmation mailed, the provider's checkout closed; 409 credit_insufficient (with the balance) when the balance " +
          "is short. use=available: the whole balance (at most what is due) goes toward it; when that is not all, the order " +
          "stays pending with credit_applied and a new payment link for the rest (its old checkout closed first; 409 when " +
          "it was just being paid). 409 hold_lapsed when the hold has lapsed; 409 when paid, cancelled or expired; 404 for " +
          "another member's order. Cancelling it later, or a hold that lapses unpaid, returns the credit.",
        params: orderParamsSchema,
        body: creditPayRequestSchema.nullish(),
        response: { 200: orderSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      payWithCredit(deps, (await requireMember(request)).member.id, request.params.order_id, request.body?.use ?? "all"),
  );

  await app.register(adminCreditRoutes);
};

const adminCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  guardAdministratorRoutes(app);
  const tags = ["Back office: club credit"];

  app.get(
    "/api/admin/credit-packs",
    {
      config: { permission: "memberships" },
      schema: {
        tags,
        security,
        summary: "Every top-up pack, retired ones too",
        response: { 200: creditPackListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listPacks(deps, false),
  );

  app.post(
    "/api/admin/credit-packs",
    {
      config: { permission: "credit" },
      schema: {
        tags,
        security,
        summary: "Create a top-up pack (audited)",
        description: "Owners and managers. The credit is at least the price (422 naming credit).",
        body: creditPackCreateSchema,
        response: { 201: creditPackSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await createPack(deps, await actingAdministratorId(request), request.body)),
  );

  app.patch(
    "/api/admin/credit-packs/:pack_id",
    {
      config: { permission: "credit" },
      schema: {
        tags,
        security,
        summary: "Change a top-up pack, or retire it (active: false; audited)",
        description: "Top-ups already bought keep the credit they were sold with.",
        params: packParamsSchema,
        body: creditPackUpdateSchema,
        response: { 200: creditPackSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => updatePack(deps, await actingAdministratorId(request), request.params.pack_id, request.body),
  );

  app.post(
    "/api/admin/members/:member_id/credit/topups",
    {
      config: { permission: "memberships" },
      schema: {
        tags,
        security,
        summary: "Sell a top-up pack at the desk: paid there, the credit added at once (audited)",
        description:
          "Desk staff too. A repeat of the Idempotency-Key answers the account and sells nothing; the key for another " +
          "sale is 422. A retired or unknown pack is 422 naming pack_id.",
        params: memberParamsSchema,
        headers: idempotencyHeadersSchema,
        body: topupRequestSchema,
        response: { 201: creditAccountSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const adminId = await actingAdministratorId(request);
      const key = request.headers["idempotency-key"];
      const account = await sellTopupAtDesk(deps, adminId, request.params.member_id, request.body.pack_id, key);
      return reply.code(201).send(account);
    },
  );

  app.get(
    "/api/admin/members/:member_id/credit",
    {
      config: { permission: "customers" },
      schema: {
        tags,
        security,
        summary: "A member's club credit: balance and latest entries",
        params: memberParamsSchema,
        response: { 200: creditAccountSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await findMemberOr404(deps, request.params.member_id);
      return creditAccount(deps, request.params.member_id);
    },
  );

  app.post(
    "/api/admin/members/:member_id/credit/adjustments",
    {
      config: { permission: "credit" },
      schema: {
        tags,
        security,
        summary: "Add credit to a member or take it, with a reason (audited)",
        description:
          "Owners and managers. A negative amount takes credit; more than the balance is 409 credit_insufficient " +
          "with the balance. A repeat of the Idempotency-Key answers the account and writes nothing; the same key " +
          "for another adjustment is 422.",
        params: memberParamsSchema,
        headers: idempotencyHeadersSchema,
        body: creditAdjustmentRequestSchema,
        response: { 201: creditAccountSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const adminId = await actingAdministratorId(request);
      const { member_id } = request.params;
      const account = await adjustCredit(deps, adminId, member_id, request.body, request.headers["idempotency-key"]);
      return reply.code(201).send(account);
    },
  );
};
