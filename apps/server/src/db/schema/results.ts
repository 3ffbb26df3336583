import { sql } from "drizzle-orm";
import { check, pgTable, serial, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { createdAt, instant } from "./columns.ts";
import { orders } from "./orders.ts";

/**
 * Match results (modules/results): one per played booking. `entered` by one of its members,
 * then `confirmed` (levels move, once: the status changes by a conditional update in the same
 * transaction as the level rows) or `disputed` (nothing moves) by another player of the match.
 * Staff settle a disputed one (results/disputes.ts): `confirmed` as entered (levels move, the
 * same way) or `voided` (nothing moves, for good).
 */
export const matchResults = pgTable(
  "match_results",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    teamA: uuid("team_a").array().notNull(),
    teamB: uuid("team_b").array().notNull(),
    winner: text("winner", { enum: ["a", "b"] }).notNull(),
    score: text("score").notNull().default(""),
    status: text("status", { enum: ["entered", "confirmed", "disputed", "voided"] })
      .notNull()
      .default("entered"),
    enteredBy: uuid("entered_by")
      .notNull()
      .references(() => members.id),
    answeredBy: uuid("answered_by").references(() => members.id),
    answeredAt: instant("answered_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("match_results_order").on(t.orderId),
    check("match_results_winner_chk", sql`${t.winner} in ('a', 'b')`),
    check("match_results_status_chk", sql`${t.status} in ('entered', 'confirmed', 'disputed', 'voided')`),
    check("match_results_sides_chk", sql`cardinality(${t.teamA}) between 1 and 4 and cardinality(${t.teamB}) between 1 and 4`),
  ],
);
