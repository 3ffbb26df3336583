import { type Order, sportSettings } from "@courtside/contract";
import { escapeHtml } from "./html.ts";
import type { MailMessage } from "./mailer.ts";

/** Where a booking was or is now: its courts, date and time. */
export type BookedPlace = { courts: string[]; date: string; start: string; end: string };

const placeText = (p: BookedPlace) => `${p.courts.join(", ")}, ${p.date} ${p.start}–${p.end}`;

/**
 * Sent when staff move a booking to another court or time: where it was, where it is now,
 * and that nothing else changed (the price stays as booked). `order` is the order as it is
 * after the move; `link` opens the booking.
 */
export function bookingMovedMail(p: {
  to: string;
  name: string;
  order: Order;
  clubName: string;
  link: string;
  was: BookedPlace;
  now: BookedPlace;
}): MailMessage {
  const sport = sportSettings[p.order.sport].label;
  const paragraphs = [
    `Your ${sport.toLowerCase()} booking at ${p.clubName} has been moved by the club.`,
    `Now: ${placeText(p.now)}\nWas: ${placeText(p.was)}`,
    `Invoice: ${p.order.inv}. Everything else stays as it was, including the price.`,
  ];
  const text = [`Hello ${p.name},`, ...paragraphs, `Your booking: ${p.link}`].join("\n\n");
  const html =
    [`Hello ${p.name},`, ...paragraphs].map((line) => `<p>${escapeHtml(line).replaceAll("\n", "<br>")}</p>`).join("") +
    `<p><a href="${escapeHtml(p.link)}">Open your booking</a></p>`;
  return {
    to: p.to,
    subject: `Booking moved: ${sport}, ${p.now.date} ${p.now.start}–${p.now.end} (${p.order.inv})`,
    text,
    html,
  };
}
