import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday } from "../../facility-time.ts";
import { HttpError, worded } from "../../http/http-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { assertQuotas, moveQuotaClaim, type QuotaClaim } from "../booking-policy/quotas.ts";
import { payerTier } from "../booking-policy/tier.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { assertStock, type BookingReach, refuseClosedCourts } from "../orders/order-validation.ts";
import { expireLapsedHolds } from "../payments/hold-expiry.ts";
import { refundSummary } from "../payments/refunds.ts";
import { startPayment } from "../payments/start-payment.ts";
import { moveWords } from "./i18n.ts";
import { sendMoveNotice } from "./move-notice.ts";
import { type MoveInput, type MovePlan, planMove } from "./move-plan.ts";
import { moveBookings, refuseChangedMeanwhile, rewriteLines, stockDemandsAfter } from "./move-writes.ts";
import { courtLinesDifference, newCourtPrice, type Settlement, settleDifference } from "./price-difference.ts";

/** Who moves: staff (who choose whether the difference is settled) or the order's member (always settled). */
export type Mover = { kind: "staff"; adminId: string; settle: boolean } | { kind: "member"; memberId: string };

export type MoveRules = {
  reach: BookingReach;
  /** Why the order may not move (run again on the locked row, reading through `db`); null when it may. */
  refusal: (order: OrderRow, db: Db) => Promise<Error | null> | Error | null;
};

export type MoveDone = { order: OrderRow; plan: MovePlan; settlement: Settlement };

/**
 * Moves a booked court of an order (and, when the time changes, its other courts along) in
 * one transaction under the order's row lock: the exclusion constraint decides whether the
 * target is free (409 naming the court), the closures trigger whether it is open, the stock
 * of the order's limited add-ons is checked at the new time, and the price difference is
 * settled (a pending child order, or a partial refund). Audited; the customer is mailed.
 */
export async function moveOrder(deps: AppDeps, mover: Mover, found: OrderRow, input: MoveInput, rules: MoveRules) {
  const { db } = deps.database;
  const first = await rules.refusal(found, db);
  if (first) throw first;
  const plan = await planMove(deps, found, input, rules.reach);
  await refuseClosedCourts(
    deps,
    found.sport,
    plan.date,
    plan.slot,
    plan.during,
    plan.placements.map((p) => p.to),
  );
  // Lapsed holds are released first, so only bookings that still count can stand in the way.
  await expireLapsedHolds(db, deps.clock.now());
  const settle = mover.kind === "member" || mover.settle;
  const unitPrice = await newCourtPrice(deps, found, plan, settle);
  const quota = mover.kind === "member" ? await moveQuota(deps, found, plan) : null;

  const done: MoveDone = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for("update");
    if (!order) throw new HttpError(409, worded(moveWords, "moves.orderGone"), undefined, undefined, { code: "order_gone" });
    const why = await rules.refusal(order, tx);
    if (why) throw why;
    await refuseChangedMeanwhile(tx, order, plan);
    if (quota) await assertQuotas(tx, deps.clock.now(), quota);
    if (plan.timeChanges) await assertStock(tx, deps.clock.now(), await stockDemandsAfter(tx, order, plan), plan.slot.startTime);
    const difference = unitPrice === null ? null : await courtLinesDifference(tx, order, unitPrice);
    await moveBookings(deps, tx, order, plan);
    await rewriteLines(tx, order, plan, unitPrice);
    const settlement = await settleDifference(deps, tx, order, plan, difference);
    await recordAudit(tx, {
      actorAdminId: mover.kind === "staff" ? mover.adminId : null,
      action: "order.move",
      entity: "order",
      entityId: order.id,
      before: { inv: order.inv, total: order.total, ...plan.was.place },
      after: { inv: order.inv, ...plan.now, booking_id: input.booking_id, ...auditedPrice(mover, settle, settlement) },
    });
    return { order, plan, settlement };
  });
  const settlement = await openDifferencePayment(deps, done.settlement);
  deps.background.run("booking moved mail", () => sendMoveNotice(deps, done.order, plan, mover.kind, settlement));
  return { ...done, settlement };
}

/** A member's plan limits on the day (and week) the booking moves to; staff move without them, as at the desk. */
async function moveQuota(deps: AppDeps, order: OrderRow, plan: MovePlan): Promise<QuotaClaim | null> {
  if (!order.memberId) return null;
  const today = facilityToday(deps.clock.now(), deps.config.timezone);
  const tier = await payerTier(deps.database.db, order.sport, order.memberId, today);
  return moveQuotaClaim(tier, order.sport, plan.was.date, plan.date, plan.placements.length);
}

/** What the audit row says of the price: who moved, whether it was kept, and how a difference was settled. */
function auditedPrice(mover: Mover, settle: boolean, s: Settlement) {
  return {
    by: mover.kind,
    price: settle ? "settled" : "kept",
    difference: s.kind === "refund" ? -s.amount : s.amount,
    difference_order: s.kind === "charge" ? s.child.inv : null,
    refund: s.kind === "refund" ? refundSummary(s.refunds) : null,
  };
}

/** The difference order's payment, opened once the move is committed (as extras open theirs). */
async function openDifferencePayment(deps: AppDeps, s: Settlement): Promise<Settlement> {
  if (s.kind !== "charge") return s;
  return { ...s, child: await startPayment(deps, s.child, "Price difference of a moved booking") };
}
