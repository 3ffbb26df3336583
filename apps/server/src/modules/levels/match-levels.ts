import type { MatchSide, Sport } from "@courtside/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { playerLevels } from "../../db/schema.ts";
import { latestLevel, levelOf } from "./my-level.ts";
import { rateMatch } from "./rating.ts";
import { lockMemberLevel } from "./self-rate.ts";

/** A member with no level yet is rated from the middle of the scale. */
export const UNRATED_LEVEL = 350;

export type LevelMove = { memberId: string; from: number; to: number };

/**
 * Moves the levels of a confirmed result's players by the rating rule, in the caller's
 * transaction: each member's lock taken in one order (no deadlock with another result), their
 * latest level read under it, one `match` row each (unique per result and member: once).
 */
export async function applyMatchResult(
  tx: Db,
  sport: Sport,
  resultId: number,
  teams: [string[], string[]],
  winner: MatchSide,
): Promise<LevelMove[]> {
  const everyone = [...teams[0], ...teams[1]];
  for (const memberId of [...everyone].sort()) await lockMemberLevel(tx, memberId, sport);
  const before = new Map<string, number | undefined>();
  for (const memberId of everyone) before.set(memberId, await latestLevel(tx, sport, memberId));
  const levelsOf = (team: string[]) => team.map((id) => before.get(id) ?? UNRATED_LEVEL);
  const after = rateMatch([levelsOf(teams[0]), levelsOf(teams[1])], winner === "a" ? 0 : 1);
  const moves = teams.flatMap((team, side) =>
    team.map((memberId, i) => ({ memberId, from: before.get(memberId), to: after[side]?.[i] as number })),
  );
  await tx.insert(playerLevels).values(
    moves.map((m) => ({
      memberId: m.memberId,
      sport,
      level: m.to,
      previous: m.from ?? null,
      source: "match" as const,
      matchResultId: resultId,
    })),
  );
  return moves.map((m) => ({ memberId: m.memberId, from: m.from ?? UNRATED_LEVEL, to: m.to }));
}

/** How a confirmed result moved its players' levels (scale numbers), read back for its view. */
export async function matchMoves(db: Db, resultId: number): Promise<{ memberId: string; from: number; to: number }[]> {
  const rows = await db.select().from(playerLevels).where(eq(playerLevels.matchResultId, resultId));
  return rows.map((r) => ({ memberId: r.memberId, from: levelOf(r.previous ?? UNRATED_LEVEL), to: levelOf(r.level) }));
}
