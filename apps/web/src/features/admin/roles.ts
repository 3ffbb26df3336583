import { ADMIN_ROLES, type AdminRole } from "@courtside/contract";
import { t } from "./i18n.ts";

const isRole = (role: unknown): role is AdminRole => (ADMIN_ROLES as readonly unknown[]).includes(role);

/** An administrator's role in words ("Owner", "Desk staff"), or undefined for a role this version does not know. */
export function roleName(role: unknown): string | undefined {
  return isRole(role) ? t(`admin.role.${role}`) : undefined;
}
