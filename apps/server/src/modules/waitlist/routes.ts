import {
  adminSportParamsSchema,
  adminWaitlistSchema,
  myWaitlistSchema,
  SPORTS,
  waitlistDayQuerySchema,
  waitlistEntryParamsSchema,
  waitlistJoinRequestSchema,
  waitlistPaths,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { guardAdministratorRoutes, requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { joinWaitlist } from "./join.ts";
import { leaveWaitlist } from "./leave.ts";
import { myWaitlist } from "./present.ts";
import { staffWaitlist } from "./staff-view.ts";

const tags = ["Waitlist"];
const security = bearerAuth;

/** A member's waitlist (`/api/{api}/waitlist`): join a taken court-slot, see the place and any offer, leave or decline. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  for (const sport of SPORTS) {
    const base = waitlistPaths.entries(sport);
    app.get(
      base,
      {
        schema: {
          tags,
          security,
          summary: `The member's ${sport} waitlist: each court-slot waited for, the place in line, and any court held for them`,
          response: { 200: myWaitlistSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        return myWaitlist(deps, sport, member.id);
      },
    );

    app.post(
      base,
      {
        schema: {
          tags,
          security,
          summary: `Wait for a taken ${sport} court-slot: one court, some, or any`,
          description:
            "409 court_free when a wanted court is free (book it instead), 409 waitlist_already_joined for a slot already " +
            "waited for; 422 waitlist_limit past the member's limit (their plan's max_waitlist, else the sport's " +
            "waitlist_limit), waitlist_off when that is 0, waitlist_slot_started, or a date outside the member's window. " +
            "When a wanted court frees, the first in line gets it held for offer_minutes: paying the hold takes it. " +
            "Answers the member's waitlist as GET does.",
          body: waitlistJoinRequestSchema,
          response: { 201: myWaitlistSchema, ...errorResponses(401, 403, 409, 422) },
        },
      },
      async (request, reply) => {
        const { member } = await requireMember(request);
        await joinWaitlist(deps, sport, member.id, request.body);
        return reply.code(201).send(await myWaitlist(deps, sport, member.id));
      },
    );

    app.delete(
      `${base}/:entry_id`,
      {
        schema: {
          tags,
          security,
          summary: `Leave the ${sport} waitlist for a court-slot, or decline the court held for you (it passes to the next in line)`,
          description: "409 when the entry has ended, or the offer was paid (it is a booking: cancel that instead).",
          params: waitlistEntryParamsSchema,
          response: { 200: myWaitlistSchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        await leaveWaitlist(deps, sport, member.id, request.params.entry_id);
        return myWaitlist(deps, sport, member.id);
      },
    );
  }
};

/** Staff read a date's waitlist per slot (`/api/admin/{sport}/waitlist`): the desk grid shows it. */
export const adminWaitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdministratorRoutes(app);
  app.get(
    "/api/admin/:sport/waitlist",
    {
      config: { permission: "bookings" },
      schema: {
        tags: ["Back office: bookings"],
        security,
        summary: "A date's waitlist: per slot, who waits in line order, for which courts, and any court held for them",
        params: adminSportParamsSchema,
        querystring: waitlistDayQuerySchema,
        response: { 200: adminWaitlistSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => staffWaitlist(app.deps, request.params.sport, request.query.date),
  );
};
