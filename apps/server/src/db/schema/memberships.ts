import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, uuid } from "drizzle-orm/pg-core";
import { administrators, members } from "./accounts.ts";
import { createdAt, instant, sport } from "./columns.ts";
import { orders } from "./orders.ts";

/**
 * Membership plans and who holds one (DESIGN.md "Memberships and rules"). "Registered player"
 * and "Guest" are built-in tiers with no rows: a member without an active membership on a
 * date books as a registered player.
 */

export const membershipPlans = pgTable(
  "membership_plans",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Minor units, per period. */
    price: integer("price").notNull(),
    period: text("period", { enum: ["month", "quarter", "year"] }).notNull(),
    /** A retired plan is no longer sold; memberships already bought keep it until they end. */
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("membership_plans_price_chk", sql`${t.price} >= 0`),
    check("membership_plans_period_chk", sql`${t.period} in ('month', 'quarter', 'year')`),
  ],
);

/**
 * What a plan gives in one sport. A plan without a row for a sport books that sport as a
 * registered player. Every limit is "at most"; null means no limit of this plan's own (the
 * sport's rules still apply where they have one, e.g. max_unpaid_holds).
 */
export const planBenefits = pgTable(
  "plan_benefits",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => membershipPlans.id, { onDelete: "cascade" }),
    sport: sport(),
    /** A price per court and timeslot on weekdays, or else a percentage off the guest price; neither: the member price. */
    courtPrice: integer("court_price"),
    percentOff: integer("percent_off"),
    /** Saturdays and Sundays (with court_price); null: court_price. */
    weekendCourtPrice: integer("weekend_court_price"),
    /** Days ahead this plan may book (the sport's total_days when null). */
    windowDays: integer("window_days"),
    /** Hours before everyone else a date opens for this plan. */
    priorityHours: integer("priority_hours").notNull().default(0),
    maxUpcoming: integer("max_upcoming"),
    maxPerDay: integer("max_per_day"),
    maxPerWeek: integer("max_per_week"),
    maxUnpaidHolds: integer("max_unpaid_holds"),
    /** Court-slots a member may wait for at once (the sport's waitlist_limit when null). */
    maxWaitlist: integer("max_waitlist"),
    /** Guests a member may bring; their share is priced at the guest price. */
    guests: integer("guests").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.sport] }),
    check("plan_benefits_price_chk", sql`${t.courtPrice} is null or ${t.percentOff} is null`),
    check("plan_benefits_percent_chk", sql`${t.percentOff} is null or ${t.percentOff} between 0 and 100`),
    check(
      "plan_benefits_amounts_chk",
      sql`coalesce(${t.courtPrice}, 0) >= 0 and coalesce(${t.weekendCourtPrice}, 0) >= 0 and ${t.priorityHours} >= 0 and ${t.guests} >= 0`,
    ),
    check(
      "plan_benefits_limits_chk",
      sql`coalesce(${t.windowDays}, 1) >= 1 and coalesce(${t.maxUpcoming}, 1) >= 1 and coalesce(${t.maxPerDay}, 1) >= 1 and coalesce(${t.maxPerWeek}, 1) >= 1 and coalesce(${t.maxUnpaidHolds}, 1) >= 1 and coalesce(${t.maxWaitlist}, 1) >= 1`,
    ),
  ],
);

/**
 * A member's plan for a period: starts_on inclusive, ends_on exclusive, in the facility's
 * zone. The exclusion constraint in the migration keeps a member in one active plan at a
 * time (member_id WITH =, daterange WITH &&) WHERE status = 'active'. A purchase is
 * 'pending' until its order is paid; its dates are fixed when it becomes active.
 */
export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    planId: integer("plan_id")
      .notNull()
      .references(() => membershipPlans.id),
    status: text("status", { enum: ["pending", "active", "cancelled"] }).notNull(),
    startsOn: date("starts_on"),
    endsOn: date("ends_on"),
    /** The order that pays it (online or at the desk). */
    orderId: uuid("order_id").references(() => orders.id),
    soldByAdminId: uuid("sold_by_admin_id").references(() => administrators.id),
    reminderSentAt: instant("reminder_sent_at"),
    cancelledAt: instant("cancelled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("memberships_member_idx").on(t.memberId, t.status),
    index("memberships_order_idx").on(t.orderId),
    check(
      "memberships_dates_chk",
      sql`(${t.status} = 'pending') or (${t.startsOn} is not null and ${t.endsOn} is not null and ${t.startsOn} < ${t.endsOn})`,
    ),
  ],
);
