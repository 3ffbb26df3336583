import {
  addonAvailabilitySchema,
  addonModuleSchema,
  addonSchema,
  courtSchema,
  idParamSchema,
  SPORTS,
  sportSettings,
  timeslotSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../http/http-error.ts";
import { errorResponses } from "../../http/responses.ts";
import { addonWithAvailability } from "./availability.ts";
import { activeAddon, activeAddons, activeCourts, activeTimeslots, moduleWithAddons } from "./catalog-service.ts";
import { presentAddon, presentCourt, presentTimeslot } from "./presenter.ts";

const tags = ["Catalog"];
const idParams = z.object({ id: idParamSchema });

/** One handler per call; the per-sport paths come from the sports map. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const db = deps.database.db;
  for (const sport of SPORTS) {
    const base = `/api/${sportSettings[sport].api}`;

    app.get(
      `${base}/courts`,
      { schema: { tags, summary: `Active ${sport} courts in display order`, response: { 200: z.array(courtSchema) } } },
      async () => (await activeCourts(db, sport)).map(presentCourt),
    );

    app.get(
      `${base}/timeslots`,
      { schema: { tags, summary: `Active ${sport} timeslots`, response: { 200: z.array(timeslotSchema) } } },
      async () => (await activeTimeslots(db, sport)).map(presentTimeslot),
    );

    app.get(
      `${base}/addons`,
      { schema: { tags, summary: `Active ${sport} add-ons`, response: { 200: z.array(addonSchema) } } },
      async () => (await activeAddons(db, sport)).map(presentAddon),
    );

    app.get(
      `${base}/addon-modules/:id`,
      {
        schema: {
          tags,
          summary: `A ${sport} multi-add-on module with its add-ons`,
          params: idParams,
          response: { 200: addonModuleSchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        const found = await moduleWithAddons(db, sport, request.params.id);
        if (!found) throw notFound();
        const { module } = found;
        return { id: module.id, name: module.name, description: module.description, addons: found.addons.map(presentAddon) };
      },
    );

    app.get(
      `${base}/addons/:id`,
      {
        schema: {
          tags,
          summary: `A ${sport} add-on with the units still free per date and timeslot`,
          params: idParams,
          response: { 200: addonAvailabilitySchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        const addon = await activeAddon(db, sport, request.params.id);
        if (!addon) throw notFound();
        return addonWithAvailability(deps, sport, addon);
      },
    );
  }
};
