import { formatInstant, type Order } from "@courtside/contract";
import { orderFacts } from "../mail/booking-mail.ts";
import { composeMail, type MailClub } from "../mail/layout.ts";
import type { MailMessage } from "../mail/mailer.ts";

export type Reminder = {
  to: string;
  name: string;
  order: Order;
  club: MailClub;
  /** The booking's page (cancel there while it is free). */
  link: string;
  calendar: string;
  /** Until when cancelling is free; null when that has passed. */
  freeUntil: Date | null;
  optOutLink: string;
  zone: string;
};

/** The day before: when and where, the calendar file, and how to cancel while it is still free. */
export function reminderMail(r: Reminder): MailMessage {
  const f = orderFacts(r.order);
  const sport = f.sport.toLowerCase();
  return composeMail({
    to: r.to,
    subject: `Tomorrow: ${f.headline}`,
    club: r.club,
    content: {
      greeting: `Hello ${r.name},`,
      intro: [`A reminder of your ${sport} booking at ${r.club.name} tomorrow.`],
      facts: f.facts,
      notes: [
        r.freeUntil
          ? `Can't come? Cancel free of charge until ${formatInstant(r.freeUntil.toISOString(), r.zone)}, so someone else can play.`
          : "Free cancellation has ended for this booking.",
        "The attached calendar file adds the booking to your calendar.",
        `Don't want these reminders? Turn them off: ${r.optOutLink}`,
      ],
      action: { label: r.freeUntil ? "Open or cancel your booking" : "Open your booking", href: r.link },
    },
    attachments: [
      { filename: `${r.order.inv}.ics`, content: r.calendar, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
    ],
  });
}
