import type { SelfLevelRequest, Sport } from "@courtside/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { playerLevels } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError, worded } from "../../http/http-error.ts";
import { hitLimit, limits } from "../auth/rate-limit.ts";
import { levelWords } from "./i18n.ts";
import { latestLevel, levelEarned } from "./my-level.ts";

/** One writer of a member's level in a sport at a time, so `previous` is always the level replaced. */
export const lockMemberLevel = (tx: Db, memberId: string, sport: Sport) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`courtside.level:${memberId}:${sport}`}))`);

/**
 * The member rates themself. Refused (409 `level_rated_by_results`) once a result or staff has
 * set their level: from then on the level is earned, not chosen. Rating the level one already
 * has changes nothing. Counted against the member's limit in the writing transaction.
 */
export async function selfRate(deps: AppDeps, sport: Sport, memberId: string, input: SelfLevelRequest): Promise<void> {
  const level = Math.round(input.level * 100);
  await deps.database.db.transaction(async (tx) => {
    await lockMemberLevel(tx, memberId, sport);
    if (await levelEarned(tx, sport, memberId)) {
      throw new HttpError(409, worded(levelWords, "levels.ratedByMatches", { sport }), undefined, undefined, {
        code: "level_rated_by_results",
        params: { sport },
      });
    }
    const previous = await latestLevel(tx, sport, memberId);
    if (previous === level) return;
    await hitLimit(tx, `level:${memberId}`, limits.selfRatingsPerMember, deps.clock.now());
    await tx.insert(playerLevels).values({ memberId, sport, level, previous: previous ?? null, source: "self" });
  });
}
