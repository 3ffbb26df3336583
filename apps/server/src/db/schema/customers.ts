import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { administrators, members } from "./accounts.ts";
import { createdAt, instant, sport } from "./columns.ts";

/** Staff notes about a customer: a member (by id) or a guest (by normalised e-mail), never both. */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: uuid("member_id").references(() => members.id),
    /** A guest's contact as `normalisedEmail` (orders/hold-limits.ts) has it. */
    guestEmail: text("guest_email"),
    text: text("text").notNull(),
    authorAdminId: uuid("author_admin_id")
      .notNull()
      .references(() => administrators.id),
    createdAt: createdAt(),
    /** Set when a note's text was last changed, and by whom. */
    editedAt: instant("edited_at"),
    editedByAdminId: uuid("edited_by_admin_id").references(() => administrators.id),
  },
  (t) => [
    index("customer_notes_member_idx").on(t.memberId),
    index("customer_notes_guest_idx").on(t.guestEmail),
    check("customer_notes_one_customer_chk", sql`(${t.memberId} is null) <> (${t.guestEmail} is null)`),
    check("customer_notes_text_chk", sql`char_length(${t.text}) between 1 and 2000`),
  ],
);

/**
 * Staff lifted a customer's no-show suspension of one sport early: no-shows marked up to
 * `lifted_at` no longer count towards the sport's rule (modules/customers/suspension.ts).
 * One row per lift; the latest counts (the audit log says the rest).
 */
export const customerSuspensionLifts = pgTable(
  "customer_suspension_lifts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: uuid("member_id").references(() => members.id),
    /** A guest's contact as `normalisedEmail` (orders/hold-limits.ts) has it. */
    guestEmail: text("guest_email"),
    sport: sport(),
    liftedAt: instant("lifted_at").notNull(),
    liftedByAdminId: uuid("lifted_by_admin_id")
      .notNull()
      .references(() => administrators.id),
  },
  (t) => [
    index("customer_suspension_lifts_member_idx").on(t.memberId, t.sport),
    index("customer_suspension_lifts_guest_idx").on(t.guestEmail, t.sport),
    check("customer_suspension_lifts_one_customer_chk", sql`(${t.memberId} is null) <> (${t.guestEmail} is null)`),
  ],
);
