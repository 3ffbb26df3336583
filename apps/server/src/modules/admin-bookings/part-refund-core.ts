import { formatSlot, type RefundDestination } from "@courtside/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, courts, orderLines, orders, timeslots } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm, slotInstants } from "../../facility-time.ts";
import { recordAudit } from "../audit/record-audit.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { type OpenCharge, type RecordedRefund, refundPart, refundSummary } from "../payments/refunds.ts";
import { orderSnapshot } from "./presenter.ts";

/**
 * One of the order's active booked courts: which, when (its name and slot, and in English
 * words for the audit), and whether its slot has begun.
 */
export type HeldCourt = {
  bookingId: number;
  courtId: number;
  court: string;
  date: string;
  start: string;
  end: string;
  label: string;
  started: boolean;
};

/** The order's active bookings (courts it still holds), with their slot in words. */
export async function heldCourts(deps: AppDeps, tx: Db, orderId: string): Promise<HeldCourt[]> {
  const rows = await tx
    .select({ booking: bookings, court: courts.name, slot: timeslots })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(timeslots, eq(timeslots.id, bookings.timeslotId))
    .where(and(eq(bookings.orderId, orderId), eq(bookings.active, true)))
    .orderBy(asc(courts.sortOrder), asc(bookings.id));
  const now = deps.clock.now();
  return rows.map(({ booking, court, slot }) => ({
    bookingId: booking.id,
    courtId: booking.courtId,
    court,
    date: booking.date,
    start: hhmm(slot.startTime),
    end: hhmm(slot.endTime),
    label: `${court}, ${formatSlot(booking.date, hhmm(slot.startTime), hhmm(slot.endTime))}`,
    started: slotInstants(booking.date, slot.startTime, slot.endTime, deps.config.timezone).start <= now,
  }));
}

/** What a partial refund does: return `amount`, mark `lineIds` refunded, free `freeBookingIds`. */
export type PartRefundPlan = { amount: number; lineIds: number[]; freeBookingIds: number[]; to: RefundDestination };

/**
 * Applies a planned partial refund in the caller's transaction, under the order's row lock:
 * the money back (oldest charge first; a credit-paid charge always to credit), the lines
 * marked, the courts freed (the exclusion constraint and the live grid see them free at
 * commit). The order becomes `refunded` once nothing is left to refund and it holds no court
 * still to be played (a refunded order holds no courts anywhere else in the app); otherwise
 * it stays `paid` and its payments show what went back. Audited as `order.refund_part`, by whom and why.
 */
export async function applyPartRefund(
  deps: AppDeps,
  tx: Db,
  order: OrderRow,
  charges: OpenCharge[],
  plan: PartRefundPlan,
  courtsHeld: HeldCourt[],
  by: { adminId: string; reason: string },
): Promise<{ row: OrderRow; refunds: RecordedRefund[]; freed: HeldCourt[] }> {
  const applied = await refundAndFree(deps, tx, order, charges, plan, courtsHeld);
  await recordAudit(tx, {
    actorAdminId: by.adminId,
    action: "order.refund_part",
    entity: "order",
    entityId: order.id,
    before: orderSnapshot(order),
    after: {
      ...orderSnapshot(applied.row),
      refund: refundSummary(applied.refunds),
      to: plan.to,
      lines: plan.lineIds,
      freed_courts: applied.freed.map((c) => c.label),
      reason: by.reason,
    },
  });
  return applied;
}

async function refundAndFree(
  deps: AppDeps,
  tx: Db,
  order: OrderRow,
  charges: OpenCharge[],
  plan: PartRefundPlan,
  courtsHeld: HeldCourt[],
): Promise<{ row: OrderRow; refunds: RecordedRefund[]; freed: HeldCourt[] }> {
  const now = deps.clock.now();
  const refunds = plan.amount > 0 ? await refundPart(deps, tx, order, charges, plan.amount, now, plan.to) : [];
  if (plan.lineIds.length > 0)
    await tx
      .update(orderLines)
      .set({ refundedAt: now })
      .where(and(eq(orderLines.orderId, order.id), inArray(orderLines.id, plan.lineIds)));
  const freed = courtsHeld.filter((c) => plan.freeBookingIds.includes(c.bookingId));
  if (freed.length > 0)
    await tx
      .update(bookings)
      .set({ active: false })
      .where(
        and(
          eq(bookings.orderId, order.id),
          inArray(
            bookings.id,
            freed.map((c) => c.bookingId),
          ),
        ),
      );
  const left = leftOf(charges) - plan.amount;
  const stillToPlay = courtsHeld.some((c) => !c.started && !plan.freeBookingIds.includes(c.bookingId));
  if (left > 0 || stillToPlay) return { row: order, refunds, freed };
  const nothingHeld = courtsHeld.length === freed.length;
  const [row] = await tx
    .update(orders)
    .set({ status: "refunded", refundDue: false, cancelledAt: nothingHeld ? now : order.cancelledAt })
    .where(eq(orders.id, order.id))
    .returning();
  return { row: row ?? order, refunds, freed };
}

/** The sum still refundable of the charges (what `unrefundedCharges` left). */
export const leftOf = (charges: OpenCharge[]) => charges.reduce((sum, c) => sum + Math.max(0, c.left), 0);
