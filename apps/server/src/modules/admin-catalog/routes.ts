import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { guardAdministratorRoutes } from "../../http/auth.ts";
import { addonRoutes } from "./addon-routes.ts";
import { closureRoutes } from "./closure-routes.ts";
import { courtRoutes } from "./court-routes.ts";
import { timeslotRoutes } from "./timeslot-routes.ts";

/**
 * Back-office catalog under /api/admin/{sport} (administrator token): courts, timeslots
 * and prices, add-ons and modules, closures. Every change writes its audit row in its own
 * transaction; the database triggers of migration 0003 tell every instance's grid cache.
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdministratorRoutes(app);
  await app.register(courtRoutes);
  await app.register(timeslotRoutes);
  await app.register(addonRoutes);
  await app.register(closureRoutes);
};
