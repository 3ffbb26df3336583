import {
  courtFilterEntrySchema,
  dayScheduleSchema,
  idParamSchema,
  SPORTS,
  type Sport,
  scheduleQuerySchema,
  sportSettings,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { facilityToday } from "../../facility-time.ts";
import { principalOf } from "../../http/auth.ts";
import { notFound } from "../../http/http-error.ts";
import { bearerAuth, errorResponses, noContent } from "../../http/responses.ts";
import { type PriceList, pricesFor } from "../booking-policy/prices.ts";
import { shownTier } from "../booking-policy/shown-tier.ts";
import { daySchedule, servedDaySchedule } from "./schedule-service.ts";

const tags = ["Schedules"];

/** The price shown is the one the caller would pay: their tier's (booking-policy). */
async function pricesOf(deps: AppDeps, sport: Sport, request: Parameters<typeof principalOf>[0]): Promise<PriceList> {
  const principal = await principalOf(request);
  return pricesFor(await shownTier(deps, sport, principal?.kind === "member" ? principal.member.id : null));
}

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const today = () => facilityToday(deps.clock.now(), deps.config.timezone);

  for (const sport of SPORTS) {
    const base = `/api/${sportSettings[sport].api}`;

    app.get(
      `${base}/schedules`,
      {
        schema: {
          tags,
          summary: `The ${sport} day grid: every court × timeslot with status and price`,
          // A member token shows the member's prices (their plan's, or member prices); without one, guest prices.
          security: [...bearerAuth, {}],
          querystring: scheduleQuerySchema,
          response: {
            200: dayScheduleSchema,
            304: noContent.describe("Not modified: If-None-Match names the current grid (the 200 answer carries an ETag)"),
            ...errorResponses(422),
          },
        },
      },
      async (request, reply) => {
        const served = await servedDaySchedule(deps, sport, request.query.date ?? today(), await pricesOf(deps, sport, request));
        // Sent as the cached JSON (checked against the schema when cached); a client holding the same grid gets 304.
        reply.header("etag", served.etag).header("cache-control", "no-cache");
        // undefined, not null: a 304 carries no body and no Content-Length.
        if (request.headers["if-none-match"] === served.etag) return reply.code(304).send(undefined as unknown as null);
        return reply
          .type("application/json; charset=utf-8")
          .serializer(() => served.json)
          .send(served.grid);
      },
    );

    app.get(
      `${base}/schedule-courts/:court/:timeslot`,
      {
        schema: {
          tags,
          summary: `The ${sport} court filter for one timeslot (court is an id or "all")`,
          security: [...bearerAuth, {}],
          params: z.object({ court: z.union([z.literal("all"), idParamSchema]), timeslot: idParamSchema }),
          querystring: scheduleQuerySchema,
          response: { 200: z.array(courtFilterEntrySchema), ...errorResponses(404, 422) },
        },
      },
      async (request) => {
        const { court, timeslot: timeslotId } = request.params;
        const date = request.query.date ?? today();
        const grid = await daySchedule(deps, sport, date, await pricesOf(deps, sport, request));
        const slot = grid.timeslots.find((t) => t.id === timeslotId);
        const courts = court === "all" ? grid.courts : grid.courts.filter((c) => c.id === court);
        if (!slot || courts.length === 0) throw notFound();
        return courts.map((c) => {
          const cell = grid.cells.find((x) => x.court_id === c.id && x.timeslot_id === slot.id);
          const { id, name, surface, indoor } = c;
          return { id, name, surface, indoor, available: cell?.status === "available", price: cell?.price ?? 0 };
        });
      },
    );
  }
};
