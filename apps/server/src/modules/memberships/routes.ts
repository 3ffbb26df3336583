import {
  idempotencyHeadersSchema,
  membershipBuyRequestSchema,
  membershipParamsSchema,
  membershipSchema,
  myMembershipSchema,
  planListSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { registerOrderKind } from "../orders/order-kinds.ts";
import { adminMembershipRoutes } from "./admin-routes.ts";
import { buyMembership } from "./buy.ts";
import { cancelMine } from "./cancel.ts";
import { myMembership } from "./my-membership.ts";
import { membershipOrderKind } from "./order-kind.ts";
import { plansOnSale } from "./plans.ts";

const tags = ["Memberships"];

/** Plans on sale, a member's membership, buying and cancelling one; the back office's plans and desk sales. */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  registerOrderKind("membership", membershipOrderKind);

  app.get(
    "/api/plans",
    {
      schema: {
        tags,
        summary: "The membership plans on sale, with their benefits per sport",
        response: { 200: planListSchema },
      },
    },
    async () => plansOnSale(deps),
  );

  app.get(
    "/api/memberships/me",
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: "The member's tier today, current and upcoming memberships with their payments, and member number",
        response: { 200: myMembershipSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => myMembership(deps, (await requireMember(request)).member),
  );

  app.post(
    "/api/memberships",
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: "Buy a plan: a pending membership and its order, with the payment link",
        description:
          "The membership starts when its order is paid: today (facility time), or the day the member's current plan ends. " +
          "A repeat with the same Idempotency-Key answers the first purchase; the same key for another plan is 422. " +
          "A retired or unknown plan is 422 naming plan_id. A plan of price 0 comes back active.",
        headers: idempotencyHeadersSchema,
        body: membershipBuyRequestSchema,
        response: { 201: membershipSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(request);
      const bought = await buyMembership(deps, member, request.body.plan_id, request.headers["idempotency-key"]);
      return reply.code(201).send(bought);
    },
  );

  app.post(
    "/api/memberships/:membership_id/cancel",
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: "Cancel the member's own membership: it ends at once, without a refund",
        description:
          "From today the member books as a registered player; their bookings stay. An unpaid purchase is dropped. " +
          "409 when it is already cancelled or over; 404 for another member's membership.",
        params: membershipParamsSchema,
        response: { 200: membershipSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => cancelMine(deps, (await requireMember(request)).member.id, request.params.membership_id),
  );

  await app.register(adminMembershipRoutes);
};
