import { formatSlot, type Order, sportSettings } from "@courtside/contract";
import { composeMail, type MailClub } from "./layout.ts";
import type { MailMessage } from "./mailer.ts";
import { formatMoney } from "./money.ts";

/** Where a booking was or is now: its courts, date and time. */
export type BookedPlace = { courts: string[]; date: string; start: string; end: string };

const placeText = (p: BookedPlace) => `${p.courts.join(", ")}, ${formatSlot(p.date, p.start, p.end)}`;

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
  const sport = sportSettings[p.order.sport].label;
  return composeMail({
    to: p.to,
    subject: `Booking moved: ${sport}, ${formatSlot(p.now.date, p.now.start, p.now.end)} (${p.order.inv})`,
    club: p.club,
    content: {
      greeting: `Hello ${p.name},`,
      intro: [
        `Your ${sport.toLowerCase()} booking at ${p.club.name} has been moved${p.byClub ? " by the club" : " as you asked"}.`,
      ],
      facts: [
        ["Now", placeText(p.now)],
        ["Was", placeText(p.was)],
        ["Invoice", p.order.inv],
      ],
      notes: [differenceNote(p.difference)],
      action:
        p.difference.kind === "charge"
          ? { label: "Pay the difference", href: p.difference.link }
          : { label: "Open your booking", href: p.link },
    },
  });
}

function differenceNote(d: MovedDifference): string {
  if (d.kind === "none") return "Everything else stays as it was, including the price.";
  const money = formatMoney(d.amount, d.currency);
  if (d.kind === "refund") return `The new time costs less: ${money} is refunded the way you paid.`;
  return `The new time costs ${money} more (order ${d.inv}). The booking is already moved; please pay the difference with the link below.`;
}
