import { type AdminAccount, type AdministratorAccess, type AdministratorInvite, SPORTS, type Sport } from "@courtside/contract";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { administrators } from "../../../db/schema.ts";
import type { AppDeps } from "../../../deps.ts";
import { HttpError, notFound, worded } from "../../../http/http-error.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import { administratorWords } from "./i18n.ts";
import { type AdministratorRow, auditedAccount, presentAccount } from "./presenter.ts";
import { invitationExpiry } from "./tokens.ts";

type Actor = Pick<AdministratorRow, "id">;
type AccessChoice = Pick<AdministratorInvite, "role" | "sports" | "type_web">;

/**
 * The columns an access choice sets. Owners cover every sport whatever was ticked; an invite
 * without sports works on the sport it lands on; type_web
 * (where the back office opens) stays when still one of the sports, else the first of them.
 */
export function accessColumns(input: AccessChoice, currentTypeWeb?: Sport) {
  const chosen = input.sports ?? (input.type_web ? [input.type_web] : []);
  const sports: Sport[] = input.role === "owner" ? [...SPORTS] : SPORTS.filter((s) => chosen.includes(s));
  const wanted = input.type_web ?? currentTypeWeb;
  const typeWeb = wanted && sports.includes(wanted) ? wanted : (sports[0] as Sport);
  return { role: input.role, sports, typeWeb };
}

/**
 * Locks every owner who can sign in, in id order, so two owners demoting or deactivating each
 * other at once are serialised: the second sees the first's change and keeps one owner.
 */
async function lockActiveOwners(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: administrators.id })
    .from(administrators)
    .where(and(eq(administrators.role, "owner"), eq(administrators.active, true), isNotNull(administrators.passwordHash)))
    .orderBy(asc(administrators.id))
    .for("update");
  return rows.map((r) => r.id);
}

/** 409 when the account is the only owner who can sign in: the club must never be left without one. */
export async function keepAnOwner(tx: Db, id: string, action: "deactivate" | "demote"): Promise<void> {
  const owners = await lockActiveOwners(tx);
  if (owners.length === 1 && owners[0] === id) {
    throw new HttpError(409, worded(administratorWords, "administrators.lastOwner", { action }), undefined, undefined, {
      code: "last_active_owner",
      params: { action },
    });
  }
}

/** An owner changes an administrator's role and sports (audited); the last active owner keeps the role. */
export async function changeAccess(deps: AppDeps, actor: Actor, id: string, input: AdministratorAccess): Promise<AdminAccount> {
  const row = await deps.database.db.transaction(async (tx) => {
    if (input.role !== "owner") await keepAnOwner(tx, id, "demote");
    const [before] = await tx.select().from(administrators).where(eq(administrators.id, id)).for("update");
    if (!before) throw notFound(worded(administratorWords, "administrators.noSuchAdministrator"));
    const columns = accessColumns(input, before.typeWeb);
    if (sameAccess(before, columns)) return before;
    const [after] = await tx.update(administrators).set(columns).where(eq(administrators.id, id)).returning();
    await recordAudit(tx, {
      actorAdminId: actor.id,
      action: "administrator.change_access",
      entity: "administrator",
      entityId: id,
      before: auditedAccount(before),
      after: after ? auditedAccount(after) : null,
    });
    return after ?? before;
  });
  return presentAccount(row, await invitationExpiry(deps.database.db, id, deps.clock.now()));
}

function sameAccess(row: AdministratorRow, columns: ReturnType<typeof accessColumns>) {
  return row.role === columns.role && row.typeWeb === columns.typeWeb && row.sports.join() === columns.sports.join();
}
