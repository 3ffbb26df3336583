import type { FastifyInstance, FastifyRequest } from "fastify";
import type { administrators, members } from "../db/schema.ts";
import { resolveToken } from "../modules/auth/tokens.ts";
import { checkPermission, requireDeclaredPermissions } from "./admin-permissions.ts";
import { forbidden, unauthenticated } from "./http-error.ts";

type MemberRow = typeof members.$inferSelect;
type AdministratorRow = typeof administrators.$inferSelect;

export type Principal =
  | { kind: "member"; tokenId: number; member: MemberRow }
  | { kind: "administrator"; tokenId: number; administrator: AdministratorRow };

const cache = new WeakMap<FastifyRequest, Principal | null>();

/** The holder of the request's bearer token, or null. Looked up once per request. */
export async function principalOf(request: FastifyRequest): Promise<Principal | null> {
  if (cache.has(request)) return cache.get(request) ?? null;
  const principal = await lookUp(request);
  cache.set(request, principal);
  return principal;
}

async function lookUp(request: FastifyRequest): Promise<Principal | null> {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header) : null;
  if (!match?.[1]) return null;
  const { database, clock } = request.server.deps;
  const subject = await resolveToken(database.db, match[1], clock.now());
  if (subject?.member) return { kind: "member", tokenId: subject.tokenId, member: subject.member };
  if (subject?.administrator) return { kind: "administrator", tokenId: subject.tokenId, administrator: subject.administrator };
  return null;
}

export async function requireMember(request: FastifyRequest) {
  const principal = await principalOf(request);
  if (!principal) throw unauthenticated();
  if (principal.kind !== "member") throw forbidden();
  return principal;
}

export async function requireAdministrator(request: FastifyRequest) {
  const principal = await principalOf(request);
  if (!principal) throw unauthenticated();
  if (principal.kind !== "administrator") throw forbidden();
  return principal;
}

/**
 * Guards every route of a back-office plugin: the token, and the administrator's role and
 * sport against the route's declared permission, are checked on request, before
 * the body is validated, so a caller without the right token learns nothing (401/403)
 * about what a valid body would be. Handlers read the administrator with `requireAdministrator`.
 */
export function guardAdministratorRoutes(app: FastifyInstance) {
  requireDeclaredPermissions(app);
  app.addHook("onRequest", async (request) => {
    await checkPermission(request, (await requireAdministrator(request)).administrator);
  });
}

/** The id of the administrator making a back-office change (the plugin's guard already checked the token). */
export async function actingAdministratorId(request: FastifyRequest): Promise<string> {
  return (await requireAdministrator(request)).administrator.id;
}
