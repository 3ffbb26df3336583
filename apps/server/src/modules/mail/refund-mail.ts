import { type Order, sportSettings } from "@courtside/contract";
import { escapeHtml } from "./html.ts";
import type { MailMessage } from "./mailer.ts";
import { formatMoney } from "./money.ts";

/** One refund as the customer reads it: how much, and where the money goes. */
export type RefundLine = { amount: number; atDesk: boolean };

type About = { to: string; name: string; order: Order; clubName: string };

function bookingFacts(order: Order) {
  const sport = sportSettings[order.sport].label;
  const extras = Boolean(order.parent_order_id);
  const when = `${order.date}, ${order.timeslot.start}–${order.timeslot.end}`;
  const courts = order.courts.map((c) => c.name).join(", ");
  const what = extras ? `The extras for your ${sport.toLowerCase()} booking` : `Your ${sport.toLowerCase()} booking`;
  return { sport, extras, when, courts, what, facts: [`Invoice: ${order.inv}`, `When: ${when}`, `Courts: ${courts}`] };
}

function refundSentences(refunds: RefundLine[], currency: string): string[] {
  return refunds.map((r) =>
    r.atDesk
      ? `Refund: ${formatMoney(r.amount, currency)}, to be handed back to you at the desk.`
      : `Refund: ${formatMoney(r.amount, currency)}, returned the way you paid (it can take a few days to show on your statement).`,
  );
}

function html(name: string, paragraphs: string[]): string {
  return [`Hello ${name},`, ...paragraphs].map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`).join("");
}

/**
 * Sent when a member or staff cancel an order: what was cancelled and what comes back — the
 * refund and where it goes, "no refund" when a payment is `kept`, or that nothing was paid.
 */
export function cancellationMail(p: About & { byClub: boolean; kept: boolean; refunds: RefundLine[] }): MailMessage {
  const { order } = p;
  const f = bookingFacts(order);
  const refundLines = refundSentences(p.refunds, order.currency);
  const money =
    refundLines.length > 0
      ? refundLines
      : [p.kept ? "No refund: the payment for it is not returned." : "Nothing was paid for it, so there is nothing to refund."];
  const opening = `${f.what} at ${p.clubName} has been cancelled${p.byClub ? " by the club" : ""}.`;
  const paragraphs = [opening, f.facts.join("\n"), money.join("\n")];
  return {
    to: p.to,
    subject: `${f.extras ? "Extras cancelled" : "Booking cancelled"}: ${f.sport}, ${f.when} (${order.inv})`,
    text: [`Hello ${p.name},`, ...paragraphs].join("\n\n"),
    html: html(p.name, paragraphs),
  };
}

/**
 * Sent when a payment the order could not use went back automatically (it came after the
 * hold lapsed and the court was taken, after the order was cancelled, or twice): why, and
 * the refund.
 */
export function paymentRefundedMail(p: About & { reason: string; refunds: RefundLine[] }): MailMessage {
  const { order } = p;
  const f = bookingFacts(order);
  const total = p.refunds.reduce((sum, r) => sum + r.amount, 0);
  const paragraphs = [
    `We could not use your payment of ${formatMoney(total, order.currency)} for invoice ${order.inv}. ${p.reason}`,
    refundSentences(p.refunds, order.currency).join("\n"),
    f.facts.join("\n"),
  ];
  return {
    to: p.to,
    subject: `Payment refunded: ${f.sport}, ${f.when} (${order.inv})`,
    text: [`Hello ${p.name},`, ...paragraphs].join("\n\n"),
    html: html(p.name, paragraphs),
  };
}
