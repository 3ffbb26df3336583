import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { BOOKING_CLOSED_CONSTRAINT, isExclusionViolation, violatedConstraint } from "../../db/errors.ts";
import { addons, bookings, orderLines, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { toRange } from "../../facility-time.ts";
import { HttpError, worded } from "../../http/http-error.ts";
import type { AddonRow } from "../catalog/catalog-service.ts";
import { stockKey } from "../catalog/stock.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { refuseClosedCourts, type StockDemand } from "../orders/order-validation.ts";
import { moveWords } from "./i18n.ts";
import { courtTakenDuring, heldCourtsOf, type MovePlan } from "./move-plan.ts";

/** Someone changed the order's courts between the check and the lock (another move, a cancel): ask again. */
export async function refuseChangedMeanwhile(tx: Db, order: OrderRow, plan: MovePlan) {
  const held = await heldCourtsOf(tx, order.id);
  const same =
    plan.placements.every((p) => held.some((h) => h.booking.id === p.bookingId && h.court.id === p.from.id)) &&
    held.every((h) => h.booking.date === plan.was.date && h.booking.timeslotId === plan.was.slotId);
  if (!same)
    throw new HttpError(409, worded(moveWords, "moves.changedMeanwhile"), undefined, undefined, { code: "order_changed" });
}

/**
 * Each moved booking to its new court and slot, inside a savepoint so a refusal can name the
 * court. The old place is released by the same update that takes the new one: the exclusion
 * constraint sees the move whole, so a move never double-books nor loses the court.
 */
export async function moveBookings(deps: AppDeps, tx: Db, order: OrderRow, plan: MovePlan) {
  const span = toRange(plan.during);
  try {
    await tx.transaction(async (savepoint) => {
      for (const p of plan.placements) {
        await savepoint
          .update(bookings)
          .set({ courtId: p.to.id, timeslotId: plan.slot.id, date: plan.date, during: span })
          .where(eq(bookings.id, p.bookingId));
      }
    });
  } catch (err) {
    if (!isExclusionViolation(err)) throw err;
    const targets = plan.placements.map((p) => p.to);
    // A closure committed after the check: the same 409 as the check's.
    if (violatedConstraint(err) === BOOKING_CLOSED_CONSTRAINT)
      await refuseClosedCourts(deps, order.sport, plan.date, plan.slot, plan.during, targets);
    const taken = await courtTakenDuring(
      tx,
      order.id,
      targets.map((c) => c.id),
      span,
    );
    throw courtTakenForMove(taken ?? targets[0]?.name ?? "The court", plan);
  }
}

function courtTakenForMove(court: string, plan: MovePlan) {
  // Date (ISO) and time as the answer has always named them, in every language.
  const message = worded(moveWords, "moves.courtTaken", { court, start: plan.now.start, date: plan.date });
  return new HttpError(409, message, { court_id: [message] }, undefined, { code: "court_taken", params: { court } });
}

/**
 * Court lines name the new court and time (and, when `unitPrice` is set, its price there);
 * add-ons booked for the old date follow the booking to the new one.
 */
export async function rewriteLines(tx: Db, order: OrderRow, plan: MovePlan, unitPrice: number | null) {
  for (const p of plan.placements) {
    const price = unitPrice === null ? {} : { unitPrice, amount: sql`${orderLines.qty} * ${unitPrice}` };
    await tx
      .update(orderLines)
      .set({
        courtId: p.to.id,
        date: plan.date,
        description: `${p.to.name}, ${plan.date} ${plan.now.start}–${plan.now.end}`,
        ...price,
      })
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, "court"), eq(orderLines.courtId, p.from.id)));
  }
  if (plan.date === plan.was.date) return;
  const family = await familyIds(tx, order.id);
  await tx
    .update(orderLines)
    .set({ date: plan.date })
    .where(and(inArray(orderLines.orderId, family), eq(orderLines.kind, "addon"), eq(orderLines.date, plan.was.date)));
}

/** The order and its extra add-on orders (their add-ons belong to the booking's slot too). */
async function familyIds(tx: Db, orderId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(or(eq(orders.id, orderId), eq(orders.parentOrderId, orderId)));
  return rows.map((r) => r.id);
}

/**
 * What the order's stock-limited add-ons will take at the new time: each line whose
 * (add-on, date, slot) changes. Checked before the bookings move, so the order's own units
 * still count at the old time and never against themselves.
 */
export async function stockDemandsAfter(tx: Db, order: OrderRow, plan: MovePlan): Promise<StockDemand[]> {
  const lines = await tx
    .select({ line: orderLines, addon: addons })
    .from(orderLines)
    .innerJoin(addons, eq(addons.id, orderLines.addonId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(orderLines.orderId, await familyIds(tx, order.id)),
        inArray(orders.status, ["paid", "pending"]),
        isNotNull(addons.stock),
      ),
    );
  const demands = new Map<string, StockDemand>();
  for (const { line, addon } of lines) {
    if (!line.date) continue;
    const date = line.kind === "addon" && line.date === plan.was.date ? plan.date : line.date;
    const key = stockKey(addon.id, date, plan.slot.id);
    if (key === stockKey(addon.id, line.date, plan.was.slotId)) continue;
    const seen = demands.get(key);
    if (seen) seen.qty += line.qty;
    else demands.set(key, { key, addon: addon as AddonRow, date, qty: line.qty, field: "timeslot_id" });
  }
  return [...demands.values()].sort((a, b) => a.key.localeCompare(b.key));
}
