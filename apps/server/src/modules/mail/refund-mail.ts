import { type OrderMail, orderFacts } from "./booking-mail.ts";
import { composeMail } from "./layout.ts";
import type { MailMessage } from "./mailer.ts";
import { formatMoney } from "./money.ts";

/** One refund as the customer reads it: how much, and where the money goes. */
export type RefundLine = { amount: number; to: "desk" | "payment" | "credit" };

function refundSentences(refunds: RefundLine[], currency: string): string[] {
  const where = {
    desk: "to be handed back to you at the desk.",
    payment: "returned the way you paid (it can take a few days to show on your statement).",
    credit: "added to your club credit, for your next booking (see your profile).",
  };
  return refunds.map((r) => `Refund: ${formatMoney(r.amount, currency)}, ${where[r.to]}`);
}

/**
 * Sent when a member or staff cancel an order: what was cancelled, why when staff said why,
 * and what comes back — the refund and where it goes, "no refund" when a payment is `kept`,
 * or that nothing was paid.
 */
export function cancellationMail(
  p: OrderMail & { byClub: boolean; reason?: string | null; kept: boolean; refunds: RefundLine[] },
): MailMessage {
  const { order } = p;
  const f = orderFacts(order);
  const what = f.extras ? `The extras for your ${f.sport.toLowerCase()} booking` : `Your ${f.sport.toLowerCase()} booking`;
  const refundLines = refundSentences(p.refunds, order.currency);
  const money =
    refundLines.length > 0
      ? refundLines
      : [p.kept ? "No refund: the payment for it is not returned." : "Nothing was paid for it, so there is nothing to refund."];
  const opening = `${what} at ${p.club.name} has been cancelled${p.byClub ? " by the club" : ""}.`;
  const reason = p.byClub && p.reason ? [`The club's reason: ${p.reason}`] : [];
  return composeMail({
    to: p.to,
    subject: `${f.extras ? "Extras cancelled" : "Booking cancelled"}: ${f.headline}`,
    club: p.club,
    content: { greeting: `Hello ${p.name},`, intro: [opening, ...reason], facts: f.facts, notes: [money.join("\n")] },
  });
}

/**
 * Sent when a payment the order could not use went back automatically (it came after the
 * hold lapsed and the court was taken, after the order was cancelled, or twice): why, and
 * the refund.
 */
export function paymentRefundedMail(p: OrderMail & { reason: string; refunds: RefundLine[] }): MailMessage {
  const { order } = p;
  const f = orderFacts(order);
  const total = p.refunds.reduce((sum, r) => sum + r.amount, 0);
  return composeMail({
    to: p.to,
    subject: `Payment refunded: ${f.headline}`,
    club: p.club,
    content: {
      greeting: `Hello ${p.name},`,
      intro: [`We could not use your payment of ${formatMoney(total, order.currency)} for invoice ${order.inv}. ${p.reason}`],
      notes: [refundSentences(p.refunds, order.currency).join("\n")],
      facts: f.facts,
    },
  });
}

/**
 * Sent when staff refund part of an order (goodwill, a closure over some of its courts): how
 * much and where each part went, the club's reason, and which courts are no longer booked.
 * The rest of the booking stands.
 */
export function partRefundMail(p: OrderMail & { reason: string; refunds: RefundLine[]; freedCourts: string[] }): MailMessage {
  const { order } = p;
  const f = orderFacts(order);
  const total = p.refunds.reduce((sum, r) => sum + r.amount, 0);
  const freed =
    p.freedCourts.length > 0 ? [`No longer booked for you: ${p.freedCourts.join("; ")}. The rest of your booking stands.`] : [];
  return composeMail({
    to: p.to,
    subject: `Part refund of ${formatMoney(total, order.currency)}: ${f.headline}`,
    club: p.club,
    content: {
      greeting: `Hello ${p.name},`,
      intro: [
        `${p.club.name} has refunded ${formatMoney(total, order.currency)} of invoice ${order.inv}.`,
        `The club's reason: ${p.reason}`,
        ...freed,
      ],
      notes: [refundSentences(p.refunds, order.currency).join("\n")],
      facts: f.facts,
    },
  });
}
