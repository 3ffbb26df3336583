import { LOCALES, PLAYS_IN } from "@courtside/contract";
import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, sport } from "./columns.ts";

/** Members, administrators, their tokens and the shared rate-limit counters. */

export const members = pgTable(
  "members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** Shown on the membership card (and its QR code) for the desk; never reused. */
    memberNumber: serial("member_number").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** A mail the day before each booking (modules/reminders); the member turns it off on their profile. */
    bookingReminders: boolean("booking_reminders").notNull().default(true),
    /** The language of the member's mails: the one they chose in the app, else their browser's when they registered. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    /**
     * Optional, the member's own answer: they play in women's or men's matches (null: not said).
     * Only open matches' categories read it (modules/matches/category.ts); never shown to others.
     */
    playsIn: text("plays_in", { enum: PLAYS_IN }),
    /** The member's Stripe customer, created the first time a checkout saves their card (payments/saved-cards.ts). */
    stripeCustomerId: text("stripe_customer_id"),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("members_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("members_number_key").on(t.memberNumber),
    check("members_locale_known", sql`${t.locale} in ('en', 'es', 'fr')`),
    check("members_plays_in_known", sql`${t.playsIn} in ('women', 'men')`),
  ],
);

export const administrators = pgTable(
  "administrators",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    typeWeb: sport("type_web"),
    /** No default: every insert names the role, so no account gets more than it was given. */
    role: text("role", { enum: ["owner", "manager", "desk"] }).notNull(),
    sports: text("sports", { enum: ["tennis", "padel"] })
      .array()
      .notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("administrators_email_key").on(sql`lower(${t.email})`),
    check("administrators_role_chk", sql`${t.role} in ('owner', 'manager', 'desk')`),
    check("administrators_sports_chk", sql`cardinality(${t.sports}) > 0 and ${t.sports} <@ array['tennis', 'padel']::text[]`),
  ],
);

/** Bearer tokens: only the SHA-256 of the token is stored. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    subjectKind: text("subject_kind", { enum: ["member", "administrator"] }).notNull(),
    subjectId: uuid("subject_id").notNull(),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_subject_idx").on(t.subjectKind, t.subjectId)],
);

/** Single-use links: password resets for members, invitations for administrators, the first administrator's setup link. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    purpose: text("purpose", { enum: ["password_reset", "admin_invite", "admin_setup", "calendar_feed"] }).notNull(),
    subjectId: uuid("subject_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("account_tokens_subject_idx").on(t.purpose, t.subjectId)],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: instant("window_start").notNull(),
  hits: integer("hits").notNull(),
});

/**
 * Addresses that turned booking reminders off from a reminder's link (guests have no profile
 * to do it on). Keyed by the lower-cased address.
 */
export const reminderOptOuts = pgTable("reminder_opt_outs", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});
