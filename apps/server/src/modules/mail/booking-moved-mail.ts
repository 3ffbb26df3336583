import { formatSlot, type Locale, type Order } from "@courtside/contract";
import { mailWords } from "./i18n.ts";
import { composeMail, type MailClub } from "./layout.ts";
import type { MailMessage } from "./mailer.ts";
import { formatMoney } from "./money.ts";

/** Where a booking was or is now: its courts, date and time. */
export type BookedPlace = { courts: string[]; date: string; start: string; end: string };

const placeText = (p: BookedPlace, locale: Locale) => `${p.courts.join(", ")}, ${formatSlot(p.date, p.start, p.end, locale)}`;

/** How the price changed: nothing to settle, a difference to pay (its order and link), or money back. */
export type MovedDifference =
  | { kind: "none" }
  | { kind: "charge"; amount: number; currency: string; inv: string; link: string }
  | { kind: "refund"; amount: number; currency: string };

/**
 * Sent when a booking moves to another court, time or date (by the club or by the member):
 * where it was, where it is now, and the price difference (a link to pay it, or the refund).
 * `order` is the order as it is after the move; `link` opens the booking.
 */
export function bookingMovedMail(p: {
  to: string;
  name: string;
  order: Order;
  club: MailClub;
  link: string;
  was: BookedPlace;
  now: BookedPlace;
  byClub: boolean;
  difference: MovedDifference;
}): MailMessage {
  const { locale } = p.club;
  const t = mailWords(locale);
  const sportName = t("mail.sport", { sport: p.order.sport });
  const when = formatSlot(p.now.date, p.now.start, p.now.end, locale);
  return composeMail({
    to: p.to,
    subject: t("mail.moved.subject", { sportName, when, inv: p.order.inv }),
    club: p.club,
    content: {
      greeting: t("mail.greeting", { name: p.name }),
      intro: [t("mail.moved.intro", { sport: p.order.sport, club: p.club.name, byClub: p.byClub ? "yes" : "no" })],
      facts: [
        [t("mail.facts.now"), placeText(p.now, locale)],
        [t("mail.facts.was"), placeText(p.was, locale)],
        [t("mail.facts.invoice"), p.order.inv],
      ],
      notes: [differenceNote(p.difference, locale)],
      action:
        p.difference.kind === "charge"
          ? { label: t("mail.moved.pay"), href: p.difference.link }
          : { label: t("mail.openBooking"), href: p.link },
    },
  });
}

function differenceNote(d: MovedDifference, locale: Locale): string {
  const t = mailWords(locale);
  if (d.kind === "none") return t("mail.moved.same");
  const amount = formatMoney(d.amount, d.currency, locale);
  if (d.kind === "refund") return t("mail.moved.refund", { amount });
  return t("mail.moved.charge", { amount, inv: d.inv });
}
