import { LOCALES } from "@courtside/contract";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { administrators, members } from "./accounts.ts";
import { addons, courts, timeslots } from "./catalog.ts";
import { createdAt, instant, sport, tstzrange } from "./columns.ts";
import { bookingSeries } from "./series.ts";

/** Orders, their lines and bookings (the exclusion constraint is in a migration), payments and provider events. */

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sport: sport(),
    /**
     * What it pays: courts (with extras as child orders), a membership or a credit top-up (no
     * bookings; schema/memberships.ts, schema/credit.ts), or one player's share of a split
     * booking (a child of it; modules/shares).
     */
    kind: text("kind", { enum: ["booking", "membership", "topup", "share"] })
      .notNull()
      .default("booking"),
    memberId: uuid("member_id").references(() => members.id),
    parentOrderId: uuid("parent_order_id"),
    status: text("status", { enum: ["pending", "paid", "expired", "cancelled", "refunded"] }).notNull(),
    billing: jsonb("billing").notNull(),
    total: integer("total").notNull(),
    currency: text("currency").notNull(),
    inv: text("inv").notNull().unique(),
    paymentProvider: text("payment_provider").notNull(),
    paymentRef: text("payment_ref"),
    paymentlink: text("paymentlink"),
    accessKeyHash: text("access_key_hash").notNull(),
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the request that created it: the same Idempotency-Key with another body is refused. */
    requestHash: text("request_hash"),
    /** Who an unpaid hold counts against: `member:<id>` or `guest:<normalised e-mail>` (online orders only). */
    holdPayer: text("hold_payer"),
    /** The client address that placed an online order, for the per-address hold cap. */
    clientAddress: text("client_address"),
    /** Court-slots (and other dates of limited add-ons) this order holds while unpaid. */
    holdUnits: integer("hold_units").notNull().default(0),
    holdExpiresAt: instant("hold_expires_at"),
    /**
     * Club credit the member put toward this order before paying the rest by card: the
     * provider's checkout asks for `total - credit_applied` (payments/credit-payment.ts).
     */
    creditApplied: integer("credit_applied").notNull().default(0),
    /**
     * A split booking: what its players' shares (child orders of kind `share`) pay; the owner's
     * checkout asks for `total - credit_applied - shared_out`. The shares' totals add up to it
     * (a deferred trigger in migration 0034 checks every transaction).
     */
    sharedOut: integer("shared_out").notNull().default(0),
    /** A share unpaid at the deadline (or whose player left): the booking's owner owes it since then. */
    fellToOwnerAt: instant("fell_to_owner_at"),
    /**
     * A share that is an open match's place (modules/matches): owed by nobody until a member
     * joins; a joiner paying by card holds it until `claim_expires_at`, then it is offered again
     * (as a new share: this one expires, and a payment that still arrives is refunded).
     */
    openPlace: boolean("open_place").notNull().default(false),
    claimExpiresAt: instant("claim_expires_at"),
    /**
     * A split booking whose owner agreed at checkout that players' shares unpaid at the deadline
     * are charged to the card they pay their own share with: when they agreed (null: they did not).
     */
    cardConsentAt: instant("card_consent_at"),
    /**
     * The card that checkout saved for it, as the provider's ids (a Stripe customer and payment
     * method): the card itself is never seen nor stored here.
     */
    savedCardCustomer: text("saved_card_customer"),
    savedCardMethod: text("saved_card_method"),
    /**
     * A share that fell to a consenting owner: when its charge to the saved card was claimed
     * (one instance charges it), and how it ended (null while under way).
     */
    cardChargeAt: instant("card_charge_at"),
    cardChargeResult: text("card_charge_result", { enum: ["charged", "declined"] }),
    paidAt: instant("paid_at"),
    cancelledAt: instant("cancelled_at"),
    /** When the day-before reminder was claimed (sent, or skipped for an opt-out): once across instances. */
    remindedAt: instant("reminded_at"),
    refundDue: boolean("refund_due").notNull().default(false),
    createdByAdminId: uuid("created_by_admin_id").references(() => administrators.id),
    /** The weekly series this order is one date of (modules/series). */
    seriesId: uuid("series_id").references(() => bookingSeries.id),
    /** The language of the request that placed it: a guest's mails about it are written in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("orders_idempotency_key").on(t.idempotencyKey),
    index("orders_member_idx").on(t.memberId, t.sport),
    index("orders_series_idx").on(t.seriesId).where(sql`${t.seriesId} is not null`),
    index("orders_status_hold_idx").on(t.status, t.holdExpiresAt),
    index("orders_pending_payer_idx").on(t.holdPayer).where(sql`${t.status} = 'pending'`),
    index("orders_pending_address_idx").on(t.clientAddress).where(sql`${t.status} = 'pending'`),
    check("orders_hold_units_chk", sql`${t.holdUnits} >= 0`),
    check("orders_credit_applied_chk", sql`${t.creditApplied} >= 0`),
    check("orders_shared_out_chk", sql`${t.sharedOut} >= 0 and ${t.sharedOut} + ${t.creditApplied} <= ${t.total}`),
    check("orders_kind_chk", sql`${t.kind} in ('booking', 'membership', 'topup', 'share')`),
    check("orders_open_place_chk", sql`not ${t.openPlace} or ${t.kind} = 'share'`),
    uniqueIndex("orders_open_place_joiner")
      .on(t.parentOrderId, t.memberId)
      .where(
        sql`${t.openPlace} and ${t.memberId} is not null and ${t.fellToOwnerAt} is null and ${t.status} in ('pending', 'paid')`,
      ),
    index("orders_shares_due_idx").on(t.parentOrderId).where(sql`${t.kind} = 'share' and ${t.status} = 'pending'`),
    check("orders_card_charge_result_chk", sql`${t.cardChargeResult} in ('charged', 'declined')`),
    check("orders_locale_known", sql`${t.locale} in ('en', 'es', 'fr')`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["court", "addon", "multiaddon", "membership", "topup", "share"] }).notNull(),
    date: date("date"),
    courtId: integer("court_id").references(() => courts.id),
    addonId: integer("addon_id").references(() => addons.id),
    description: text("description").notNull(),
    qty: integer("qty").notNull(),
    unitPrice: integer("unit_price").notNull(),
    amount: integer("amount").notNull(),
    /** Set when staff refunded this line on its own (a partial refund by lines): it cannot be refunded twice. */
    refundedAt: instant("refunded_at"),
  },
  // An order's lines are read by order: its details, and the receipt each of its payments issues.
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

/**
 * One court for one slot of one order. The exclusion constraint in the migration
 * (court_id WITH =, during WITH &&) WHERE active makes double booking impossible.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    sport: sport(),
    courtId: integer("court_id")
      .notNull()
      .references(() => courts.id),
    timeslotId: integer("timeslot_id")
      .notNull()
      .references(() => timeslots.id),
    date: date("date").notNull(),
    during: tstzrange("during").notNull(),
    active: boolean("active").notNull().default(true),
    /** Set by staff when the paid court went unused once its slot started (customers module). */
    noShowAt: instant("no_show_at"),
    noShowBy: uuid("no_show_by").references(() => administrators.id),
  },
  (t) => [
    index("bookings_sport_date_idx").on(t.sport, t.date),
    // An order's bookings (details, cancellation, moves) and a member's (plan limits) are read by order.
    index("bookings_order_idx").on(t.orderId),
    index("bookings_no_show_idx").on(t.orderId).where(sql`${t.noShowAt} is not null`),
    check("bookings_no_show_by_chk", sql`(${t.noShowAt} is null) = (${t.noShowBy} is null)`),
  ],
);

/**
 * Money in (charge) and out (refund). A refund names the charge it returns (`refund_of`); a
 * charge may be returned in parts (a move to a cheaper slot, then a cancellation), and the
 * trigger in the migration (payments_refund_within_charge) keeps the parts' sum within the
 * charge, whoever tries (staff, a member, the automatic refund of an unusable payment).
 */
export const payments = pgTable(
  "payments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref").notNull(),
    kind: text("kind", { enum: ["charge", "refund"] }).notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    refundOf: bigint("refund_of", { mode: "number" }).references((): AnyPgColumn => payments.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_provider_ref_key").on(t.provider, t.providerRef, t.kind),
    index("payments_refund_of_idx").on(t.refundOf),
    check("payments_refund_of_refund", sql`${t.refundOf} is null or ${t.kind} = 'refund'`),
  ],
);

/** Every provider event applied once: the unique key turns a replay into a no-op. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: instant("received_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_events_provider_event_key").on(t.provider, t.eventId)],
);

/**
 * A partial refund staff made (by amount or by lines), keyed by the request's Idempotency-Key
 * (hashed with the administrator): a repeat answers the order as it is without refunding
 * again, the same key with another body is refused.
 */
export const staffRefunds = pgTable(
  "staff_refunds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    requestKey: text("request_key").notNull(),
    requestHash: text("request_hash").notNull(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => administrators.id),
    amount: integer("amount").notNull(),
    destination: text("destination", { enum: ["payment", "credit"] }).notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_refunds_request_key").on(t.requestKey),
    index("staff_refunds_order_idx").on(t.orderId),
    check("staff_refunds_amount_chk", sql`${t.amount} > 0`),
  ],
);
