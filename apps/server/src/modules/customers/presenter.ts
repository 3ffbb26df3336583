import type { AdminRole, CustomerNote, CustomerRow } from "@courtside/contract";
import type { customerNotes } from "../../db/schema.ts";
import { hhmm } from "../../facility-time.ts";
import type { noShowsOf } from "./customer-history.ts";
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

/** Who reads a note: its author, an owner or a manager may change it. */
export type NoteViewer = { id: string; role: AdminRole };

export const mayChangeNote = (viewer: NoteViewer, note: { authorAdminId: string }) =>
  note.authorAdminId === viewer.id || viewer.role === "owner" || viewer.role === "manager";

export function presentNote(
  row: { note: typeof customerNotes.$inferSelect; author: { id: string; name: string } },
  viewer: NoteViewer,
): CustomerNote {
  return {
    id: row.note.id,
    text: row.note.text,
    author: row.author,
    created_at: row.note.createdAt.toISOString(),
    edited_at: row.note.editedAt?.toISOString() ?? null,
    can_change: mayChangeNote(viewer, row.note),
  };
}

type NoShowRow = Awaited<ReturnType<typeof noShowsOf>>[number];

export function presentNoShow(n: NoShowRow) {
  return {
    booking_id: n.bookingId,
    order_id: n.orderId,
    inv: n.inv,
    sport: n.sport,
    date: n.date,
    start: hhmm(n.start),
    court: n.court,
    marked_at: n.markedAt?.toISOString() ?? "",
    marked_by: n.markedBy,
  };
}
