import { adminSportParamsSchema, adminStatsSchema, statsQuerySchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerAuth, errorResponses } from "../../../http/responses.ts";
import { salesAndUsage } from "./service.ts";

export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    "/api/admin/:sport/stats",
    {
      config: { permission: "stats" },
      schema: {
        tags: ["Back office: dashboard"],
        summary: "Utilisation by weekday × hour and by court, revenue per day, over a range of at most 366 days",
        security: bearerAuth,
        params: adminSportParamsSchema,
        querystring: statsQuerySchema,
        response: { 200: adminStatsSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => salesAndUsage(deps, request.params.sport, request.query),
  );
};
