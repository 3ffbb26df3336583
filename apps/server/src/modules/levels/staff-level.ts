import type { MemberLevels, Sport, StaffLevelRequest } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { members, playerLevels } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { notFound, worded } from "../../http/http-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { levelWords } from "./i18n.ts";
import { latestLevel, levelOf, myLevel } from "./my-level.ts";
import { lockMemberLevel } from "./self-rate.ts";

/** The member a staff route names, or 404. */
async function memberOr404(deps: AppDeps, memberId: string) {
  const [member] = await deps.database.db
    .select({ id: members.id, name: members.name, email: members.email })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw notFound(worded(levelWords, "levels.noMember"));
  return member;
}

/** A member's level in each of the administrator's sports, for their customer page. */
export async function memberLevels(deps: AppDeps, memberId: string, sports: Sport[]): Promise<MemberLevels> {
  await memberOr404(deps, memberId);
  return { levels: await Promise.all(sports.map((sport) => myLevel(deps.database.db, sport, memberId))) };
}

/**
 * Staff set a member's level (a dispute settled, a coach's judgement), with the reason in the
 * audit log. From then on the level is no longer the member's to rate. The change, its place in
 * the member's history and its audit row are one transaction under the member's level lock.
 */
export async function setLevelByStaff(
  deps: AppDeps,
  adminId: string,
  memberId: string,
  sport: Sport,
  input: StaffLevelRequest,
): Promise<void> {
  const member = await memberOr404(deps, memberId);
  const level = Math.round(input.level * 100);
  await deps.database.db.transaction(async (tx) => {
    await lockMemberLevel(tx, memberId, sport);
    const previous = await latestLevel(tx, sport, memberId);
    await tx.insert(playerLevels).values({ memberId, sport, level, previous: previous ?? null, source: "staff" });
    await recordAudit(tx, {
      actorAdminId: adminId,
      action: "customer.level_set",
      entity: "customer",
      entityId: memberId,
      before: { sport, level: previous === undefined ? null : levelOf(previous) },
      after: { customer: member.name, sport, level: levelOf(level), reason: input.reason },
    });
  });
}
