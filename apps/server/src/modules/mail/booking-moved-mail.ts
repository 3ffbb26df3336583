import { formatSlot, type Order, sportSettings } from "@courtside/contract";
import { composeMail, type MailClub } from "./layout.ts";
import type { MailMessage } from "./mailer.ts";

/** Where a booking was or is now: its courts, date and time. */
export type BookedPlace = { courts: string[]; date: string; start: string; end: string };

const placeText = (p: BookedPlace) => `${p.courts.join(", ")}, ${formatSlot(p.date, p.start, p.end)}`;

/**
 * Sent when staff move a booking to another court or time: where it was, where it is now,
 * and that nothing else changed (the price stays as booked). `order` is the order as it is
 * after the move; `link` opens the booking.
 */
export function bookingMovedMail(p: {
  to: string;
  name: string;
  order: Order;
  club: MailClub;
  link: string;
  was: BookedPlace;
  now: BookedPlace;
}): MailMessage {
  const sport = sportSettings[p.order.sport].label;
  return composeMail({
    to: p.to,
    subject: `Booking moved: ${sport}, ${formatSlot(p.now.date, p.now.start, p.now.end)} (${p.order.inv})`,
    club: p.club,
    content: {
      greeting: `Hello ${p.name},`,
      intro: [`Your ${sport.toLowerCase()} booking at ${p.club.name} has been moved by the club.`],
      facts: [
        ["Now", placeText(p.now)],
        ["Was", placeText(p.was)],
        ["Invoice", p.order.inv],
      ],
      notes: ["Everything else stays as it was, including the price."],
      action: { label: "Open your booking", href: p.link },
    },
  });
}
