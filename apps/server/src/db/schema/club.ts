import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { courts } from "./catalog.ts";
import { bytea, createdAt, instant } from "./columns.ts";

/**
 * The club's information as the owner set it: one row (id 1). A null field was never set, and
 * the server's settings (CLUB_NAME, CLUB_ADDRESS, …) stand in for it.
 */
export const clubSettings = pgTable(
  "club_settings",
  {
    id: integer("id").primaryKey().default(1),
    name: text("name"),
    address: text("address"),
    phone: text("phone"),
    contactEmail: text("contact_email"),
    openingHours: text("opening_hours"),
    cancellationPolicy: text("cancellation_policy"),
    primaryColor: text("primary_color"),
    /** Who issues the receipts (copied onto each document as it is issued): null until the owner sets them. */
    legalName: text("legal_name"),
    taxId: text("tax_id"),
    legalAddress: text("legal_address"),
    /** The club offers women's, men's and mixed open matches (modules/matches/category.ts). */
    matchCategories: boolean("match_categories").notNull().default(false),
    updatedAt: instant("updated_at"),
  },
  (t) => [check("club_settings_one_row_chk", sql`${t.id} = 1`)],
);

/**
 * The club's logo and photos, as the server re-encoded them (never the bytes uploaded): the logo
 * as PNG, photos as JPEG, each with a small version for lists. Immutable: a new logo is a new
 * row (so image URLs are cached for ever). One logo at most (a unique index); how many photos the
 * club and each court may have is counted under an advisory lock in the adding transaction.
 */
export const clubImages = pgTable(
  "club_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["logo", "photo"] }).notNull(),
    /** A photo of this court; null for the logo and photos of the club. */
    courtId: integer("court_id").references(() => courts.id, { onDelete: "cascade" }),
    alt: text("alt").notNull().default(""),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    smallBytes: bytea("small_bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("club_images_one_logo").on(t.kind).where(sql`${t.kind} = 'logo'`),
    check("club_images_kind_chk", sql`${t.kind} in ('logo', 'photo')`),
    check("club_images_logo_no_court_chk", sql`${t.kind} = 'photo' or ${t.courtId} is null`),
    check("club_images_content_type_chk", sql`${t.contentType} in ('image/png', 'image/jpeg')`),
    check("club_images_size_chk", sql`${t.width} > 0 and ${t.height} > 0`),
    index("club_images_court_idx").on(t.courtId),
  ],
);
