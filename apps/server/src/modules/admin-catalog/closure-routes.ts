import {
  adminClosureListSchema,
  adminClosureSchema,
  closureInputSchema,
  closurePreviewSchema,
  pageQuerySchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingAdministratorId } from "../../http/auth.ts";
import { bearerAuth, errorResponses, noContent } from "../../http/responses.ts";
import { createClosure, deleteClosure, listClosures, previewClosure } from "./closures.ts";
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
          "Close a court (or, with court_id null, every court) from a facility-local start to end; 409 listing the bookings it would hit, or close and refund them",
        description:
          "hit_bookings refuse (default): 409 closure_hits_bookings listing every booking inside (params.order_ids). " +
          "refund_to_payment / refund_to_credit: in one transaction under the closure lock, every hit order is closed " +
          "first: an order whose every court is hit is cancelled with its extras and refunded in full (as staff " +
          "cancelling it); an order keeping courts outside the span has only the hit courts' lines refunded and those " +
          "courts freed; unpaid holds are cancelled. Guests have no club credit: refund_to_credit refunds them the way " +
          "they paid. Each customer is mailed after commit (amount and where it went). Any failure (a provider not " +
          "configured here) writes nothing: 409 closure_refund_failed naming the orders (params.order_ids).",
        params: sportParams,
        body: closureInputSchema,
        response: { 201: adminClosureSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createClosure(deps, await actingAdministratorId(request), request.params.sport, request.body)),
  );

  app.post(
    "/api/admin/:sport/closures/preview",
    {
      config: { permission: "closures" },
      schema: {
        tags,
        security,
        summary: "Every booking a closure would hit, by order, with what closing it would refund (writes nothing)",
        description:
          "The same body as adding the closure (hit_bookings is ignored). Each order says whether closing it cancels " +
          "the whole order or refunds only its hit courts, the amount, and whether it could take club credit (guests " +
          "cannot: they are refunded the way they paid).",
        params: sportParams,
        body: closureInputSchema,
        response: { 200: closurePreviewSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => previewClosure(deps, request.params.sport, request.body),
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
