import {
  CALENDAR_CONTENT_TYPE,
  calendarFeedCreatedSchema,
  calendarFeedPaths,
  calendarFeedStateSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses, noContent } from "../../http/responses.ts";
import { createFeed, feedCalendar, feedState, revokeFeed } from "./service.ts";

const tags = ["Calendar feed"];

export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    calendarFeedPaths.mine,
    {
      schema: {
        tags,
        summary: "Whether the member's calendar subscription is on",
        security: bearerAuth,
        response: { 200: calendarFeedStateSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => feedState(deps, (await requireMember(request)).member.id),
  );

  app.post(
    calendarFeedPaths.mine,
    {
      schema: {
        tags,
        summary: "A new secret calendar subscription address (the previous one stops working)",
        description: "The address is answered once: only its hash is kept. Calendar apps poll it; it needs no sign-in.",
        security: bearerAuth,
        response: { 201: calendarFeedCreatedSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createFeed(deps, (await requireMember(request)).member.id)),
  );

  app.delete(
    calendarFeedPaths.mine,
    {
      schema: {
        tags,
        summary: "Stop the member's calendar subscription",
        security: bearerAuth,
        response: { 204: noContent, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await revokeFeed(deps, (await requireMember(request)).member.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/calendar-feeds/:token/bookings.ics",
    {
      schema: {
        tags,
        summary: "A member's bookings as an iCalendar subscription (text/calendar)",
        description: "Paid bookings of every sport from 30 days ago on; 404 for an unknown, replaced or stopped address.",
        params: z.object({ token: z.string().min(20).max(100) }),
        response: {
          200: { description: "An iCalendar file", content: { "text/calendar": { schema: z.string() } } },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => reply.type(CALENDAR_CONTENT_TYPE).send(await feedCalendar(deps, request.params.token)),
  );
};
