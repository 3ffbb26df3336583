import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { instant } from "./columns.ts";
import { orders } from "./orders.ts";

/**
 * The players on a booking (modules/players), besides its owner (the order's member): a member,
 * or someone invited by name and e-mail. Keyed to the booking's order (kind `booking`, no
 * parent); how many a booking may have is the sport's `players_per_booking` rule, checked in
 * the insert's transaction under a lock on the order row. One person is on one order once:
 * by member, and by e-mail (case-insensitive) for the invited.
 */
export const bookingPlayers = pgTable(
  "booking_players",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    memberId: uuid("member_id").references(() => members.id, { onDelete: "cascade" }),
    /** Someone who is not a member: the name and e-mail the owner gave (invited by mail). */
    name: text("name"),
    email: text("email"),
    /** An invitation's key, hashed: the link in its mail joins whoever follows it (signed in) to the booking. */
    inviteKeyHash: text("invite_key_hash"),
    addedAt: instant("added_at").notNull().defaultNow(),
    /** Their share of the booking once its owner split it (an order of kind `share`, modules/shares). */
    shareOrderId: uuid("share_order_id").references(() => orders.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("booking_players_member").on(t.orderId, t.memberId).where(sql`${t.memberId} is not null`),
    uniqueIndex("booking_players_email").on(t.orderId, sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    uniqueIndex("booking_players_invite_key").on(t.inviteKeyHash).where(sql`${t.inviteKeyHash} is not null`),
    uniqueIndex("booking_players_share").on(t.shareOrderId).where(sql`${t.shareOrderId} is not null`),
    index("booking_players_member_idx").on(t.memberId).where(sql`${t.memberId} is not null`),
    index("booking_players_email_idx").on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    check(
      "booking_players_who_chk",
      sql`(${t.memberId} is not null and ${t.name} is null and ${t.email} is null) or (${t.memberId} is null and ${t.name} is not null and ${t.email} is not null)`,
    ),
  ],
);
