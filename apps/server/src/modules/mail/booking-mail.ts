import { type Order, sportSettings } from "@courtside/contract";
import { escapeHtml } from "./html.ts";
import type { MailMessage } from "./mailer.ts";
import { formatMoney } from "./money.ts";

type ConfirmationMail = { to: string; name: string; order: Order; clubName: string; link: string; calendar: string };

/** Sent when an order becomes paid: every line, the total, the invoice number and the .ics file. */
export function confirmationMail(p: ConfirmationMail): MailMessage {
  const { order } = p;
  const money = (minor: number) => formatMoney(minor, order.currency);
  const sport = sportSettings[order.sport].label;
  const extras = Boolean(order.parent_order_id);
  const what = extras ? `Extras for your ${sport.toLowerCase()} booking` : `Your ${sport.toLowerCase()} booking`;
  const when = `${order.date}, ${order.timeslot.start}–${order.timeslot.end}`;
  const courts = order.courts.map((c) => c.name).join(", ");
  const lines = order.lines.map((l) => `${l.qty} × ${l.description}: ${money(l.amount)}`);
  const text = [
    `Hello ${p.name},`,
    "",
    `${what} at ${p.clubName} is confirmed and paid.`,
    "",
    `Invoice: ${order.inv}`,
    `When: ${when}`,
    `Courts: ${courts}`,
    "",
    ...lines,
    `Total: ${money(order.total)}`,
    "",
    "The attached calendar file adds the booking to your calendar.",
    `Your booking: ${p.link}`,
  ].join("\n");
  const rows = order.lines
    .map((l) => `<tr><td>${l.qty} × ${escapeHtml(l.description)}</td><td align="right">${escapeHtml(money(l.amount))}</td></tr>`)
    .join("");
  const html =
    `<p>Hello ${escapeHtml(p.name)},</p><p>${escapeHtml(what)} at ${escapeHtml(p.clubName)} is confirmed and paid.</p>` +
    `<p>Invoice: <strong>${escapeHtml(order.inv)}</strong><br>When: ${escapeHtml(when)}<br>Courts: ${escapeHtml(courts)}</p>` +
    `<table>${rows}<tr><th align="left">Total</th><th align="right">${escapeHtml(money(order.total))}</th></tr></table>` +
    `<p>The attached calendar file adds the booking to your calendar. <a href="${escapeHtml(p.link)}">Open your booking</a></p>`;
  return {
    to: p.to,
    subject: `${extras ? "Extras confirmed" : "Booking confirmed"}: ${sport}, ${when} (${order.inv})`,
    text,
    html,
    attachments: [
      { filename: `${order.inv}.ics`, content: p.calendar, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
    ],
  };
}
