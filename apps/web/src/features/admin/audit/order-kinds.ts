import type { AuditAction, AuditEntry } from "@courtside/contract";
import { t } from "../i18n.ts";
import { type AuditKind, kind } from "./audit-kind.ts";
import { type AuditContext, bookingOf, bookingRef, fieldsOf, money, placeOf, text } from "./audit-words.ts";

type OrderAction = Extract<AuditAction, `order.${string}`>;

/** How a move changed the price, for the sentence's `{price, select, …}` (moves audited before prices were settled say nothing). */
function movePrice(after: Record<string, unknown>, ctx: AuditContext) {
  const difference = typeof after.difference === "number" ? after.difference : 0;
  const order = text(after.difference_order) ?? t("admin.audit.order.move.newOrder");
  if (after.price === "kept") return { price: "kept", amount: "", order: "" };
  if (difference > 0) return { price: "more", amount: money(difference, ctx), order };
  if (difference < 0) return { price: "refunded", amount: money(-difference, ctx), order: "" };
  return { price: "none", amount: "", order: "" };
}

/** A reason staff gave, for the sentence's `{hasReason, select, …}`. */
const reasonOf = (after: Record<string, unknown>) => {
  const reason = text(after.reason);
  return { hasReason: reason ? "yes" : "no", reason: reason ?? "" };
};

/** What staff (or the system) did to an order, after the actor's name. */
export const orderKinds: Record<OrderAction, AuditKind> = {
  "order.desk_create": kind("admin.audit.order.deskCreate.label", (e, ctx) => {
    const after = fieldsOf(e.after);
    return t("admin.audit.order.deskCreate.says", {
      booking: bookingRef(e),
      total: money(after.total, ctx),
      payment: after.payment === "paid" ? "paid" : "later",
    });
  }),
  "order.cancel": kind("admin.audit.order.cancel.label", (e, ctx) => {
    const after = fieldsOf(e.after);
    const refund = fieldsOf(after.refund);
    const paid = fieldsOf(e.before).status === "paid";
    return t("admin.audit.order.cancel.says", {
      ...bookingOf(e),
      refund: refund.amount ? "refund" : paid ? "none" : "unpaid",
      amount: refund.amount ? money(refund.amount, ctx, refund.currency) : "",
      ...reasonOf(after),
    });
  }),
  "order.mark_paid": kind("admin.audit.order.markPaid.label", (e, ctx) =>
    t("admin.audit.order.markPaid.says", {
      ...bookingOf(e),
      amount: money(fieldsOf(fieldsOf(e.after).payment).amount, ctx),
    }),
  ),
  "order.resend_confirmation": kind("admin.audit.order.resendConfirmation.label", (e) => {
    const to = text(fieldsOf(e.after).to);
    return t("admin.audit.order.resendConfirmation.says", { ...bookingOf(e), hasTo: to ? "yes" : "no", to: to ?? "" });
  }),
  "order.auto_refund": kind("admin.audit.order.autoRefund.label", (e, ctx) => {
    const after = fieldsOf(e.after);
    const refund = fieldsOf(after.refund);
    const why = text(after.reason);
    return t("admin.audit.order.autoRefund.says", {
      amount: money(refund.amount, ctx, refund.currency),
      ...bookingOf(e),
      hasWhy: why ? "yes" : "no",
      why: why ?? "",
    });
  }),
  "order.move": kind("admin.audit.order.move.label", (e, ctx) => {
    const before = fieldsOf(e.before);
    const after = fieldsOf(e.after);
    return t("admin.audit.order.move.says", {
      inv: text(before.inv) ?? e.booking?.inv ?? e.entity_id,
      byMember: after.by === "member" ? "yes" : "no",
      from: placeOf(before),
      to: placeOf(after),
      ...movePrice(after, ctx),
    });
  }),
  "order.no_show": kind("admin.audit.order.noShow.label", (e) => t("admin.audit.order.noShow.says", { booking: noShowPlace(e) })),
  "order.no_show_undo": kind("admin.audit.order.noShowUndo.label", (e) =>
    t("admin.audit.order.noShowUndo.says", { booking: noShowPlace(e) }),
  ),
  "order.refund_part": kind("admin.audit.order.refundPart.label", (e, ctx) => {
    const after = fieldsOf(e.after);
    const refund = fieldsOf(after.refund);
    const freed = Array.isArray(after.freed_courts) ? after.freed_courts : [];
    return t("admin.audit.order.refundPart.says", {
      amount: money(refund.amount, ctx, refund.currency),
      ...bookingOf(e),
      toCredit: after.to === "credit" ? "yes" : "no",
      hasFreed: freed.length > 0 ? "yes" : "no",
      freed: freed.join("; "),
      ...reasonOf(after),
    });
  }),
};

/** "booking T-… on Court 3, Tue 24 Nov 18:00": the one court the entry marked, not the whole order. */
function noShowPlace(e: AuditEntry): string {
  const after = fieldsOf(e.after);
  const inv = text(after.inv) ?? e.booking?.inv ?? e.entity_id;
  const place = placeOf(after);
  return t("admin.audit.order.noShow.booking", { inv, hasPlace: place ? "yes" : "no", place });
}
