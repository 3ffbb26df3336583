import type { AuditBooking, AuditEntry } from "@courtside/contract";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type administrators, type auditLog, orders } from "../../db/schema.ts";
import { hhmm } from "../../facility-time.ts";
import { orderDetails } from "../orders/order-queries.ts";

type AuditRow = typeof auditLog.$inferSelect;
type Actor = Pick<typeof administrators.$inferSelect, "id" | "name" | "email" | "role">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The bookings that order entries are about, by order id, as they are now: invoice, date,
 * time and courts (an extra add-on order shows its booking's), so the back office can name
 * "booking T-… on Court 3, Tue 24 Nov 18:00" without a call per entry.
 */
export async function auditBookings(db: Db, rows: AuditRow[]): Promise<Map<string, AuditBooking>> {
  const ids = [...new Set(rows.filter((r) => r.entity === "order" && UUID.test(r.entityId)).map((r) => r.entityId))];
  if (ids.length === 0) return new Map();
  const found = await db.select().from(orders).where(inArray(orders.id, ids));
  const details = await orderDetails(db, found);
  return new Map(
    found.map((order) => {
      const d = details.get(order.id);
      const booking: AuditBooking = {
        inv: order.inv,
        sport: order.sport,
        date: d?.date ?? null,
        start: d?.slot ? hhmm(d.slot.startTime) : null,
        end: d?.slot ? hhmm(d.slot.endTime) : null,
        courts: d?.courts.map((c) => c.name) ?? [],
      };
      return [order.id, booking];
    }),
  );
}

/** The only shape in which an audit row leaves the server (the audit log and an order's history). */
export function presentAuditEntry(entry: AuditRow, actor: Actor | null, bookings: Map<string, AuditBooking>): AuditEntry {
  return {
    id: entry.id,
    actor: actor ? { id: actor.id, name: actor.name, email: actor.email, role: actor.role } : null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    before: entry.before,
    after: entry.after,
    created_at: entry.createdAt.toISOString(),
    booking: entry.entity === "order" ? (bookings.get(entry.entityId) ?? null) : null,
  };
}
