import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { administrators, members } from "./accounts.ts";
import { timeslots } from "./catalog.ts";
import { createdAt, sport } from "./columns.ts";

/**
 * A weekly series: the same courts and slot on one weekday from first_date to last_date. It
 * books nothing itself: each date is an ordinary order (`orders.series_id`), so the exclusion
 * constraint, closures and cancellation rules decide every date as they decide any booking.
 */
export const bookingSeries = pgTable(
  "booking_series",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sport: sport(),
    /** The member it is for (member prices), or null for a guest's contact (guest prices). */
    memberId: uuid("member_id").references(() => members.id),
    billing: jsonb("billing").notNull(),
    courtIds: integer("court_ids").array().notNull(),
    timeslotId: integer("timeslot_id")
      .notNull()
      .references(() => timeslots.id),
    /** ISO weekday of every date (1 Monday … 7 Sunday), the first date's. */
    weekday: smallint("weekday").notNull(),
    firstDate: date("first_date").notNull(),
    lastDate: date("last_date").notNull(),
    /** paid_now: every date paid at the desk; each_before: each date's order held until its cancellation deadline. */
    payment: text("payment", { enum: ["paid_now", "each_before"] }).notNull(),
    /** Staff who made it; null when the member made it online. */
    createdByAdminId: uuid("created_by_admin_id").references(() => administrators.id),
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("booking_series_idempotency_key").on(t.idempotencyKey),
    index("booking_series_member_idx").on(t.memberId),
    check("booking_series_dates_chk", sql`${t.lastDate} >= ${t.firstDate}`),
    check("booking_series_weekday_chk", sql`${t.weekday} = extract(isodow from ${t.firstDate})`),
    check("booking_series_courts_chk", sql`cardinality(${t.courtIds}) >= 1`),
  ],
);
