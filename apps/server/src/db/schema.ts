import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** A PostgreSQL range of instants; bookings and closures overlap-check on it. */
const tstzrange = customType<{ data: string }>({ dataType: () => "tstzrange" });

const sport = (name = "sport") => text(name, { enum: ["tennis", "padel"] }).notNull();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const members = pgTable(
  "members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("members_email_key").on(sql`lower(${t.email})`)],
);

export const administrators = pgTable(
  "administrators",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    typeWeb: sport("type_web"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("administrators_email_key").on(sql`lower(${t.email})`)],
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

/** Single-use links: password resets for members, invitations for administrators. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    purpose: text("purpose", { enum: ["password_reset", "admin_invite"] }).notNull(),
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

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<{ filename: string; content: string; contentType: string }[]>(),
    status: text("status", { enum: ["pending", "sent", "stored", "failed"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    sentAt: instant("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

export const rules = pgTable("rules", {
  sport: sport().primaryKey(),
  totalDays: integer("total_days").notNull().default(12),
  holdMinutes: integer("hold_minutes").notNull().default(15),
  cancelHours: integer("cancel_hours").notNull().default(24),
});

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

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sport: sport(),
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
    holdExpiresAt: instant("hold_expires_at"),
    paidAt: instant("paid_at"),
    cancelledAt: instant("cancelled_at"),
    refundDue: boolean("refund_due").notNull().default(false),
    createdByAdminId: uuid("created_by_admin_id").references(() => administrators.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("orders_idempotency_key").on(t.idempotencyKey),
    index("orders_member_idx").on(t.memberId, t.sport),
    index("orders_status_hold_idx").on(t.status, t.holdExpiresAt),
  ],
);

export const orderLines = pgTable("order_lines", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  orderId: uuid("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: ["court", "addon", "multiaddon"] }).notNull(),
  date: date("date"),
  courtId: integer("court_id").references(() => courts.id),
  addonId: integer("addon_id").references(() => addons.id),
  description: text("description").notNull(),
  qty: integer("qty").notNull(),
  unitPrice: integer("unit_price").notNull(),
  amount: integer("amount").notNull(),
});

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
  },
  (t) => [index("bookings_sport_date_idx").on(t.sport, t.date)],
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

/**
 * Money in (charge) and out (refund). A refund names the charge it returns (`refund_of`); the
 * unique index lets a charge be returned only once, whoever tries (staff, a member, the
 * automatic refund of a payment that could not be used).
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
    uniqueIndex("payments_refund_of_key").on(t.refundOf),
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

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorAdminId: uuid("actor_admin_id").references(() => administrators.id),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

/** Server-wide values generated once and shared by every instance (e.g. the signing secret). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
