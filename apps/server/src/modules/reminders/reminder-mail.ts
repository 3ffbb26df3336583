import { formatInstant, type Order } from "@courtside/contract";
import { orderFacts } from "../mail/booking-mail.ts";
import { mailWords } from "../mail/i18n.ts";
import { composeMail, type MailClub } from "../mail/layout.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { reminderWords } from "./i18n.ts";

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

/** The day before: when and where, the calendar file, and how to cancel while it is still free (in the reader's language). */
export function reminderMail(r: Reminder): MailMessage {
  const { locale } = r.club;
  const t = reminderWords(locale);
  const f = orderFacts(r.order, locale);
  return composeMail({
    to: r.to,
    subject: t("reminders.subject", { headline: f.headline }),
    club: r.club,
    content: {
      greeting: mailWords(locale)("mail.greeting", { name: r.name }),
      intro: [t("reminders.intro", { sport: r.order.sport, club: r.club.name })],
      facts: f.facts,
      notes: [
        r.freeUntil
          ? t("reminders.freeUntil", { until: formatInstant(r.freeUntil.toISOString(), r.zone, locale) })
          : t("reminders.freeEnded"),
        mailWords(locale)("mail.confirmation.calendar"),
        t("reminders.optOut", { link: r.optOutLink }),
      ],
      action: { label: t("reminders.action", { free: r.freeUntil ? "yes" : "no" }), href: r.link },
    },
    attachments: [
      { filename: `${r.order.inv}.ics`, content: r.calendar, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
    ],
  });
}
