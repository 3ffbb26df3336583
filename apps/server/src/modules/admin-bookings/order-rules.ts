import type { OrderRow } from "../orders/order-queries.ts";

/**
 * What staff may do with an order in its current state. The services check the same rules
 * under the row lock; the detail page shows only the actions these allow.
 */
/** A membership's order is cancelled (and paid) as a membership, so its dates and refund follow the plan. */
export const MEMBERSHIP_ORDER_REFUSAL =
  "This order pays for a membership: cancel or sell the membership itself (POST /api/admin/memberships/{id}/cancel, or a desk sale).";
/** A top-up's money became credit: it is taken back, if ever, as a credit adjustment. */
export const TOPUP_ORDER_REFUSAL =
  "This order is a club credit top-up: its money is the member's credit now. Adjust the credit on the customer's page instead.";

/** Orders that pay for something other than courts are handled by what they pay for. */
function otherKindRefusal(row: OrderRow): string | null {
  if (row.kind === "membership") return MEMBERSHIP_ORDER_REFUSAL;
  if (row.kind === "topup") return TOPUP_ORDER_REFUSAL;
  return null;
}

export function cancelRefusal(row: OrderRow): string | null {
  const other = otherKindRefusal(row);
  if (other) return other;
  if (row.status === "pending" || row.status === "paid") return null;
  // A payment that arrived after the hold lapsed (courts gone): cancelling refunds it.
  if (row.status === "expired" && row.refundDue) return null;
  if (row.status === "expired") return "This order's hold expired, so there is nothing to cancel.";
  if (row.status === "refunded") return "This order is already cancelled and refunded.";
  return "This order is already cancelled.";
}

export function markPaidRefusal(row: OrderRow): string | null {
  const other = otherKindRefusal(row);
  if (other) return other;
  if (row.status === "pending") return null;
  if (row.status === "paid") return "This order is already paid.";
  if (row.status === "expired" && row.refundDue)
    return "This order was already paid online after its hold lapsed; refund it instead.";
  // A lapsed hold of a booking may be taken up again if its courts are still free.
  if (row.status === "expired" && row.parentOrderId === null) return null;
  if (row.status === "expired") return "This order's hold expired; make a new one.";
  return "This order is cancelled and can no longer be paid.";
}

export function resendRefusal(row: OrderRow): string | null {
  return row.status === "paid" ? null : "Only a paid order has a confirmation to send.";
}

/** Whether the order's courts may move (the start of its slot is checked apart: `moveRefusal`'s callers know it). */
export function moveRefusal(row: OrderRow): string | null {
  const other = otherKindRefusal(row);
  if (other) return other;
  if (row.parentOrderId !== null) return "Extra add-on orders hold no courts: move the booking they belong to.";
  if (row.status === "pending" || row.status === "paid") return null;
  if (row.status === "expired") return "This order's hold expired, so it holds no courts to move.";
  return "This order is cancelled: its courts are free, so there is nothing to move.";
}

/**
 * Whether staff may refund part of the order. Only a paid order: one whose payment came
 * after its hold lapsed (`refund_due`) is cancelled with a refund, and a cancelled or
 * refunded one has nothing left that a partial refund could return. The money left to
 * refund is checked apart (from its payments, under the row lock).
 */
export function partRefundRefusal(row: OrderRow): string | null {
  const other = otherKindRefusal(row);
  if (other) return other;
  if (row.status === "paid") return null;
  if (row.status === "expired" && row.refundDue)
    return "This order's payment came after its hold lapsed: cancel it with a refund to return it all.";
  if (row.status === "refunded") return "This order is already refunded in full.";
  return "This order was never paid, so there is nothing to refund.";
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
