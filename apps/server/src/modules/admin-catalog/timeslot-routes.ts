import { adminTimeslotListSchema, adminTimeslotSchema, pageQuerySchema, timeslotInputSchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingAdministratorId } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { sportIdParams, sportParams, tags } from "./route-kit.ts";
import { createTimeslot, deactivateTimeslot, listTimeslots, updateTimeslot } from "./timeslots.ts";

const security = bearerAuth;

export const timeslotRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db } = deps.database;

  app.get(
    "/api/admin/:sport/timeslots",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Every timeslot of the sport with its prices, inactive ones too",
        params: sportParams,
        querystring: pageQuerySchema,
        response: { 200: adminTimeslotListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => listTimeslots(db, request.params.sport, request.query),
  );

  app.post(
    "/api/admin/:sport/timeslots",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Add a timeslot (422 if it overlaps an active one)",
        params: sportParams,
        body: timeslotInputSchema,
        response: { 201: adminTimeslotSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTimeslot(db, await actingAdministratorId(request), request.params.sport, request.body)),
  );

  app.put(
    "/api/admin/:sport/timeslots/:id",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Change a timeslot's times or prices; active: true reactivates it (409 if booked slots would move)",
        params: sportIdParams,
        body: timeslotInputSchema,
        response: { 200: adminTimeslotSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      updateTimeslot(
        db,
        await actingAdministratorId(request),
        request.params.sport,
        request.params.id,
        request.body,
        deps.clock.now(),
      ),
  );

  app.delete(
    "/api/admin/:sport/timeslots/:id",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Deactivate a timeslot: it leaves the public grid, its bookings stay",
        params: sportIdParams,
        response: { 200: adminTimeslotSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => deactivateTimeslot(db, await actingAdministratorId(request), request.params.sport, request.params.id),
  );
};
