import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { courts, timeslots } from "./catalog.ts";
import { createdAt, instant, sport } from "./columns.ts";
import { orders } from "./orders.ts";

/**
 * The release draw (modules/release): while a new date's draw window is open, a member's wish
 * for a court-slot is an entry, not an order. Entries are kept after the draw: with the draw's
 * seed and results they show a member the draw was fair.
 */
export const releaseEntries = pgTable(
  "release_entries",
  {
    id: serial("id").primaryKey(),
    sport: sport(),
    date: date("date").notNull(),
    timeslotId: integer("timeslot_id")
      .notNull()
      .references(() => timeslots.id),
    courtId: integer("court_id")
      .notNull()
      .references(() => courts.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    /** 1 is the member's first choice; lower numbers are tried first. */
    preference: integer("preference").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One entry per person per court-slot, however many requests their client sends.
    unique("release_entries_once").on(t.memberId, t.sport, t.date, t.timeslotId, t.courtId),
    index("release_entries_day_idx").on(t.sport, t.date),
    check("release_entries_preference_chk", sql`${t.preference} >= 1`),
  ],
);

/**
 * One row per member who has set entries for a draw: how many times they changed them. Every
 * change (setting the list, withdrawing one) counts, capped by RELEASE_MAX_CHANGES in the
 * statement that writes (migration 0038's courtside_release_set_entries), so a client sending
 * twenty lists a second stops changing anything after its last allowed one.
 */
export const releaseEntrants = pgTable(
  "release_entrants",
  {
    sport: sport(),
    date: date("date").notNull(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    changes: integer("changes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sport, t.date, t.memberId] }), check("release_entrants_changes_chk", sql`${t.changes} >= 1`)],
);

/** One row per drawn (sport, date): whoever inserts it runs the draw, so it runs once across instances. */
export const releaseDraws = pgTable(
  "release_draws",
  {
    sport: sport(),
    date: date("date").notNull(),
    /** The 32-bit seed of the persons' shuffle (draw.ts): with the entries it reproduces the draw. */
    seed: integer("seed").notNull(),
    /** Each entrant and how many court-slots they could win, as read when the draw began. */
    entrants: jsonb("entrants").$type<{ member_id: string; limit: number }[]>().notNull(),
    claimedAt: instant("claimed_at").notNull(),
    /** Null while drawing; a claim left unfinished (a crash) is taken over after a minute. */
    completedAt: instant("completed_at"),
  },
  (t) => [primaryKey({ columns: [t.sport, t.date] })],
);

/**
 * What the draw did with each entry: won (with the hold's order), lost (someone drawn earlier
 * won it, or the entrant had their limit), taken (booked outside the draw meanwhile, or no
 * longer bookable) or refused (the entrant's plan limits or a suspension). `turn` orders the
 * attempts as the draw made them.
 */
export const releaseResults = pgTable(
  "release_results",
  {
    id: serial("id").primaryKey(),
    sport: sport(),
    date: date("date").notNull(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    timeslotId: integer("timeslot_id").notNull(),
    courtId: integer("court_id").notNull(),
    outcome: text("outcome", { enum: ["won", "lost", "taken", "refused"] }).notNull(),
    won: boolean("won").notNull(),
    orderId: uuid("order_id").references(() => orders.id),
    turn: integer("turn").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("release_results_once").on(t.sport, t.date, t.memberId, t.timeslotId, t.courtId),
    check(
      "release_results_outcome_chk",
      sql`${t.outcome} in ('won','lost','taken','refused') and ${t.won} = (${t.outcome} = 'won')`,
    ),
  ],
);
