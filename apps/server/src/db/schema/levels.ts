import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { createdAt, sport } from "./columns.ts";

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
    createdAt: createdAt(),
  },
  (t) => [
    index("player_levels_member_idx").on(t.memberId, t.sport, t.id),
    check("player_levels_level_chk", sql`${t.level} between 100 and 700`),
    check("player_levels_previous_chk", sql`${t.previous} is null or ${t.previous} between 100 and 700`),
    check("player_levels_source_chk", sql`${t.source} in ('self', 'match', 'staff')`),
  ],
);
