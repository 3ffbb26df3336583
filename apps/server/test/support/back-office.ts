import { randomBytes } from "node:crypto";
import { adminBookingApiPaths, type Sport } from "@courtside/contract";
import { asc, eq } from "drizzle-orm";
import { auditLog, bookings, mailOutbox } from "../../src/db/schema.ts";
import type { TestClient } from "./client.ts";
import { createAdministrator } from "./factories.ts";
import type { TestContext } from "./test-app.ts";

/** A signed-in administrator with a client of its own: its id (for audit rows) and its calls. */
export async function staffSession(t: TestContext) {
  const admin = await createAdministrator(t.app);
  const client = t.client();
  const login = await client.post("/api/login", { email: admin.email, password: admin.password });
  const token = login.data.token as string;
  return {
    admin,
    token,
    client,
    get: (url: string) => client.get(url, { token }),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => client.post(url, body, { token, headers }),
    deskBooking: (sport: Sport, body: unknown, key = `desk-${randomBytes(12).toString("hex")}`) =>
      client.post(adminBookingApiPaths.bookings(sport), body, { token, headers: { "idempotency-key": key } }),
  };
}
export type StaffSession = Awaited<ReturnType<typeof staffSession>>;

export const guestContact = { name: "Walk In", email: "walk-in@example.test", phone: "+34 611 222 333" };

/** A desk booking body with defaults; tests override what they check. */
export function deskBody(date: string, timeslotId: number, courtIds: number[], extra: Record<string, unknown> = {}) {
  return {
    date,
    timeslot_id: timeslotId,
    court_ids: courtIds,
    customer: { guest: guestContact },
    payment: "pay_later",
    ...extra,
  };
}

export async function auditRowsOf(t: TestContext, orderId: string) {
  return t.app.deps.database.db.select().from(auditLog).where(eq(auditLog.entityId, orderId)).orderBy(asc(auditLog.id));
}

export async function activeBookingsOf(t: TestContext, orderId: string) {
  const rows = await t.app.deps.database.db.select().from(bookings).where(eq(bookings.orderId, orderId));
  return rows.filter((b) => b.active).length;
}

export async function mailsTo(t: TestContext, email: string) {
  await t.app.deps.background.drain();
  return t.app.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

/** The public day grid's status of one cell, as a player sees it. */
export async function cellStatus(client: TestClient, api: string, date: string, courtId: number, timeslotId: number) {
  const grid = await client.get(`/api/${api}/schedules?date=${date}`);
  return grid.data.cells.find(
    (c: { court_id: number; timeslot_id: number }) => c.court_id === courtId && c.timeslot_id === timeslotId,
  )?.status as string | undefined;
}
