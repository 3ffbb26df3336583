import {
  adminSportParamsSchema,
  myReleaseSchema,
  RELEASE_MAX_CHANGES,
  RELEASE_MAX_ENTRIES,
  releaseDateQuerySchema,
  releaseDrawSchema,
  releaseEntryParamsSchema,
  releaseEntryRequestSchema,
  releasePaths,
  releaseWindowSchema,
  SPORTS,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { guardAdministratorRoutes, requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { bookingRules } from "../rules/service.ts";
import { drawPhase } from "./date-phase.ts";
import { setEntries, withdrawEntry } from "./entries.ts";
import { entryThrottleHook } from "./entry-throttle.ts";
import { myRelease } from "./my-release.ts";
import { staffDrawView } from "./staff-view.ts";

const tags = ["Release draw"];
const security = bearerAuth;

/** A member's entries in a date's release draw, and its result (`/api/{api}/release-entries`). */
export const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const throttled = entryThrottleHook(deps);
  for (const sport of SPORTS) {
    const base = releasePaths.entries(sport);
    app.get(
      base,
      {
        schema: {
          tags,
          security,
          summary: `The member's ${sport} release draw for a date: window, entries, then what they won or what is still free`,
          querystring: releaseDateQuerySchema,
          response: { 200: myReleaseSchema, ...errorResponses(401, 403, 422) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        return myRelease(deps, sport, member.id, request.query.date);
      },
    );

    app.get(
      releasePaths.window(sport),
      {
        schema: {
          tags,
          summary: `Where a date's ${sport} release draw stands, for anyone (a guest books the date once it is drawn)`,
          querystring: releaseDateQuerySchema,
          response: { 200: releaseWindowSchema, ...errorResponses(422) },
        },
      },
      async (request) => {
        const { date } = request.query;
        const { phase, window } = await drawPhase(deps, sport, date, await bookingRules(deps.database.db, sport));
        return { date, phase, opens_at: window?.opens.toISOString() ?? null, closes_at: window?.closes.toISOString() ?? null };
      },
    );

    app.put(
      base,
      {
        onRequest: throttled,
        // Entries change no grid: the answer need not wait for the availability notifications (schedule-cache.ts).
        config: { dropsOwnGrids: true },
        schema: {
          tags,
          security,
          summary: `Set the member's entries in a date's ${sport} release draw: court-slots in order of preference`,
          description:
            "Only while the date's draw is open (409 release_draw_closed says when it opens or that it closed). The list " +
            "replaces the member's entries: a person's entries are the list they last set, never the sum of what their " +
            `client sent. A court-slot listed twice counts once; at most ${RELEASE_MAX_ENTRIES}; an empty list leaves the ` +
            `draw. Each change counts: after ${RELEASE_MAX_CHANGES}, 422 release_change_cap (sending the entries as they ` +
            "are is no change). A client sending faster than a person (over 4 at once, then 2 a second) gets 429 " +
            "too_many_attempts with Retry-After. Answers the member's draw as GET does.",
          body: releaseEntryRequestSchema,
          response: { 200: myReleaseSchema, ...errorResponses(401, 403, 409, 422, 429) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        const entered = await setEntries(deps, sport, member.id, request.body);
        return myRelease(deps, sport, member.id, request.body.date, entered);
      },
    );

    app.delete(
      `${base}/:entry_id`,
      {
        onRequest: throttled,
        // Entries change no grid: the answer need not wait for the availability notifications (schedule-cache.ts).
        config: { dropsOwnGrids: true },
        schema: {
          tags,
          security,
          summary: `Withdraw one of the member's ${sport} release draw entries while the draw is open`,
          description: "Sets the member's entries to the rest (a change, as PUT counts them).",
          params: releaseEntryParamsSchema,
          response: { 200: myReleaseSchema, ...errorResponses(401, 403, 404, 409, 422, 429) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        const left = await withdrawEntry(deps, sport, member.id, request.params.entry_id);
        return myRelease(deps, sport, member.id, left.date, left);
      },
    );
  }
};

/** Staff read a date's draw: entrants, seed and results, and whether the record reproduces (`/api/admin/{sport}/release-draws`). */
export const adminReleaseRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdministratorRoutes(app);
  app.get(
    "/api/admin/:sport/release-draws",
    {
      config: { permission: "bookings" },
      schema: {
        tags: ["Back office: bookings"],
        security,
        summary: "A date's release draw: entrants, seed, each attempt and its outcome, and whether the record reproduces",
        params: adminSportParamsSchema,
        querystring: releaseDateQuerySchema,
        response: { 200: releaseDrawSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => staffDrawView(app.deps, request.params.sport, request.query.date),
  );
};
