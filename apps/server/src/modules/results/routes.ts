import {
  adminSportParamsSchema,
  disputedResultListSchema,
  disputedResultParamsSchema,
  enterResultRequestSchema,
  matchResultViewSchema,
  playerOrderParamsSchema,
  resultPaths,
  SPORTS,
  settledResultSchema,
  settleResultRequestSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingAdministratorId, guardAdministratorRoutes, requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { disputedResults, settleDispute } from "./disputes.ts";
import { answerResult, enterResult, matchResultView } from "./match-results.ts";

const tags = ["Match results"];
const security = bearerAuth;
const pattern = (path: string) => path.replace("%3Aorder_id", ":order_id");

/** A played booking's result (`/api/{api}/orders/{order_id}/result`): entered by one member, confirmed or disputed by another. */
export const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  await app.register(adminResultRoutes);
  for (const sport of SPORTS) {
    const path = pattern(resultPaths.result(sport, ":order_id"));
    const view = { 200: matchResultViewSchema };
    app.get(
      path,
      {
        schema: {
          tags,
          security,
          summary: `A played ${sport} booking's result, and who may be on a side (its members)`,
          description: "The booking's owner and member players only; anyone else 404.",
          params: playerOrderParamsSchema,
          response: { ...view, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        return matchResultView(deps, sport, request.params.order_id, member);
      },
    );
    app.post(
      path,
      {
        schema: {
          tags,
          security,
          summary: `Enter a played ${sport} booking's result: the sides, the winner, the score`,
          description:
            "A member on the booking, once it is played and paid: 409 result_not_played, result_too_few_members (fewer " +
            "than two members on it), result_exists; 422 result_side_not_on_booking (a side names someone who is not a " +
            "member on it, or someone twice), result_author_not_on_a_side. Another player of the match confirms it. " +
            "Answers the result as GET does.",
          params: playerOrderParamsSchema,
          body: enterResultRequestSchema,
          response: { 201: matchResultViewSchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const { member } = await requireMember(request);
        await enterResult(deps, sport, request.params.order_id, member, request.body);
        return reply.code(201).send(await matchResultView(deps, sport, request.params.order_id, member));
      },
    );
    for (const [answer, status] of [
      ["confirm", "confirmed"],
      ["dispute", "disputed"],
    ] as const) {
      app.post(
        pattern((answer === "confirm" ? resultPaths.confirm : resultPaths.dispute)(sport, ":order_id")),
        {
          schema: {
            tags,
            security,
            summary:
              answer === "confirm"
                ? `Confirm a ${sport} result: every member's level moves by the rating rule, once`
                : `Dispute a ${sport} result: no level moves; staff settle it`,
            description:
              "Another player on a side (not its author): 403 result_not_yours; 404 result_none; 409 result_answered " +
              "(params.status) once confirmed or disputed. Answers the result as GET does.",
            params: playerOrderParamsSchema,
            response: { ...view, ...errorResponses(401, 403, 404, 409) },
          },
        },
        async (request) => {
          const { member } = await requireMember(request);
          await answerResult(deps, sport, request.params.order_id, member, status);
          return matchResultView(deps, sport, request.params.order_id, member);
        },
      );
    }
  }
};

/** Staff of a sport settle its disputed results (`/api/admin/{sport}/disputed-results`): the customers permission. */
const adminResultRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdministratorRoutes(app);
  const deps = app.deps;
  const staffTags = ["Back office: customers"];
  app.get(
    "/api/admin/:sport/disputed-results",
    {
      config: { permission: "customers" },
      schema: {
        tags: staffTags,
        security,
        summary: "The sport's disputed match results, the longest waiting first",
        description:
          "Staff of the sport. Each with its booking (order, invoice, date, time, courts), both sides (members and names), " +
          "the winner and score as entered, who entered it and who disputed it, and when.",
        params: adminSportParamsSchema,
        response: { 200: disputedResultListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await disputedResults(deps, request.params.sport) }),
  );
  app.post(
    "/api/admin/:sport/disputed-results/:result_id/settle",
    {
      config: { permission: "customers" },
      schema: {
        tags: staffTags,
        security,
        summary: "Settle a disputed match result: confirm it as entered (levels move, once) or void it (nothing moves)",
        description:
          "Staff of the sport, with a reason (1–200 characters) that goes to the audit log (result.settle, on the booking's " +
          "order) and, with the outcome, to the players of the match by mail. confirm moves every member's level exactly as " +
          "a player's confirmation does; void sets the result aside. 404 result_not_found (no such result of the sport); " +
          "409 result_not_disputed (params.status) for a result that is not disputed, e.g. settled a moment ago by someone else.",
        params: disputedResultParamsSchema,
        body: settleResultRequestSchema,
        response: { 200: settledResultSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { sport, result_id } = request.params;
      return settleDispute(deps, await actingAdministratorId(request), sport, result_id, request.body);
    },
  );
};
