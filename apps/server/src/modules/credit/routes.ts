import {
  creditAccountSchema,
  creditAdjustmentRequestSchema,
  idempotencyHeadersSchema,
  memberParamsSchema,
  orderSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actingAdministratorId, guardAdministratorRoutes, requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { payWithCredit } from "../payments/credit-payment.ts";
import { creditAccount } from "./account.ts";
import { adjustCredit } from "./adjust.ts";
import { findMemberOr404 } from "./member.ts";

const security = bearerAuth;
const orderParamsSchema = z.object({ order_id: z.uuid() });

/** A member's club credit: their own balance and history; staff read it and adjust it. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

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
        summary: "Pay one of the member's pending orders (a booking, extras, a plan) with club credit, all of it",
        description:
          "The order is paid at once: the credit spent, a charge of provider credit recorded, the confirmation mailed, " +
          "the provider's checkout closed. 409 credit_insufficient (with the balance) when the balance is short; 409 " +
          "hold_lapsed when the hold has lapsed; 409 when paid, cancelled or expired; 404 for another member's order. " +
          "Cancelling it later returns the credit.",
        params: orderParamsSchema,
        response: { 200: orderSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => payWithCredit(deps, (await requireMember(request)).member.id, request.params.order_id),
  );

  await app.register(adminCreditRoutes);
};

const adminCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  guardAdministratorRoutes(app);
  const tags = ["Back office: club credit"];

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
