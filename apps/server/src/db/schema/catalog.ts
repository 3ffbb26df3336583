import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, serial, smallint, text, time, uuid } from "drizzle-orm/pg-core";
import { administrators } from "./accounts.ts";
import { createdAt, sport, tstzrange } from "./columns.ts";

/** Each sport's rules, courts, timeslots, add-ons and closures. */

export const rules = pgTable(
  "rules",
  {
    sport: sport().primaryKey(),
    totalDays: integer("total_days").notNull().default(12),
    holdMinutes: integer("hold_minutes").notNull().default(15),
    cancelHours: integer("cancel_hours").notNull().default(24),
    /** Court-slots one payer (member or guest contact) may hold unpaid at a time. */
    maxUnpaidHolds: integer("max_unpaid_holds").notNull().default(4),
    /** No-shows within the window that suspend online booking (0: the rule is off). */
    noShowLimit: integer("no_show_limit").notNull().default(0),
    noShowWindowDays: integer("no_show_window_days").notNull().default(30),
    noShowSuspensionDays: integer("no_show_suspension_days").notNull().default(14),
    /**
     * The facility-local time ("07:00") a date opens, on the day it comes into the horizon;
     * null: at the start of that day. A plan's priority hours open it that much earlier.
     */
    releaseTime: text("release_time"),
    /** Seconds after a date opens to everyone during which requests are draw entries (modules/release); 0: first come. */
    releaseWindowSeconds: integer("release_window_seconds").notNull().default(0),
    /** Minutes a waitlist offer holds a freed court for the next in line (modules/waitlist). */
    offerMinutes: integer("offer_minutes").notNull().default(15),
    /** Court-slots a member may wait for at once (a plan may allow more); 0: no waitlist. */
    waitlistLimit: integer("waitlist_limit").notNull().default(3),
    /** Facility-local "HH:MM" the day before a booking its reminder mail goes out; null: no reminders (modules/reminders). */
    reminderTime: text("reminder_time").default("18:00"),
    /** Players a booking may have, its owner included (modules/players). */
    playersPerBooking: integer("players_per_booking").notNull().default(4),
    /** Hours before the start when a split booking's unpaid shares fall to its owner (modules/shares). */
    shareDeadlineHours: integer("share_deadline_hours").notNull().default(2),
  },
  (t) => [
    check("rules_release_window_chk", sql`${t.releaseWindowSeconds} between 0 and 900`),
    check("rules_waitlist_chk", sql`${t.offerMinutes} between 2 and 120 and ${t.waitlistLimit} between 0 and 20`),
    check("rules_players_per_booking_chk", sql`${t.playersPerBooking} between 2 and 8`),
    check("rules_share_deadline_hours_chk", sql`${t.shareDeadlineHours} between 0 and 168`),
    check("rules_reminder_time_chk", sql`${t.reminderTime} is null or ${t.reminderTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("rules_release_time_chk", sql`${t.releaseTime} is null or ${t.releaseTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      "rules_no_show_chk",
      sql`${t.noShowLimit} between 0 and 20 and ${t.noShowWindowDays} between 1 and 365 and ${t.noShowSuspensionDays} between 1 and 365`,
    ),
  ],
);

export const courts = pgTable("courts", {
  id: serial("id").primaryKey(),
  sport: sport(),
  name: text("name").notNull(),
  surface: text("surface").notNull(),
  indoor: boolean("indoor").notNull().default(false),
  active: boolean("active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const timeslots = pgTable(
  "timeslots",
  {
    id: serial("id").primaryKey(),
    sport: sport(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    active: boolean("active").notNull().default(true),
    priceMember: integer("price_member").notNull(),
    priceGuest: integer("price_guest").notNull(),
    weekendPriceMember: integer("weekend_price_member"),
    weekendPriceGuest: integer("weekend_price_guest"),
  },
  (t) => [
    check("timeslots_order_chk", sql`${t.endTime} > ${t.startTime}`),
    check(
      "timeslots_prices_chk",
      sql`${t.priceMember} >= 0 and ${t.priceGuest} >= 0 and coalesce(${t.weekendPriceMember}, 0) >= 0 and coalesce(${t.weekendPriceGuest}, 0) >= 0`,
    ),
  ],
);

export const addonModules = pgTable("addon_modules", {
  id: serial("id").primaryKey(),
  sport: sport(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  active: boolean("active").notNull().default(true),
});

export const addons = pgTable(
  "addons",
  {
    id: serial("id").primaryKey(),
    sport: sport(),
    name: text("name").notNull(),
    group: smallint("group").notNull(),
    price: integer("price").notNull(),
    module: text("module", { enum: ["addons", "multi-addons"] })
      .notNull()
      .default("addons"),
    moduleId: integer("module_id").references(() => addonModules.id),
    stock: integer("stock"),
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    check("addons_group_chk", sql`${t.group} in (1, 2)`),
    check("addons_price_stock_chk", sql`${t.price} >= 0 and coalesce(${t.stock}, 0) >= 0`),
    check("addons_module_chk", sql`${t.module} <> 'multi-addons' or ${t.moduleId} is not null`),
  ],
);

export const closures = pgTable("closures", {
  id: serial("id").primaryKey(),
  sport: sport(),
  courtId: integer("court_id").references(() => courts.id),
  during: tstzrange("during").notNull(),
  reason: text("reason").notNull(),
  createdByAdminId: uuid("created_by_admin_id").references(() => administrators.id),
  createdAt: createdAt(),
});
