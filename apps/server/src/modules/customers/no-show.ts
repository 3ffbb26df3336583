import type { NoShowRequest } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import { bookings, courts, orders, timeslots } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm, slotInstants } from "../../facility-time.ts";
import { HttpError, invalidField, notFound, worded } from "../../http/http-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { customerWords } from "./i18n.ts";

type Key = Parameters<ReturnType<typeof customerWords>>[0];

const refusal = (key: Key, code: string, params?: Record<string, string>) =>
  new HttpError(409, worded(customerWords, key, params), undefined, undefined, params ? { code, params } : { code });

/** Why a paid order's court cannot be marked a no-show (or have the mark undone) now, if it cannot: the 409 to throw. */
export function noShowRefusal(order: OrderRow): HttpError | null {
  if (order.parentOrderId !== null) return refusal("customers.noShowExtras", "order_is_extras");
  if (order.status === "paid") return null;
  return refusal("customers.noShowUnpaid", "order_not_paid", { status: order.status });
}

/**
 * Marks one booked court of a paid order as a no-show (or undoes it) once its slot has
 * started, under the order's row lock, with an audit row naming the order's invoice. Asking
 * for the state it is already in changes nothing.
 */
export async function setNoShow(deps: AppDeps, adminId: string, orderId: string, input: NoShowRequest): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw notFound();
    const [found] = await tx
      .select({ booking: bookings, court: courts.name, slot: timeslots })
      .from(bookings)
      .innerJoin(courts, eq(courts.id, bookings.courtId))
      .innerJoin(timeslots, eq(timeslots.id, bookings.timeslotId))
      .where(and(eq(bookings.id, input.booking_id), eq(bookings.orderId, order.id)));
    if (!found)
      throw invalidField("booking_id", worded(customerWords, "customers.noSuchBookedCourt", { inv: order.inv }), {
        code: "booking_not_in_order",
        params: { inv: order.inv, booking_id: input.booking_id },
      });
    const refused =
      noShowRefusal(order) ?? (found.booking.active ? null : refusal("customers.courtNotBooked", "booking_not_active"));
    if (refused) throw refused;
    const { booking, slot } = found;
    const start = slotInstants(booking.date, slot.startTime, slot.endTime, deps.config.timezone).start;
    if (start > now) throw refusal("customers.notStarted", "booking_not_started");
    if ((booking.noShowAt !== null) === input.no_show) return;
    await tx
      .update(bookings)
      .set(input.no_show ? { noShowAt: now, noShowBy: adminId } : { noShowAt: null, noShowBy: null })
      .where(eq(bookings.id, booking.id));
    const place = {
      inv: order.inv,
      booking_id: booking.id,
      courts: [found.court],
      date: booking.date,
      start: hhmm(slot.startTime),
    };
    await recordAudit(tx, {
      actorAdminId: adminId,
      action: input.no_show ? "order.no_show" : "order.no_show_undo",
      entity: "order",
      entityId: order.id,
      before: { ...place, no_show: !input.no_show },
      after: { ...place, no_show: input.no_show },
    });
  });
}
