import { randomBytes } from "node:crypto";
import { type Sport, seriesApiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { bookings, orders } from "../../src/db/schema.ts";
import type { StaffSession } from "./back-office.ts";
import { guestContact } from "./back-office.ts";
import type { TestContext } from "./test-app.ts";

/** A staff series body with defaults; tests override what they check. */
export function seriesBody(firstDate: string, timeslotId: number, courtIds: number[], extra: Record<string, unknown> = {}) {
  return {
    first_date: firstDate,
    timeslot_id: timeslotId,
    court_ids: courtIds,
    weeks: 4,
    customer: { guest: guestContact },
    payment: "paid_now",
    ...extra,
  };
}

export const newKey = () => `series-${randomBytes(12).toString("hex")}`;

export function bookStaffSeries(staff: StaffSession, sport: Sport, body: unknown, key = newKey()) {
  return staff.post(seriesApiPaths.adminCreate(sport), body, { "idempotency-key": key });
}

/** The series' orders with their booked dates and how many of their courts are active. */
export async function seriesOrders(t: TestContext, seriesId: string) {
  const db = t.app.deps.database.db;
  const rows = await db.select().from(orders).where(eq(orders.seriesId, seriesId));
  const result = [];
  for (const row of rows) {
    const held = await db.select().from(bookings).where(eq(bookings.orderId, row.id));
    result.push({ row, date: held[0]?.date, active: held.filter((b) => b.active).length });
  }
  return result.sort((a, b) => String(a.date).localeCompare(String(b.date)));
}
