import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

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
    updatedAt: instant("updated_at"),
  },
  (t) => [check("club_settings_one_row_chk", sql`${t.id} = 1`)],
);
