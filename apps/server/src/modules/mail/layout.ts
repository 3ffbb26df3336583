import { type Club, DEFAULT_LOCALE, type Locale } from "@courtside/contract";
import { sql } from "drizzle-orm";
import { Eta } from "eta/core";
import { members } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { recentClub } from "../club/recent-club.ts";
import { mailWords } from "./i18n.ts";
import type { MailMessage } from "./mailer.ts";

/**
 * Who a mail comes from, as its reader sees it: the club's name and colour, and who it is in
 * law (at the foot), as the owner set them on the Club page (the server's settings until then);
 * and the language it is written in, its reader's.
 */
export type MailClub = {
  name: string;
  color: string;
  legal: { name: string; taxId: string; address: string };
  locale: Locale;
  /** The owner's logo, by its absolute address (a mail has no page to resolve a path against). */
  logo?: { src: string; width: number; height: number };
};

/** A mail shows the logo 48 px tall (the small version has 160 px a side, for sharp screens). */
const MAIL_LOGO_HEIGHT = 48;

function mailLogo(logo: Club["logo"], appUrl: string): MailClub["logo"] {
  if (!logo) return undefined;
  const height = Math.min(MAIL_LOGO_HEIGHT, logo.height);
  return { src: `${appUrl}${logo.small_url}`, height, width: Math.round((logo.width * height) / logo.height) };
}

/**
 * The club as a mail to `to` shows it, in that reader's language: a member's chosen one, else
 * `otherwise` (a guest's order's: the language they booked in), else the club's default, English.
 */
export async function mailClub(deps: Pick<AppDeps, "database" | "config">, to: string, otherwise?: Locale): Promise<MailClub> {
  const [club, locale] = await Promise.all([recentClub(deps), readerLocale(deps, to, otherwise)]);
  return asMailClub(deps, club, locale);
}

/** The club as a mail in `locale` shows it, for a reader whose language is already known. */
export async function mailClubIn(deps: Pick<AppDeps, "database" | "config">, locale: Locale): Promise<MailClub> {
  return asMailClub(deps, await recentClub(deps), locale);
}

function asMailClub(deps: Pick<AppDeps, "config">, club: Club, locale: Locale): MailClub {
  return {
    name: club.name,
    color: club.primary_color,
    legal: { name: club.legal_name, taxId: club.tax_id, address: club.legal_address },
    locale,
    ...(club.logo ? { logo: mailLogo(club.logo, deps.config.appUrl) } : {}),
  };
}

/** The language mails to `to` are written in: its member's choice, else the club's default (English). */
export async function readerLocale(deps: Pick<AppDeps, "database">, to: string, otherwise?: Locale): Promise<Locale> {
  const [member] = await deps.database.db
    .select({ locale: members.locale })
    .from(members)
    .where(sql`lower(${members.email}) = lower(${to})`);
  return member?.locale ?? otherwise ?? DEFAULT_LOCALE;
}

/** The line at a mail's foot: who the club is in law. */
function legalLine(club: MailClub): string {
  return mailWords(club.locale)("mail.legal", {
    legalName: club.legal.name,
    taxId: club.legal.taxId,
    legalAddress: club.legal.address,
  });
}

/**
 * What a mail says, once: it becomes both the plain-text part (for every client, and what the
 * back office shows) and the HTML part. Paragraphs may hold line breaks.
 */
export type MailContent = {
  greeting: string;
  intro: string[];
  /** Label and value pairs: the invoice, when, which courts. */
  facts?: [label: string, value: string][];
  /** Priced lines and their total. */
  lines?: { items: [item: string, amount: string][]; total: string };
  notes?: string[];
  /** The one thing to do next: a button in HTML, "Label: address" in text. */
  action?: { label: string; href: string };
  outro?: string[];
};

/** A mail with both parts from one content (multipart/alternative when sent). */
export function composeMail(p: {
  to: string;
  subject: string;
  club: MailClub;
  content: MailContent;
  attachments?: MailMessage["attachments"];
}): MailMessage {
  return {
    to: p.to,
    subject: p.subject,
    text: mailText(p.content, p.club),
    html: mailHtml(p.club, p.subject, p.content),
    ...(p.attachments ? { attachments: p.attachments } : {}),
  };
}

export function mailText(c: MailContent, club?: MailClub): string {
  const total = mailWords(club?.locale ?? DEFAULT_LOCALE)("mail.total");
  const blocks = [
    c.greeting,
    ...c.intro,
    c.facts?.map(([label, value]) => `${label}: ${value}`).join("\n"),
    c.lines && [...c.lines.items.map(([item, amount]) => `${item}: ${amount}`), `${total}: ${c.lines.total}`].join("\n"),
    ...(c.notes ?? []),
    c.action && `${c.action.label}:\n${c.action.href}`,
    ...(c.outro ?? []),
    club && `--\n${club.name}\n${legalLine(club)}`,
  ];
  return blocks.filter((b): b is string => Boolean(b)).join("\n\n");
}

// Every interpolation is escaped (autoEscape; the template has no raw output), so a name, a
// reason or an add-on typed by anyone cannot add markup. Styles are inline: many mail clients
// drop <style> blocks.
const eta = new Eta({ autoEscape: true, autoTrim: false, cache: true });
eta.loadTemplate(
  "@mail",
  `<!doctype html>
<html lang="<%= it.club.locale %>"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title><%= it.subject %></title></head>
<body style="margin:0;padding:0;background:#f1f3f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#212529;">
<% if (it.club.logo) { %><tr><td style="padding:16px 24px 12px;"><img src="<%= it.club.logo.src %>" width="<%= it.club.logo.width %>" height="<%= it.club.logo.height %>" alt="" style="display:block;border:0;"></td></tr>
<% } %><tr><td style="background:<%= it.club.color %>;color:<%= it.onColor %>;padding:20px 24px;font-size:20px;font-weight:700;"><%= it.club.name %></td></tr>
<tr><td style="padding:24px;">
<p style="margin:0 0 16px;"><%= it.c.greeting %></p>
<% it.c.intro.forEach((p) => { %><p style="margin:0 0 16px;"><% p.split("\\n").forEach((line, i) => { %><% if (i > 0) { %><br><% } %><%= line %><% }) %></p>
<% }) %>
<% if (it.c.facts) { %><table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
<% it.c.facts.forEach(([label, value]) => { %><tr><th align="left" style="padding:2px 16px 2px 0;color:#495057;font-weight:600;vertical-align:top;"><%= label %></th><td style="padding:2px 0;"><%= value %></td></tr>
<% }) %></table>
<% } %>
<% if (it.c.lines) { %><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">
<% it.c.lines.items.forEach(([item, amount]) => { %><tr><td style="padding:6px 0;border-bottom:1px solid #dee2e6;"><%= item %></td><td align="right" style="padding:6px 0;border-bottom:1px solid #dee2e6;white-space:nowrap;"><%= amount %></td></tr>
<% }) %><tr><th align="left" style="padding:8px 0;"><%= it.total %></th><th align="right" style="padding:8px 0;white-space:nowrap;"><%= it.c.lines.total %></th></tr>
</table>
<% } %>
<% (it.c.notes ?? []).forEach((p) => { %><p style="margin:0 0 16px;"><% p.split("\\n").forEach((line, i) => { %><% if (i > 0) { %><br><% } %><%= line %><% }) %></p>
<% }) %>
<% if (it.c.action) { %><p style="margin:8px 0 24px;"><a href="<%= it.c.action.href %>" style="display:inline-block;background:<%= it.club.color %>;color:<%= it.onColor %>;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;"><%= it.c.action.label %></a></p>
<% } %>
<% (it.c.outro ?? []).forEach((p) => { %><p style="margin:0 0 16px;"><%= p %></p>
<% }) %>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #dee2e6;font-size:13px;color:#495057;"><%= it.club.name %><br><%= it.legal %></td></tr>
</table>
</td></tr></table>
</body></html>
`,
);

export function mailHtml(club: MailClub, subject: string, c: MailContent): string {
  const total = mailWords(club.locale)("mail.total");
  return eta.render("@mail", { club, onColor: readableOn(club.color), subject, c, total, legal: legalLine(club) });
}

/**
 * White or black text, whichever reads better on the club's colour (WCAG contrast of
 * relative luminances), so a pale club colour still carries a legible name and button.
 */
export function readableOn(hex: string): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const onWhite = 1.05 / (luminance + 0.05);
  const onBlack = (luminance + 0.05) / 0.05;
  return onWhite >= onBlack ? "#ffffff" : "#000000";
}
