import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { guardAdministratorRoutes } from "../../http/auth.ts";
import { adminAccountRoutes, invitationRoutes } from "./administrators/routes.ts";
import { adminAuditRoutes } from "./audit/routes.ts";
import { adminMailRoutes } from "./mail/routes.ts";
import { adminRulesRoutes } from "./rules/routes.ts";
import { adminStatsRoutes } from "./stats/routes.ts";

/** Back-office routes under /api/admin (administrator token): rules, dashboard, audit log, mail outbox, administrators. */
const guardedRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdministratorRoutes(app);
  await app.register(adminRulesRoutes);
  await app.register(adminStatsRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminMailRoutes);
  await app.register(adminAccountRoutes);
};

/**
 * The office plugin: the guarded back-office routes, and beside them (outside the guard's
 * scope) the public call an invited administrator uses to set a password.
 */
export const adminOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(guardedRoutes);
  await app.register(invitationRoutes);
};
