/**
 * Administrators' roles (DESIGN.md "Roles"): one matrix of role × permission, read by the
 * server's guard and by the web app's navigation, so both refuse and hide the same things.
 */
import { z } from "zod";
import { SPORTS, type Sport } from "./sports.ts";
import { say } from "./wording.ts";

/** Owner: everything, every sport. Manager: runs their sports. Desk: bookings and customers of their sports. */
export const ADMIN_ROLES = ["owner", "manager", "desk"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = { owner: "Owner", manager: "Manager", desk: "Desk staff" };
/** The role as the subject of a refusal: "Managers cannot …". */
const ROLE_PLURALS: Record<AdminRole, string> = { owner: "Owners", manager: "Managers", desk: "Desk staff" };

/** What a back-office route needs; every /api/admin route declares one. */
export const ADMIN_PERMISSIONS = [
  "bookings",
  "customers",
  "catalog",
  "closures",
  "rules",
  "stats",
  "mail",
  "administrators",
  "audit",
  "plans",
  "memberships",
  "credit",
  "accounts",
  "club",
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<AdminRole, readonly AdminPermission[]> = {
  owner: ADMIN_PERMISSIONS,
  manager: ["bookings", "customers", "catalog", "closures", "rules", "stats", "mail", "plans", "memberships", "credit"],
  desk: ["bookings", "customers", "memberships"],
};

/** What a refused role lacks, completing "<Role> cannot …". */
const PERMISSION_ACTIONS: Record<AdminPermission, string> = {
  bookings: "work with bookings",
  customers: "read customers",
  catalog: "change the catalog",
  closures: "manage closures",
  rules: "change the booking rules",
  stats: "read the dashboard",
  mail: "read the mail outbox",
  administrators: "manage administrators",
  audit: "read the audit log",
  plans: "change membership plans",
  memberships: "sell or cancel memberships and sell top-ups",
  credit: "adjust club credit",
  accounts: "export receipts and credit notes",
  club: "change the club's information",
};

export function roleAllows(role: AdminRole, permission: AdminPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Whether an administrator may use a permission on a sport (owners: every sport). */
export function adminMay(admin: { role: AdminRole; sports: readonly Sport[] }, permission: AdminPermission, sport?: Sport) {
  if (!roleAllows(admin.role, permission)) return false;
  return admin.role === "owner" || sport === undefined || admin.sports.includes(sport);
}

/** The 403 message for a role that lacks a permission, e.g. "Desk staff cannot change the catalog." */
export function roleRefusal(role: AdminRole, permission: AdminPermission): string {
  return `${ROLE_PLURALS[role]} cannot ${PERMISSION_ACTIONS[permission]}.`;
}

/** The 403 message for a sport outside the administrator's set. */
export function sportRefusal(sport: Sport): string {
  return `Your account does not cover ${sport}.`;
}

export const adminRoleSchema = z.enum(ADMIN_ROLES, { error: say("contract.admin.role") });

/** A non-empty set of sports, each once. */
export const adminSportsSchema = z
  .array(z.enum(SPORTS, { error: say("contract.admin.sportsAmong") }), { error: say("contract.admin.atLeastOneSport") })
  .min(1, { error: say("contract.admin.atLeastOneSport") })
  .max(SPORTS.length)
  .refine((sports) => new Set(sports).size === sports.length, { error: say("contract.admin.sportOnce") });
