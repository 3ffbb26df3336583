import {
  adminMembershipCancelRequestSchema,
  adminMembershipSchema,
  adminPlanListSchema,
  adminPlanSchema,
  deskMembershipRequestSchema,
  idempotencyHeadersSchema,
  membershipParamsSchema,
  planCreateRequestSchema,
  planParamsSchema,
  planUpdateRequestSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingAdministratorId, guardAdministratorRoutes, requireAdministrator } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { cancelByStaff } from "./cancel.ts";
import { sellAtDesk } from "./desk-sale.ts";
import { createPlan, getPlan, listPlans, updatePlan } from "./plans.ts";

const tags = ["Back office: memberships"];
const security = bearerAuth;

/** Plans (owners and managers, per the sports of their benefits) and desk sales and cancellations (desk staff too). */
export const adminMembershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  guardAdministratorRoutes(app);
  const editor = async (request: Parameters<typeof requireAdministrator>[0]) => {
    const { administrator } = await requireAdministrator(request);
    return { id: administrator.id, role: administrator.role, sports: administrator.sports };
  };

  app.get(
    "/api/admin/plans",
    {
      config: { permission: "plans" },
      schema: {
        tags,
        security,
        summary: "Every membership plan, retired ones too",
        response: { 200: adminPlanListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listPlans(deps),
  );

  app.post(
    "/api/admin/plans",
    {
      config: { permission: "plans" },
      schema: {
        tags,
        security,
        summary: "Create a plan with its benefits per sport",
        description: "A manager may only give benefits in the sports they cover (403 names the sport).",
        body: planCreateRequestSchema,
        response: { 201: adminPlanSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await createPlan(deps, await editor(request), request.body)),
  );

  app.get(
    "/api/admin/plans/:plan_id",
    {
      config: { permission: "plans" },
      schema: {
        tags,
        security,
        summary: "One plan",
        params: planParamsSchema,
        response: { 200: adminPlanSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => getPlan(deps, request.params.plan_id),
  );

  app.patch(
    "/api/admin/plans/:plan_id",
    {
      config: { permission: "plans" },
      schema: {
        tags,
        security,
        summary: "Change a plan; active: false retires it (it is never deleted), benefits replace the plan's",
        description:
          "A manager may change a plan only when every sport it gives benefits in, before and after, is theirs (403 otherwise).",
        params: planParamsSchema,
        body: planUpdateRequestSchema,
        response: { 200: adminPlanSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => updatePlan(deps, await editor(request), request.params.plan_id, request.body),
  );

  app.post(
    "/api/admin/memberships",
    {
      config: { permission: "memberships" },
      schema: {
        tags,
        security,
        summary: "Sell a plan at the desk, paid there at once",
        description:
          "The membership starts today, or the day the member's current plan ends. A repeat of the Idempotency-Key answers the first sale.",
        headers: idempotencyHeadersSchema,
        body: deskMembershipRequestSchema,
        response: { 201: adminMembershipSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await sellAtDesk(deps, await actingAdministratorId(request), request.body, request.headers["idempotency-key"])),
  );

  app.post(
    "/api/admin/memberships/:membership_id/cancel",
    {
      config: { permission: "memberships" },
      schema: {
        tags,
        security,
        summary: "Cancel a membership; refund: pro_rata returns its whole unused days the way it was paid",
        params: membershipParamsSchema,
        body: adminMembershipCancelRequestSchema,
        response: { 200: adminMembershipSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      cancelByStaff(deps, await actingAdministratorId(request), request.params.membership_id, request.body.refund),
  );
};
