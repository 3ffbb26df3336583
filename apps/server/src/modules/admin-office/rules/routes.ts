import { adminRulesSchema, adminSportParamsSchema, rulesUpdateSchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdministrator } from "../../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../../http/responses.ts";
import { readRules, updateRules } from "./service.ts";

const tags = ["Back office: rules"];

export const adminRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    "/api/admin/:sport/rules",
    {
      config: { permission: "rules" },
      schema: {
        tags,
        summary: "The sport's booking rules",
        security: bearerAuth,
        params: adminSportParamsSchema,
        response: { 200: adminRulesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => readRules(deps, request.params.sport),
  );

  app.put(
    "/api/admin/:sport/rules",
    {
      config: { permission: "rules" },
      schema: {
        tags,
        summary: "Change the booking horizon, hold time and free cancellation window",
        description:
          "Applies at once, on every server instance: the public rules call and every new order read the saved values. " +
          "Bounds: total_days 1–365, hold_minutes 5–120, cancel_hours 0–720, max_unpaid_holds 1–50. The no-show rule " +
          "(no_show_limit 0–20, 0 = off; no_show_window_days 1–365; no_show_suspension_days 1–365) is kept as saved when left out.",
        security: bearerAuth,
        params: adminSportParamsSchema,
        body: rulesUpdateSchema,
        response: { 200: adminRulesSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { administrator } = await requireAdministrator(request);
      return updateRules(deps, administrator.id, request.params.sport, request.body);
    },
  );
};
