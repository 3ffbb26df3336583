import { adminCourtListSchema, adminCourtSchema, courtInputSchema, courtOrderSchema, pageQuerySchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingAdministratorId } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { createCourt, deactivateCourt, listCourts, reorderCourts, updateCourt } from "./courts.ts";
import { sportIdParams, sportParams, tags } from "./route-kit.ts";

const security = bearerAuth;

export const courtRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    "/api/admin/:sport/courts",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Every court of the sport, inactive ones too, in display order",
        params: sportParams,
        querystring: pageQuerySchema,
        response: { 200: adminCourtListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => listCourts(db, request.params.sport, request.query),
  );

  app.post(
    "/api/admin/:sport/courts",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Add a court (it goes last in the grid)",
        params: sportParams,
        body: courtInputSchema,
        response: { 201: adminCourtSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCourt(db, await actingAdministratorId(request), request.params.sport, request.body)),
  );

  app.put(
    "/api/admin/:sport/courts/order",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Set the grid's court order: the ids given first, in order; courts left out follow as they were",
        params: sportParams,
        body: courtOrderSchema,
        response: { 200: adminCourtListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => reorderCourts(db, await actingAdministratorId(request), request.params.sport, request.body.ids),
  );

  app.put(
    "/api/admin/:sport/courts/:id",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Rename or change a court; active: true reactivates it",
        params: sportIdParams,
        body: courtInputSchema,
        response: { 200: adminCourtSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      updateCourt(db, await actingAdministratorId(request), request.params.sport, request.params.id, request.body),
  );

  app.delete(
    "/api/admin/:sport/courts/:id",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Deactivate a court: it leaves the public grid, its bookings stay",
        params: sportIdParams,
        response: { 200: adminCourtSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => deactivateCourt(db, await actingAdministratorId(request), request.params.sport, request.params.id),
  );
};
