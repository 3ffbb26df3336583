import type { AdminAccount, AdminAccountPage, AdministratorInvite } from "@courtside/contract";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { administrators } from "../../../db/schema.ts";
import type { AppDeps } from "../../../deps.ts";
import { HttpError, invalidField, notFound, worded } from "../../../http/http-error.ts";
import { countAll, type PageRequest, pageMeta, pageWindow } from "../../../http/paging.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import { revokeAllTokens } from "../../auth/tokens.ts";
import { accessColumns, keepAnOwner } from "./access.ts";
import { administratorWords } from "./i18n.ts";
import { sendInvitation } from "./invitation-mail.ts";
import { type AdministratorRow, auditedAccount, presentAccount } from "./presenter.ts";
import { invitationExpiries, invitationExpiry, issueInvitation, revokeInvitations } from "./tokens.ts";

type Actor = Pick<AdministratorRow, "id" | "name">;

/** Administrators by name, with when their pending invitation (if any) runs out. */
export async function listAdministrators(deps: AppDeps, query: PageRequest): Promise<AdminAccountPage> {
  const { db } = deps.database;
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(administrators)
      .orderBy(asc(sql`lower(${administrators.name})`), asc(administrators.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: countAll }).from(administrators),
  ]);
  const expiries = await invitationExpiries(
    db,
    rows.map((r) => r.id),
    deps.clock.now(),
  );
  return { data: rows.map((r) => presentAccount(r, expiries.get(r.id))), meta: pageMeta(query, count?.n ?? 0) };
}

/**
 * Creates an administrator without a password and mails them a single-use link to set one.
 * The unique email index, not a prior lookup, refuses a taken address.
 */
export async function inviteAdministrator(deps: AppDeps, actor: Actor, input: AdministratorInvite): Promise<AdminAccount> {
  const now = deps.clock.now();
  let created: { row: AdministratorRow; token: string; expires: Date | null };
  try {
    created = await deps.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(administrators)
        .values({
          name: input.name,
          email: input.email,
          ...accessColumns(input),
          passwordHash: null,
          active: true,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error("administrator insert returned no row");
      const token = await issueInvitation(tx, row.id, now);
      await recordAudit(tx, {
        actorAdminId: actor.id,
        action: "administrator.invite",
        entity: "administrator",
        entityId: row.id,
        before: null,
        after: auditedAccount(row),
      });
      return { row, token, expires: await invitationExpiry(tx, row.id, now) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw invalidField("email", worded(administratorWords, "administrators.emailTaken"), { code: "email_taken" });
    }
    throw err;
  }
  // After the commit: the outbox row is written whatever happens to delivery, and a resend is always possible.
  await sendInvitation(deps, created.row, created.token, actor.name);
  return presentAccount(created.row, created.expires);
}

/** A new link for an account that has not set its password yet; earlier links stop working. */
export async function resendInvitation(deps: AppDeps, actor: Actor, id: string): Promise<AdminAccount> {
  const now = deps.clock.now();
  const { row, token, expires } = await deps.database.db.transaction(async (tx) => {
    const row = await lockAccount(tx, id);
    if (!row.active) throw refusal("administrators.deactivated", "administrator_deactivated", row.id);
    if (row.passwordHash) throw refusal("administrators.passwordSet", "administrator_password_set", row.id);
    await revokeInvitations(tx, row.id, now);
    const token = await issueInvitation(tx, row.id, now);
    await recordAudit(tx, {
      actorAdminId: actor.id,
      action: "administrator.resend_invitation",
      entity: "administrator",
      entityId: row.id,
      before: auditedAccount(row),
      after: auditedAccount(row),
    });
    return { row, token, expires: await invitationExpiry(tx, row.id, now) };
  });
  await sendInvitation(deps, row, token, actor.name);
  return presentAccount(row, expires);
}

/**
 * The account can no longer sign in: its sessions end and its invitations stop working.
 * Nobody deactivates themselves, nor the last active owner, so an owner always stays.
 * Deactivating an inactive account changes nothing and records nothing.
 */
export async function deactivateAdministrator(deps: AppDeps, actor: Actor, id: string): Promise<AdminAccount> {
  if (id === actor.id) throw refusal("administrators.deactivateSelf", "administrator_deactivate_self", id);
  const now = deps.clock.now();
  const row = await deps.database.db.transaction(async (tx) => {
    await keepAnOwner(tx, id, "deactivate");
    const before = await lockAccount(tx, id);
    if (!before.active) return before;
    const [after] = await tx.update(administrators).set({ active: false }).where(eq(administrators.id, id)).returning();
    await revokeAllTokens(tx, "administrator", id, now);
    await revokeInvitations(tx, id, now);
    await recordAudit(tx, {
      actorAdminId: actor.id,
      action: "administrator.deactivate",
      entity: "administrator",
      entityId: id,
      before: auditedAccount(before),
      after: after ? auditedAccount(after) : null,
    });
    return after ?? before;
  });
  return presentAccount(row);
}

/** The account may sign in again (with its old password; an invited one needs a new invitation). */
export async function reactivateAdministrator(deps: AppDeps, actor: Actor, id: string): Promise<AdminAccount> {
  const now = deps.clock.now();
  const { row, expires } = await deps.database.db.transaction(async (tx) => {
    const before = await lockAccount(tx, id);
    if (before.active) return { row: before, expires: await invitationExpiry(tx, id, now) };
    const [after] = await tx.update(administrators).set({ active: true }).where(eq(administrators.id, id)).returning();
    await recordAudit(tx, {
      actorAdminId: actor.id,
      action: "administrator.reactivate",
      entity: "administrator",
      entityId: id,
      before: auditedAccount(before),
      after: after ? auditedAccount(after) : null,
    });
    return { row: after ?? before, expires: null };
  });
  return presentAccount(row, expires);
}

async function lockAccount(tx: Db, id: string): Promise<AdministratorRow> {
  const [row] = await tx.select().from(administrators).where(eq(administrators.id, id)).for("update");
  if (!row) throw notFound(worded(administratorWords, "administrators.noSuchAdministrator"));
  return row;
}

/** 409 for what cannot be done to this account now, with its code and the account's id. */
function refusal(
  key: "administrators.deactivated" | "administrators.passwordSet" | "administrators.deactivateSelf",
  code: string,
  id: string,
): HttpError {
  return new HttpError(409, worded(administratorWords, key), undefined, undefined, { code, params: { administrator_id: id } });
}
