import type { AuditAction, AuditEntry } from "@courtside/contract";
import type { AuditKind } from "./audit-kind.ts";
import { type AuditContext, bookingOf, bookingRef, fieldsOf, money, placeOf, text } from "./audit-words.ts";

type OrderAction = Extract<AuditAction, `order.${string}`>;

/** How a move changed the price (moves audited before prices were settled say nothing). */
function movePrice(after: Record<string, unknown>, ctx: AuditContext): string {
  if (after.price === "kept") return ", price kept as booked";
  const difference = typeof after.difference === "number" ? after.difference : 0;
  if (difference > 0) return `, ${money(difference, ctx)} more to pay (${text(after.difference_order) ?? "a new order"})`;
  if (difference < 0) return `, ${money(-difference, ctx)} refunded`;
  return "";
}

/** What staff (or the system) did to an order, after the actor's name. */
export const orderKinds: Record<OrderAction, AuditKind> = {
  "order.desk_create": {
    label: "Booked at the desk",
    says: (e, ctx) => {
      const after = fieldsOf(e.after);
      const payment = after.payment === "paid" ? "paid at the desk" : "to pay later";
      return `booked ${bookingRef(e)} at the desk for ${money(after.total, ctx)}, ${payment}`;
    },
  },
  "order.cancel": {
    label: "Cancelled an order",
    says: (e, ctx) => {
      const after = fieldsOf(e.after);
      const refund = fieldsOf(after.refund);
      const paid = fieldsOf(e.before).status === "paid";
      const money_ = refund.amount ? `, refund ${money(refund.amount, ctx, refund.currency)}` : paid ? ", no refund" : "";
      const reason = text(after.reason) ? ` (reason: ${after.reason})` : "";
      return `cancelled ${bookingOf(e)}${money_}${reason}`;
    },
  },
  "order.mark_paid": {
    label: "Marked paid at the desk",
    says: (e, ctx) => `marked ${bookingOf(e)} paid at the desk: ${money(fieldsOf(fieldsOf(e.after).payment).amount, ctx)}`,
  },
  "order.resend_confirmation": {
    label: "Sent a confirmation again",
    says: (e) => `sent the confirmation of ${bookingOf(e)} again to ${text(fieldsOf(e.after).to) ?? "the customer"}`,
  },
  "order.auto_refund": {
    label: "Refunded automatically",
    says: (e, ctx) => {
      const after = fieldsOf(e.after);
      const refund = fieldsOf(after.refund);
      const why = text(after.reason) ? `: ${after.reason}` : "";
      return `refunded ${money(refund.amount, ctx, refund.currency)} for ${bookingOf(e)} automatically${why}`;
    },
  },
  "order.move": {
    label: "Moved a booking",
    says: (e, ctx) => {
      const before = fieldsOf(e.before);
      const after = fieldsOf(e.after);
      const inv = text(before.inv) ?? e.booking?.inv ?? e.entity_id;
      const who = after.by === "member" ? " for the member (in their profile)" : "";
      return `moved booking ${inv}${who} from ${placeOf(before)} to ${placeOf(after)}${movePrice(after, ctx)}`;
    },
  },
  "order.no_show": {
    label: "Marked a no-show",
    says: (e) => `marked ${noShowPlace(e)} a no-show`,
  },
  "order.no_show_undo": {
    label: "Undid a no-show",
    says: (e) => `undid the no-show of ${noShowPlace(e)}`,
  },
  "order.refund_part": {
    label: "Refunded part of an order",
    says: (e, ctx) => {
      const after = fieldsOf(e.after);
      const refund = fieldsOf(after.refund);
      const where = after.to === "credit" ? " as club credit" : "";
      const freed =
        Array.isArray(after.freed_courts) && after.freed_courts.length > 0 ? `, freeing ${after.freed_courts.join("; ")}` : "";
      const reason = text(after.reason) ? ` (reason: ${after.reason})` : "";
      return `refunded ${money(refund.amount, ctx, refund.currency)} of ${bookingOf(e)}${where}${freed}${reason}`;
    },
  },
};

/** "booking T-… on Court 3, Tue 24 Nov 18:00": the one court the entry marked, not the whole order. */
function noShowPlace(e: AuditEntry): string {
  const after = fieldsOf(e.after);
  const inv = text(after.inv) ?? e.booking?.inv ?? e.entity_id;
  const place = placeOf(after);
  return place ? `booking ${inv} on ${place}` : `booking ${inv}`;
}
