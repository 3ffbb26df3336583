import { MATCH_CATEGORIES } from "@courtside/contract";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, sport } from "./columns.ts";
import { orders } from "./orders.ts";

/**
 * Open matches (modules/matches): a held booking whose free places its owner opened to other
 * members. The places are share orders of the booking (orders.open_place), sold one to each
 * joiner; `status` turns `cancelled` once, when the deadline finds it not full and not kept.
 */
export const openMatches = pgTable(
  "open_matches",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    sport: sport(),
    /** Levels in hundredths (350 = 3.5), as player_levels keeps them; null: no bound. */
    levelMin: integer("level_min"),
    levelMax: integer("level_max"),
    style: text("style", { enum: ["competitive", "friendly"] }).notNull(),
    audience: text("audience", { enum: ["anyone", "members"] }).notNull(),
    /** all, or women / men / mixed when the club offered them at opening (checked at each join, under the booking's lock). */
    category: text("category", { enum: MATCH_CATEGORIES }).notNull().default("all"),
    keepIfNotFull: boolean("keep_if_not_full").notNull(),
    places: integer("places").notNull(),
    status: text("status", { enum: ["open", "cancelled"] })
      .notNull()
      .default("open"),
    deadlineAt: instant("deadline_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("open_matches_open_idx").on(t.sport, t.deadlineAt).where(sql`${t.status} = 'open'`),
    check(
      "open_matches_levels_chk",
      sql`(${t.levelMin} is null or ${t.levelMin} between 100 and 700) and (${t.levelMax} is null or ${t.levelMax} between 100 and 700) and (${t.levelMin} is null or ${t.levelMax} is null or ${t.levelMin} <= ${t.levelMax})`,
    ),
    check("open_matches_places_chk", sql`${t.places} between 1 and 7`),
    check("open_matches_style_chk", sql`${t.style} in ('competitive', 'friendly')`),
    check("open_matches_audience_chk", sql`${t.audience} in ('anyone', 'members')`),
    check("open_matches_category_chk", sql`${t.category} in ('all', 'women', 'men', 'mixed')`),
    check("open_matches_status_chk", sql`${t.status} in ('open', 'cancelled')`),
  ],
);
