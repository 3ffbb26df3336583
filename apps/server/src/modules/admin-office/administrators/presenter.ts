import type { AdminAccount, AdminAccountStatus } from "@courtside/contract";
import type { administrators } from "../../../db/schema.ts";

export type AdministratorRow = typeof administrators.$inferSelect;

export function accountStatus(row: Pick<AdministratorRow, "active" | "passwordHash">): AdminAccountStatus {
  if (!row.active) return "deactivated";
  return row.passwordHash ? "active" : "invited";
}

/** The account as the back office lists it; the password hash never leaves. */
export function presentAccount(row: AdministratorRow, invitationExpiresAt?: Date | null): AdminAccount {
  const status = accountStatus(row);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    type_web: row.typeWeb,
    role: row.role,
    sports: row.sports,
    status,
    created_at: row.createdAt.toISOString(),
    invitation_expires_at: status === "invited" && invitationExpiresAt ? invitationExpiresAt.toISOString() : null,
  };
}

/** What an audit row keeps of an account: its state, not its secrets. */
export function auditedAccount(row: AdministratorRow) {
  return {
    name: row.name,
    email: row.email,
    type_web: row.typeWeb,
    role: row.role,
    sports: row.sports,
    status: accountStatus(row),
  };
}
