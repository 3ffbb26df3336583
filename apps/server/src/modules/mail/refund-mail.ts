import { formatSlot, type Locale } from "@courtside/contract";
import { type OrderMail, orderFacts } from "./booking-mail.ts";
import { mailWords } from "./i18n.ts";
import { composeMail } from "./layout.ts";
import type { MailMessage } from "./mailer.ts";
import { formatMoney } from "./money.ts";

/** One refund as the customer reads it: how much, and where the money goes. */
export type RefundLine = { amount: number; to: "desk" | "payment" | "credit" };

/** A court no longer booked for the customer after a part refund: which, and when. */
export type FreedCourt = { court: string; date: string; start: string; end: string };

/** Why the club cancelled or refunded: what staff typed, or a closure's reason (said as one). */
export type ClubReason = string | { closure: string };

/** The club's reason in the reader's language ("Closure: …" for a closure). */
export function clubReasonText(reason: ClubReason, locale: Locale): string {
  return typeof reason === "string" ? reason : mailWords(locale)("mail.refund.closure", { reason: reason.closure });
}

function refundSentences(refunds: RefundLine[], currency: string, locale: Locale): string[] {
  const t = mailWords(locale);
  return refunds.map((r) => t("mail.refund.line", { amount: formatMoney(r.amount, currency, locale), to: r.to }));
}

/**
 * Sent when a member or staff cancel an order: what was cancelled, why when staff said why,
 * and what comes back — the refund and where it goes, "no refund" when a payment is `kept`,
 * or that nothing was paid.
 */
export function cancellationMail(
  p: OrderMail & { byClub: boolean; reason?: ClubReason | null; kept: boolean; refunds: RefundLine[] },
): MailMessage {
  const { order } = p;
  const { locale } = p.club;
  const t = mailWords(locale);
  const f = orderFacts(order, locale);
  const extras = f.extras ? "yes" : "no";
  const refundLines = refundSentences(p.refunds, order.currency, locale);
  const money = refundLines.length > 0 ? refundLines : [t(p.kept ? "mail.cancelled.kept" : "mail.cancelled.unpaid")];
  const opening = t("mail.cancelled.intro", { extras, sport: order.sport, club: p.club.name, byClub: p.byClub ? "yes" : "no" });
  const reason = p.byClub && p.reason ? [t("mail.refund.reason", { reason: clubReasonText(p.reason, locale) })] : [];
  return composeMail({
    to: p.to,
    subject: t("mail.cancelled.subject", { extras, headline: f.headline }),
    club: p.club,
    content: {
      greeting: t("mail.greeting", { name: p.name }),
      intro: [opening, ...reason],
      facts: f.facts,
      notes: [money.join("\n")],
    },
  });
}

/**
 * Sent when a payment the order could not use went back automatically (it came after the
 * hold lapsed and the court was taken, after the order was cancelled, or twice): why, and
 * the refund. `reason` is already in the reader's language.
 */
export function paymentRefundedMail(p: OrderMail & { reason: string; refunds: RefundLine[] }): MailMessage {
  const { order } = p;
  const { locale } = p.club;
  const t = mailWords(locale);
  const f = orderFacts(order, locale);
  const total = p.refunds.reduce((sum, r) => sum + r.amount, 0);
  return composeMail({
    to: p.to,
    subject: t("mail.paymentRefunded.subject", { headline: f.headline }),
    club: p.club,
    content: {
      greeting: t("mail.greeting", { name: p.name }),
      intro: [
        t("mail.paymentRefunded.intro", { amount: formatMoney(total, order.currency, locale), inv: order.inv, reason: p.reason }),
      ],
      notes: [refundSentences(p.refunds, order.currency, locale).join("\n")],
      facts: f.facts,
    },
  });
}

/**
 * Sent when staff refund part of an order (goodwill, a closure over some of its courts): how
 * much and where each part went, the club's reason, and which courts are no longer booked.
 * The rest of the booking stands.
 */
export function partRefundMail(
  p: OrderMail & { reason: ClubReason; refunds: RefundLine[]; freedCourts: FreedCourt[] },
): MailMessage {
  const { order } = p;
  const { locale } = p.club;
  const t = mailWords(locale);
  const f = orderFacts(order, locale);
  const total = formatMoney(
    p.refunds.reduce((sum, r) => sum + r.amount, 0),
    order.currency,
    locale,
  );
  const courts = p.freedCourts.map((c) => `${c.court}, ${formatSlot(c.date, c.start, c.end, locale)}`).join("; ");
  const freed = p.freedCourts.length > 0 ? [t("mail.partRefund.freed", { courts })] : [];
  return composeMail({
    to: p.to,
    subject: t("mail.partRefund.subject", { amount: total, headline: f.headline }),
    club: p.club,
    content: {
      greeting: t("mail.greeting", { name: p.name }),
      intro: [
        t("mail.partRefund.intro", { club: p.club.name, amount: total, inv: order.inv }),
        t("mail.refund.reason", { reason: clubReasonText(p.reason, locale) }),
        ...freed,
      ],
      notes: [refundSentences(p.refunds, order.currency, locale).join("\n")],
      facts: f.facts,
    },
  });
}
