import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { createdAt, sport } from "./columns.ts";
import { matchResults } from "./results.ts";

/**
 * Player levels (modules/levels): every change of a member's level in a sport, newest last;
 * the member's level is the latest row. Levels are hundredths (100 = 1.00 … 700 = 7.00), so a
 * result can move them by less than the tenth a person rates themself in. `previous` is the
 * level the change replaced (written under the member's lock, so it is the one before).
 */
export const playerLevels = pgTable(
  "player_levels",
  {
    id: serial("id").primaryKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    sport: sport(),
    level: integer("level").notNull(),
    previous: integer("previous"),
    source: text("source", { enum: ["self", "match", "staff"] }).notNull(),
    /** The confirmed result a `match` change came from. */
    matchResultId: integer("match_result_id").references(() => matchResults.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("player_levels_member_idx").on(t.memberId, t.sport, t.id),
    // A confirmed result moves each of its players once.
    uniqueIndex("player_levels_result_member").on(t.matchResultId, t.memberId).where(sql`${t.matchResultId} is not null`),
    check("player_levels_level_chk", sql`${t.level} between 100 and 700`),
    check("player_levels_previous_chk", sql`${t.previous} is null or ${t.previous} between 100 and 700`),
    check("player_levels_source_chk", sql`${t.source} in ('self', 'match', 'staff')`),
  ],
);
