import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";
import { orders, payments } from "./orders.ts";

/**
 * Receipts, full invoices and credit notes (DESIGN.md "Money"). Rows are written only by the
 * trigger on `payments` (migration 0016_documents.sql): every charge gets a receipt (series R,
 * or F when the order's billing names a company and its tax id), every refund a credit note
 * (series C) referring to the charge's document. A trigger refuses UPDATE and DELETE: an issued
 * document is a snapshot that later catalogue or configuration edits never change.
 */
export const documents = pgTable(
  "documents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind", { enum: ["receipt", "credit_note"] }).notNull(),
    series: text("series").notNull(),
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    /** What people read and the URLs name: `R-2026-000123`. */
    code: text("code").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    paymentId: bigint("payment_id", { mode: "number" })
      .notNull()
      .references(() => payments.id),
    /** A credit note's receipt (null only for a refund that names no charge). */
    refersTo: bigint("refers_to", { mode: "number" }).references((): AnyPgColumn => documents.id),
    issuedAt: instant("issued_at").notNull(),
    currency: text("currency").notNull(),
    /** Minor units, VAT included; negative on a credit note. base + vat = total. */
    total: integer("total").notNull(),
    base: integer("base").notNull(),
    vat: integer("vat").notNull(),
    /** Basis points: 2100 is 21 %. */
    vatRateBp: integer("vat_rate_bp").notNull(),
    lines: jsonb("lines").$type<DocumentLine[]>().notNull(),
    /** The order's billing as it was: name, email, phone, company, tax_id, address. */
    customer: jsonb("customer").$type<Record<string, string | null | undefined>>().notNull(),
    issuer: jsonb("issuer").$type<DocumentIssuer>().notNull(),
  },
  (t) => [
    uniqueIndex("documents_series_year_number_key").on(t.series, t.year, t.number),
    uniqueIndex("documents_code_key").on(t.code),
    uniqueIndex("documents_payment_key").on(t.paymentId),
    index("documents_order_idx").on(t.orderId),
    index("documents_issued_at_idx").on(t.issuedAt),
    check("documents_kind_chk", sql`${t.kind} in ('receipt', 'credit_note')`),
    check("documents_number_chk", sql`${t.number} >= 1`),
    check("documents_totals_chk", sql`${t.base} + ${t.vat} = ${t.total}`),
  ],
);

export type DocumentLine = { description: string; qty: number; unit_price: number; amount: number };
export type DocumentIssuer = { legal_name: string; address: string; tax_id: string };

/** The last number issued per series and year; the trigger bumps it in the payment's transaction. */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * The issuer's details and VAT rate as configured (CLUB_LEGAL_NAME, CLUB_ADDRESS, CLUB_TAX_ID,
 * VAT_RATE, FACILITY_TIMEZONE): one row, written by every instance at start
 * (documents/issuer-settings.ts), read by the trigger, which copies them onto each document.
 */
export const documentSettings = pgTable(
  "document_settings",
  {
    id: integer("id").primaryKey().default(1),
    legalName: text("legal_name").notNull(),
    address: text("address").notNull(),
    taxId: text("tax_id").notNull(),
    vatRateBp: integer("vat_rate_bp").notNull(),
    timezone: text("timezone").notNull(),
  },
  (t) => [
    check("document_settings_one_row", sql`${t.id} = 1`),
    check("document_settings_vat_chk", sql`${t.vatRateBp} between 0 and 10000`),
  ],
);
