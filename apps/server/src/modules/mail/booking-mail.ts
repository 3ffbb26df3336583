import { formatSlot, type Order, sportSettings } from "@courtside/contract";
import { composeMail, type MailClub } from "./layout.ts";
import type { MailMessage } from "./mailer.ts";
import { formatMoney } from "./money.ts";

/** Who the mail is about: its reader, their order and the club. */
export type OrderMail = { to: string; name: string; order: Order; club: MailClub };

/** What every mail about an order names: its invoice, when and where, in the one date style. */
export function orderFacts(order: Order) {
  const sport = sportSettings[order.sport].label;
  const extras = Boolean(order.parent_order_id);
  const when = formatSlot(order.date, order.timeslot.start, order.timeslot.end);
  const courts = order.courts.map((c) => c.name).join(", ");
  const facts: [string, string][] = [
    ["Invoice", order.inv],
    ["When", when],
    ["Courts", courts],
  ];
  return { sport, extras, when, facts, headline: `${sport}, ${when} (${order.inv})` };
}

/** Sent when an order becomes paid: every line, the total, the invoice number and the .ics file. */
export function confirmationMail(p: OrderMail & { link: string; calendar: string }): MailMessage {
  const { order } = p;
  const money = (minor: number) => formatMoney(minor, order.currency);
  const f = orderFacts(order);
  const what = f.extras ? `Extras for your ${f.sport.toLowerCase()} booking` : `Your ${f.sport.toLowerCase()} booking`;
  return composeMail({
    to: p.to,
    subject: `${f.extras ? "Extras confirmed" : "Booking confirmed"}: ${f.headline}`,
    club: p.club,
    content: {
      greeting: `Hello ${p.name},`,
      intro: [`${what} at ${p.club.name} is confirmed and paid.`],
      facts: f.facts,
      lines: {
        items: order.lines.map((l) => [`${l.qty} × ${l.description}`, money(l.amount)]),
        total: money(order.total),
      },
      notes: ["The attached calendar file adds the booking to your calendar."],
      action: { label: "Open your booking", href: p.link },
    },
    attachments: [
      { filename: `${order.inv}.ics`, content: p.calendar, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
    ],
  });
}
