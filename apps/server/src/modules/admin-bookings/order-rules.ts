import { type ErrorCode, HttpError, worded } from "../../http/http-error.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { adminBookingWords } from "./i18n.ts";

/**
 * What staff may do with an order in its current state: each rule answers null, or the 409 to
 * throw. The services check the same rules under the row lock; the detail page shows only the
 * actions these allow.
 */

type Key = Parameters<ReturnType<typeof adminBookingWords>>[0];

/** 409 for an order in the wrong state: its catalogue words, and its code with the order's status. */
export function orderRefusal(key: Key, code: string, row?: OrderRow): HttpError {
  const detail: ErrorCode = row ? { code, params: { status: row.status } } : { code };
  return new HttpError(409, worded(adminBookingWords, key, row && { status: row.status }), undefined, undefined, detail);
}

/**
 * Orders that pay for something other than courts are handled by what they pay for: a
 * membership's is cancelled (and paid) as a membership, so its dates and refund follow the
 * plan; a top-up's money became credit, taken back, if ever, as a credit adjustment.
 */
function otherKindRefusal(row: OrderRow): HttpError | null {
  if (row.kind === "membership") return orderRefusal("admin-bookings.membershipOrder", "order_is_membership");
  if (row.kind === "topup") return orderRefusal("admin-bookings.topupOrder", "order_is_topup");
  return null;
}

export function cancelRefusal(row: OrderRow): HttpError | null {
  const other = otherKindRefusal(row);
  if (other) return other;
  if (row.status === "pending" || row.status === "paid") return null;
  // A payment that arrived after the hold lapsed (courts gone): cancelling refunds it.
  if (row.status === "expired" && row.refundDue) return null;
  return orderRefusal("admin-bookings.notCancellable", "order_not_cancellable", row);
}

export function markPaidRefusal(row: OrderRow): HttpError | null {
  const other = otherKindRefusal(row);
  if (other) return other;
  if (row.status === "pending") return null;
  if (row.status === "paid") return orderRefusal("admin-bookings.alreadyPaid", "order_already_paid", row);
  if (row.status === "expired" && row.refundDue) return orderRefusal("admin-bookings.paidAfterLapse", "order_refund_due", row);
  // A lapsed hold of a booking may be taken up again if its courts are still free.
  if (row.status === "expired" && row.parentOrderId === null) return null;
  return orderRefusal("admin-bookings.notPayable", "order_not_payable", row);
}

export function resendRefusal(row: OrderRow): HttpError | null {
  return row.status === "paid" ? null : orderRefusal("admin-bookings.resendUnpaid", "order_not_paid", row);
}

/** Whether the order's courts may move (the start of its slot is checked apart: `moveRefusal`'s callers know it). */
export function moveRefusal(row: OrderRow): HttpError | null {
  const other = otherKindRefusal(row);
  if (other) return other;
  if (row.parentOrderId !== null) return orderRefusal("admin-bookings.extrasNotMovable", "order_is_extras");
  if (row.status === "pending" || row.status === "paid") return null;
  return orderRefusal("admin-bookings.notMovable", "order_not_movable", row);
}

/**
 * Whether staff may refund part of the order. Only a paid order: one whose payment came
 * after its hold lapsed (`refund_due`) is cancelled with a refund, and a cancelled or
 * refunded one has nothing left that a partial refund could return. The money left to
 * refund is checked apart (from its payments, under the row lock).
 */
export function partRefundRefusal(row: OrderRow): HttpError | null {
  const other = otherKindRefusal(row);
  if (other) return other;
  if (row.status === "paid") return null;
  if (row.status === "expired" && row.refundDue) return orderRefusal("admin-bookings.refundDueCancel", "order_refund_due", row);
  return orderRefusal("admin-bookings.notRefundable", "order_not_refundable", row);
}

/** `started`: the order's slot has begun (a booking under way or over stays where it was played). */
export function allowedActions(row: OrderRow, started: boolean, refundLeft: number) {
  return {
    cancel: cancelRefusal(row) === null,
    mark_paid: markPaidRefusal(row) === null,
    resend_confirmation: resendRefusal(row) === null,
    move: moveRefusal(row) === null && !started,
    refund_part: partRefundRefusal(row) === null && refundLeft > 0,
  };
}
