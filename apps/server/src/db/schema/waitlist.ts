import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { courts, timeslots } from "./catalog.ts";
import { createdAt, instant, sport } from "./columns.ts";
import { orders } from "./orders.ts";

/**
 * The waitlist (modules/waitlist): a member waiting for a taken court-slot. Line order is
 * (created_at, id). An offer is an ordinary hold (a pending order) placed for the first in
 * line when a court frees; the exclusion constraint on bookings keeps it to one per court-slot.
 * `offered` with no order yet is a claim being placed (claimed at `offered_at`).
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: serial("id").primaryKey(),
    sport: sport(),
    date: date("date").notNull(),
    timeslotId: integer("timeslot_id")
      .notNull()
      .references(() => timeslots.id),
    /** The courts wanted, any of them; empty: any court of the sport. */
    courtIds: integer("court_ids").array().notNull().default(sql`'{}'::integer[]`),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    status: text("status", { enum: ["waiting", "offered", "booked", "declined", "lapsed", "left"] })
      .notNull()
      .default("waiting"),
    /** The court of the standing (or last) offer and its hold. */
    offerCourtId: integer("offer_court_id").references(() => courts.id),
    offerOrderId: uuid("offer_order_id").references(() => orders.id),
    offeredAt: instant("offered_at"),
    endedAt: instant("ended_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // One place in line per person per court-slot time, however many requests their client sends.
    uniqueIndex("waitlist_entries_live")
      .on(t.memberId, t.sport, t.date, t.timeslotId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index("waitlist_entries_day_idx").on(t.sport, t.date).where(sql`${t.status} in ('waiting', 'offered')`),
    index("waitlist_entries_member_idx").on(t.memberId, t.sport),
    // One entry per offer's hold.
    uniqueIndex("waitlist_entries_offer_order").on(t.offerOrderId),
    check("waitlist_entries_status_chk", sql`${t.status} in ('waiting', 'offered', 'booked', 'declined', 'lapsed', 'left')`),
    check(
      "waitlist_entries_offer_chk",
      sql`(${t.status} <> 'offered' or (${t.offerCourtId} is not null and ${t.offeredAt} is not null)) and (${t.status} <> 'waiting' or ${t.offerOrderId} is null)`,
    ),
  ],
);
