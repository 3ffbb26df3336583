import { adminClosureListSchema, adminClosureSchema, closureInputSchema, pageQuerySchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingAdministratorId } from "../../http/auth.ts";
import { bearerAuth, errorResponses, noContent } from "../../http/responses.ts";
import { createClosure, deleteClosure, listClosures } from "./closures.ts";
import { sportIdParams, sportParams, tags } from "./route-kit.ts";

const security = bearerAuth;

export const closureRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    "/api/admin/:sport/closures",
    {
      config: { permission: "closures" },
      schema: {
        tags,
        security,
        summary: "Closures of the sport that are under way or still to come, soonest first",
        params: sportParams,
        querystring: pageQuerySchema,
        response: { 200: adminClosureListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => listClosures(deps, request.params.sport, request.query),
  );

  app.post(
    "/api/admin/:sport/closures",
    {
      config: { permission: "closures" },
      schema: {
        tags,
        security,
        summary:
          "Close a court (or, with court_id null, every court) from a facility-local start to end; 409 listing the bookings it would hit",
        params: sportParams,
        body: closureInputSchema,
        response: { 201: adminClosureSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createClosure(deps, await actingAdministratorId(request), request.params.sport, request.body)),
  );

  app.delete(
    "/api/admin/:sport/closures/:id",
    {
      config: { permission: "closures" },
      schema: {
        tags,
        security,
        summary: "Delete a closure: what it closed opens again",
        params: sportIdParams,
        response: { 204: noContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteClosure(deps, await actingAdministratorId(request), request.params.sport, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
