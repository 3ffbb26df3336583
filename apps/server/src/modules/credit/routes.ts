import {
  creditAccountSchema,
  creditAdjustmentRequestSchema,
  idempotencyHeadersSchema,
  memberParamsSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingAdministratorId, guardAdministratorRoutes, requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { creditAccount } from "./account.ts";
import { adjustCredit } from "./adjust.ts";
import { findMemberOr404 } from "./member.ts";

const security = bearerAuth;

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
    "/api/admin/members/:member_id/credit",
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
