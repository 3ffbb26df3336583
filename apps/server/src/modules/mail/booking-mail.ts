import { formatSlot, type Locale, type Order } from "@courtside/contract";
import { mailWords } from "./i18n.ts";
import { composeMail, type MailClub } from "./layout.ts";
import type { MailMessage } from "./mailer.ts";
import { formatMoney } from "./money.ts";

/** Who the mail is about: its reader, their order and the club. */
export type OrderMail = { to: string; name: string; order: Order; club: MailClub };

/** What every mail about an order names: its invoice, when and where, in the one date style, in the reader's language. */
export function orderFacts(order: Order, locale: Locale) {
  const t = mailWords(locale);
  const sport = t("mail.sport", { sport: order.sport });
  const extras = Boolean(order.parent_order_id);
  const when = formatSlot(order.date, order.timeslot.start, order.timeslot.end, locale);
  const courts = order.courts.map((c) => c.name).join(", ");
  const facts: [string, string][] = [
    [t("mail.facts.invoice"), order.inv],
    [t("mail.facts.when"), when],
    [t("mail.facts.courts"), courts],
  ];
  return { sport, extras, when, facts, headline: `${sport}, ${when} (${order.inv})` };
}

/** Sent when an order becomes paid: every line, the total, the invoice number and the .ics file. */
export function confirmationMail(p: OrderMail & { link: string; calendar: string }): MailMessage {
  const { order } = p;
  const { locale } = p.club;
  const t = mailWords(locale);
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const f = orderFacts(order, locale);
  const extras = f.extras ? "yes" : "no";
  return composeMail({
    to: p.to,
    subject: t("mail.confirmation.subject", { extras, headline: f.headline }),
    club: p.club,
    content: {
      greeting: t("mail.greeting", { name: p.name }),
      intro: [t("mail.confirmation.intro", { extras, sport: order.sport, club: p.club.name })],
      facts: f.facts,
      lines: {
        items: order.lines.map((l) => [`${l.qty} × ${l.description}`, money(l.amount)]),
        total: money(order.total),
      },
      notes: [t("mail.confirmation.calendar")],
      action: { label: t("mail.confirmation.action"), href: p.link },
    },
    attachments: [
      { filename: `${order.inv}.ics`, content: p.calendar, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
    ],
  });
}
