import type { Member } from "@courtside/contract";
import type { members } from "../../db/schema.ts";

/** The only shape in which a member row leaves the server. */
export function presentMember(row: typeof members.$inferSelect): Member {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    booking_reminders: row.bookingReminders,
    locale: row.locale,
    plays_in: row.playsIn ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
