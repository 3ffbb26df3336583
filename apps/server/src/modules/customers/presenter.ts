import type { CustomerNote, CustomerRow } from "@courtside/contract";
import type { customerNotes } from "../../db/schema.ts";
import type { FoundCustomer } from "./customer-search.ts";

/** The only shape in which a found customer leaves the server. */
export function presentCustomerRow(c: FoundCustomer): CustomerRow {
  return {
    id: c.id,
    kind: c.kind,
    name: c.name,
    email: c.email,
    phone: c.phone,
    bookings: c.bookings,
    last_booking_date: c.lastBookingDate,
    no_shows: c.noShows,
  };
}

export function presentNote(row: {
  note: typeof customerNotes.$inferSelect;
  author: { id: string; name: string };
}): CustomerNote {
  return { id: row.note.id, text: row.note.text, author: row.author, created_at: row.note.createdAt.toISOString() };
}
