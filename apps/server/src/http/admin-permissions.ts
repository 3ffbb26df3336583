import { type AdminPermission, type AdminRole, adminMay, isSport, roleAllows, type Sport } from "@courtside/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { orders } from "../db/schema.ts";
import { forbidden, HttpError, worded } from "./http-error.ts";
import { httpWords } from "./i18n.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What a back-office route needs (DESIGN.md "Roles"); a guarded route without one does not register. */
    permission?: AdminPermission;
  }
}

type Administrator = { role: AdminRole; sports: Sport[] };

/** 403 for a role that lacks a permission, e.g. "Desk staff cannot change the catalog." (code forbidden, params role and permission). */
function roleRefused(role: AdminRole, permission: AdminPermission): HttpError {
  return new HttpError(403, worded(httpWords, "http.roleRefusal", { role, permission }), undefined, undefined, {
    code: "forbidden",
    params: { role, permission },
  });
}

/** 403 for a sport outside the administrator's set: "Your account does not cover padel." (params sport). */
function sportRefused(sport: Sport): HttpError {
  return new HttpError(403, worded(httpWords, "http.sportRefusal", { sport }), undefined, undefined, {
    code: "forbidden",
    params: { sport },
  });
}

/** Refuses at start-up a guarded route that forgot to declare its permission, so none is ever open by omission. */
export function requireDeclaredPermissions(app: FastifyInstance) {
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.config?.permission) throw new Error(`${route.method} ${route.url} declares no back-office permission`);
  });
}

/** The one check of role × sport for the request's route; 403 names what the administrator lacks. */
export async function checkPermission(request: FastifyRequest, administrator: Administrator) {
  const permission = request.routeOptions.config.permission;
  if (!permission) throw forbidden();
  if (!roleAllows(administrator.role, permission)) throw roleRefused(administrator.role, permission);
  if (administrator.role === "owner") return;
  const sport = await sportOfRequest(request);
  if (!adminMay(administrator, permission, sport)) throw sportRefused(sport as Sport);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sport a request is about: its {sport} segment, or the sport of the order it names.
 * Undefined when there is none, or when the value is not a sport or order (validation or
 * the handler answers that, 404/422, before anything is read or changed).
 */
async function sportOfRequest(request: FastifyRequest): Promise<Sport | undefined> {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  if (isSport(params.sport)) return params.sport;
  const orderId = params.order_id;
  if (!orderId || !UUID.test(orderId)) return undefined;
  const { db } = request.server.deps.database;
  const [order] = await db.select({ sport: orders.sport }).from(orders).where(eq(orders.id, orderId));
  return order?.sport;
}
