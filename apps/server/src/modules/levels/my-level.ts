import { LEVEL_HISTORY_SHOWN, type MyLevel, type Sport } from "@courtside/contract";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { playerLevels } from "../../db/schema.ts";

type LevelRow = typeof playerLevels.$inferSelect;

/** Hundredths (stored) to the scale's number (shown): 350 → 3.5. */
export const levelOf = (hundredths: number) => hundredths / 100;

const ofMember = (memberId: string, sport: Sport) => and(eq(playerLevels.memberId, memberId), eq(playerLevels.sport, sport));

/** Whether a result or staff has set the member's level in the sport (then it is no longer theirs to choose). */
export async function levelEarned(db: Db, sport: Sport, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: playerLevels.id })
    .from(playerLevels)
    .where(and(ofMember(memberId, sport), ne(playerLevels.source, "self")))
    .limit(1);
  return row !== undefined;
}

/** The member's level in the sport with its latest changes, newest first. */
export async function myLevel(db: Db, sport: Sport, memberId: string): Promise<MyLevel> {
  const [rows, earned] = await Promise.all([
    db.select().from(playerLevels).where(ofMember(memberId, sport)).orderBy(desc(playerLevels.id)).limit(LEVEL_HISTORY_SHOWN),
    levelEarned(db, sport, memberId),
  ]);
  return presentLevel(sport, rows, earned);
}

/** The latest level (hundredths) of the member in the sport, if any. */
export async function latestLevel(db: Db, sport: Sport, memberId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ level: playerLevels.level })
    .from(playerLevels)
    .where(ofMember(memberId, sport))
    .orderBy(desc(playerLevels.id))
    .limit(1);
  return row?.level;
}

function presentLevel(sport: Sport, newestFirst: LevelRow[], earned: boolean): MyLevel {
  const latest = newestFirst[0];
  return {
    sport,
    level: latest ? levelOf(latest.level) : null,
    self_rated: latest?.source === "self",
    can_self_rate: !earned,
    history: newestFirst.map((row) => ({
      level: levelOf(row.level),
      previous: row.previous === null ? null : levelOf(row.previous),
      source: row.source,
      at: row.createdAt.toISOString(),
    })),
  };
}
