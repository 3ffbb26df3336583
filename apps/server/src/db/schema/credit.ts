import { CREDIT_ENTRY_KINDS } from "@courtside/contract";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { administrators, members } from "./accounts.ts";
import { createdAt, instant } from "./columns.ts";
import { orders } from "./orders.ts";

/**
 * Club credit, one append-only ledger per member (DESIGN.md "Money"). The database keeps it
 * whole whatever the code does: a trigger (migration 0012) numbers each entry after the
 * member's last (`seq`) and carries the running balance (`balance_after`), the unique
 * (member, seq) refuses a second entry written on the same last one, the check refuses a
 * balance below zero, and another trigger refuses UPDATE and DELETE.
 */
export const creditEntries = pgTable(
  "credit_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    /** 1, 2, 3… per member: set by the trigger. */
    seq: integer("seq").notNull().default(0),
    /** Cents: positive adds, negative takes. */
    amount: integer("amount").notNull(),
    /** The member's balance once this entry is written: set by the trigger. */
    balanceAfter: integer("balance_after").notNull().default(0),
    kind: text("kind", { enum: CREDIT_ENTRY_KINDS }).notNull(),
    reason: text("reason").notNull().default(""),
    orderId: uuid("order_id").references(() => orders.id),
    actorAdminId: uuid("actor_admin_id").references(() => administrators.id),
    /** Credit that lapses (a pack's top-up with a validity): the instant it expires; null never. */
    expiresAt: instant("expires_at"),
    /** An `expiry` entry: the entry whose credit it took away; unique, so a lot expires once. */
    lotEntryId: bigint("lot_entry_id", { mode: "number" }).references((): AnyPgColumn => creditEntries.id),
    /** The Idempotency-Key of the request that wrote it, scoped by its writer: a repeat writes nothing. */
    requestKey: text("request_key").unique("credit_entries_request_key_key"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("credit_entries_member_seq_key").on(t.memberId, t.seq),
    check("credit_entries_balance_chk", sql`${t.balanceAfter} >= 0`),
    // An expiry entry of 0 records that a lot ran out before it lapsed, so it is not looked at again.
    check("credit_entries_amount_chk", sql`${t.amount} <> 0 or ${t.kind} = 'expiry'`),
    check("credit_entries_expires_chk", sql`${t.expiresAt} is null or ${t.amount} > 0`),
    check("credit_entries_lot_chk", sql`(${t.lotEntryId} is not null) = (${t.kind} = 'expiry')`),
    unique("credit_entries_lot_key").on(t.lotEntryId),
    index("credit_entries_expiring_idx").on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
  ],
);

/** Top-up packs on sale: pay `price`, get `credit` (e.g. pay €100, get €110). Retired, never deleted. */
export const creditPacks = pgTable(
  "credit_packs",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    price: integer("price").notNull(),
    credit: integer("credit").notNull(),
    /** Days the credit stays usable once bought; null: it never lapses. */
    validDays: integer("valid_days"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("credit_packs_price_chk", sql`${t.price} > 0`),
    check("credit_packs_credit_chk", sql`${t.credit} >= ${t.price}`),
    check("credit_packs_valid_days_chk", sql`${t.validDays} is null or ${t.validDays} between 1 and 3660`),
  ],
);

/** A top-up's order and the credit it brings once paid (the pack may change later; this does not). */
export const creditTopups = pgTable("credit_topups", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id),
  memberId: uuid("member_id")
    .notNull()
    .references(() => members.id),
  packId: integer("pack_id")
    .notNull()
    .references(() => creditPacks.id),
  credit: integer("credit").notNull(),
  /** The pack's validity when bought (the pack may change later; this does not). */
  validDays: integer("valid_days"),
});
