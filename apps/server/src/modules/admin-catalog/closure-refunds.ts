import {
  CLOSURE_HIT_FIELD,
  CLOSURE_REFUND_FAILED_CODE,
  type ClosureHitChoice,
  type RefundDestination,
} from "@courtside/contract";
import type { Db } from "../../db/client.ts";
import { sqlState } from "../../db/errors.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError, inLocale, type Wording, worded } from "../../http/http-error.ts";
import { afterStaffCancel, cancelFamily, type StaffCancellation } from "../admin-bookings/order-actions.ts";
import { applyPartRefund, heldCourts } from "../admin-bookings/part-refund-core.ts";
import type { FreedCourt } from "../mail/refund-mail.ts";
import { sendPartRefundNotice } from "../orders/cancellation-notice.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { assertRefundable, type RecordedRefund, unrefundedCharges } from "../payments/refunds.ts";
import { type BookingHit, type HitPlan, hitOrders, planHitOrder } from "./closure-hits.ts";
import { adminCatalogWords } from "./i18n.ts";

/** What closing one hit order did, for the closure's audit row and the mails sent after commit. */
export type ClosedOrder =
  | { kind: "cancel_order"; inv: string; done: StaffCancellation; refund: number }
  | { kind: "refund_courts"; inv: string; row: OrderRow; refunds: RecordedRefund[]; freed: FreedCourt[]; refund: number };

/** Guests have no club credit: asked to refund as credit, they get their money back the way they paid. */
const destinationOf = (choice: ClosureHitChoice, order: OrderRow): RefundDestination =>
  choice === "refund_to_credit" && order.memberId ? "credit" : "payment";

/** Why an order could not be closed: a refusal's own wording (in the request's language), else its English message. */
const reasonOf = (err: unknown, fallback: Wording): Wording =>
  err instanceof HttpError ? err.wording : err instanceof Error ? err.message : fallback;

/** 409 naming the orders a closure could not close; the transaction rolls back, so nothing was written. */
function refundFailed(orders: OrderRow[], why: Wording): HttpError {
  const invs = orders.map((o) => o.inv).join(", ");
  const message = worded(adminCatalogWords, "admin-catalog.refundFailed", (locale) => ({
    orders: invs,
    why: inLocale(why, locale),
  }));
  // One line per order, aligned with params.order_ids, as the hits of a refused closure are.
  const lines = orders.map((o) => worded(adminCatalogWords, "admin-catalog.refundFailedLine", { inv: o.inv }));
  return new HttpError(409, message, { [CLOSURE_HIT_FIELD]: lines }, undefined, {
    code: CLOSURE_REFUND_FAILED_CODE,
    params: { order_ids: orders.map((o) => o.id) },
  });
}

/**
 * Closes every order a closure hits, in the closure's transaction (under the closure lock):
 * each order's row locked in id order, planned again under the lock, every provider checked
 * before any money moves, then each cancelled or refunded in part and audited. Any failure
 * throws with the order named, and the caller's transaction writes nothing.
 */
export async function closeHitOrders(
  deps: AppDeps,
  tx: Db,
  staff: { adminId: string },
  hits: BookingHit[],
  choice: Exclude<ClosureHitChoice, "refuse">,
  reason: string,
): Promise<ClosedOrder[]> {
  const plans: HitPlan[] = [];
  for (const order of await hitOrders(tx, hits, true))
    plans.push(
      await planHitOrder(
        tx,
        order,
        hits.filter((h) => h.orderId === order.id),
      ),
    );
  await assertEveryRefundPossible(deps, tx, plans, choice);
  const closed: ClosedOrder[] = [];
  for (const plan of plans) {
    try {
      closed.push(await closeOne(deps, tx, staff, plan, destinationOf(choice, plan.order), `Closure: ${reason}`));
    } catch (err) {
      // A deadlock is the database's to report (the caller answers "try again"); anything else names the order.
      if (sqlState(err) === "40P01") throw err;
      throw refundFailed([plan.order], reasonOf(err, worded(adminCatalogWords, "admin-catalog.refundFailedWhy")));
    }
  }
  return closed;
}

/** Every order refunded to its payment must have its provider here; all failing ones are named at once. */
async function assertEveryRefundPossible(deps: AppDeps, tx: Db, plans: HitPlan[], choice: ClosureHitChoice) {
  const failing: OrderRow[] = [];
  let why: Wording = "";
  for (const plan of plans) {
    if (plan.refund === 0 || destinationOf(choice, plan.order) === "credit") continue;
    try {
      assertRefundable(deps, await unrefundedCharges(tx, plan.order.id));
    } catch (err) {
      failing.push(plan.order);
      why = reasonOf(err, why);
    }
  }
  if (failing.length > 0) {
    const reason = why;
    throw refundFailed(
      failing,
      worded(adminCatalogWords, "admin-catalog.refundFailedProvider", (locale) => ({ why: inLocale(reason, locale) })),
    );
  }
}

async function closeOne(
  deps: AppDeps,
  tx: Db,
  staff: { adminId: string },
  plan: HitPlan,
  to: RefundDestination,
  reason: string,
): Promise<ClosedOrder> {
  const { order } = plan;
  if (plan.outcome === "cancel_order") {
    const done = await cancelFamily(deps, tx, staff, order.id, { refund: true, refund_to: to, reason });
    return { kind: "cancel_order", inv: order.inv, done, refund: plan.refund };
  }
  const held = await heldCourts(deps, tx, order.id);
  const charges = await unrefundedCharges(tx, order.id);
  const freeBookingIds = plan.hits.map((h) => h.bookingId);
  const applied = await applyPartRefund(
    deps,
    tx,
    order,
    charges,
    { amount: plan.refund, lineIds: plan.lineIds, freeBookingIds, to },
    held,
    { adminId: staff.adminId, reason },
  );
  return {
    kind: "refund_courts",
    inv: order.inv,
    row: applied.row,
    refunds: applied.refunds,
    freed: applied.freed,
    refund: plan.refund,
  };
}

/** Once the closure committed: each customer is mailed what was cancelled or refunded, and where the money went. */
export function mailClosedOrders(deps: AppDeps, closed: ClosedOrder[], reason: string): void {
  const why = { closure: reason };
  for (const c of closed) {
    if (c.kind === "cancel_order") afterStaffCancel(deps, c.done, why);
    else
      deps.background.run("closure part refund mail", () =>
        sendPartRefundNotice(deps, c.row, { reason: why, refunds: c.refunds, freedCourts: c.freed }),
      );
  }
}
