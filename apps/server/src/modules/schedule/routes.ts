import {
  courtFilterEntrySchema,
  dayScheduleSchema,
  idParamSchema,
  SPORTS,
  scheduleQuerySchema,
  sportSettings,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { facilityToday } from "../../facility-time.ts";
import { principalOf } from "../../http/auth.ts";
import { notFound } from "../../http/http-error.ts";
import { errorResponses } from "../../http/responses.ts";
import type { Payer } from "../orders/pricing.ts";
import { daySchedule } from "./schedule-service.ts";

const tags = ["Schedules"];

/** The price shown is the one the caller would pay. */
async function payerOf(request: Parameters<typeof principalOf>[0]): Promise<Payer> {
  return (await principalOf(request))?.kind === "member" ? "member" : "guest";
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
          querystring: scheduleQuerySchema,
          response: { 200: dayScheduleSchema, ...errorResponses(422) },
        },
      },
      async (request) => daySchedule(deps, sport, request.query.date ?? today(), await payerOf(request)),
    );

    app.get(
      `${base}/schedule-courts/:court/:timeslot`,
      {
        schema: {
          tags,
          summary: `The ${sport} court filter for one timeslot (court is an id or "all")`,
          params: z.object({ court: z.union([z.literal("all"), idParamSchema]), timeslot: idParamSchema }),
          querystring: scheduleQuerySchema,
          response: { 200: z.array(courtFilterEntrySchema), ...errorResponses(404, 422) },
        },
      },
      async (request) => {
        const { court, timeslot: timeslotId } = request.params;
        const date = request.query.date ?? today();
        const grid = await daySchedule(deps, sport, date, await payerOf(request));
        const slot = grid.timeslots.find((t) => t.id === timeslotId);
        const courts = court === "all" ? grid.courts : grid.courts.filter((c) => c.id === court);
        if (!slot || courts.length === 0) throw notFound();
        return courts.map((c) => {
          const cell = grid.cells.find((x) => x.court_id === c.id && x.timeslot_id === slot.id);
          return { id: c.id, name: c.name, available: cell?.status === "available", price: cell?.price ?? 0 };
        });
      },
    );
  }
};
