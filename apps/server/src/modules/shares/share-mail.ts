import { formatDayAt, formatSlot, type Locale } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { members, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday, hhmm, hhmmOfInstant } from "../../facility-time.ts";
import { mailWords } from "../mail/i18n.ts";
import { composeMail, type MailClub, mailClub } from "../mail/layout.ts";
import { formatMoney } from "../mail/money.ts";
import { type OrderRow, orderDetails } from "../orders/order-queries.ts";
import { cardDue } from "../payments/card-due.ts";
import type { RecordedRefund } from "../payments/refunds.ts";
import { shareWords } from "./i18n.ts";
import { shareDeadline, shareLink, sharesOf } from "./share-rows.ts";

/**
 * Split payment's mails: each player is asked for their share once the booking is confirmed,
 * a payer hears their share is paid, and the owner hears when a share fell to them. Each is
 * written in its reader's language (else the booking's), after the change committed.
 */

type Context = { booking: OrderRow; ownerName: string; when: string; where: string; deadline: string };

async function contextOf(deps: AppDeps, share: OrderRow, locale: Locale, club: MailClub): Promise<Context | null> {
  const { db } = deps.database;
  const [row] = await db
    .select({ booking: orders, ownerName: members.name })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(eq(orders.id, share.parentOrderId ?? ""));
  const d = (await orderDetails(db, [share])).get(share.id);
  if (!row || !d?.date || !d.slot) return null;
  const deadline = await shareDeadline(deps, db, share.sport, d);
  const zone = deps.config.timezone;
  return {
    ...row,
    when: formatSlot(d.date, hhmm(d.slot.startTime), hhmm(d.slot.endTime), locale),
    where: `${club.name}, ${d.courts.map((c) => c.name).join(", ")}`,
    deadline: deadline ? formatDayAt(facilityToday(deadline, zone), hhmmOfInstant(deadline, zone), locale) : "",
  };
}

type ShareMail = "asked" | "paid" | "fell" | "joined" | "refunded" | "charged" | "cardFailed";

/** Mails about a share that go to the booking's owner: one fell to them, a place was taken, their card was charged or not. */
const TO_OWNER: ReadonlySet<ShareMail> = new Set(["fell", "joined", "charged", "cardFailed"]);

const billingOf = (row: OrderRow) => row.billing as { name?: string; email?: string };

/** Asks every player of a just-confirmed split booking for their share, with its link. */
export async function mailSharesAsked(deps: AppDeps, bookingId: string): Promise<void> {
  for (const share of await sharesOf(deps.database.db, bookingId)) {
    if (share.status === "pending" && !share.fellToOwnerAt) await mailShare(deps, share, "asked");
  }
}

/**
 * One share's mail: asked of and paid by whoever it was asked of; a share that fell, a place
 * taken, or the owner's card charged for a share (or not), told to the owner.
 */
export async function mailShare(deps: AppDeps, share: OrderRow, kind: Exclude<ShareMail, "refunded">): Promise<void> {
  const payer = billingOf(share);
  if (TO_OWNER.has(kind)) {
    const owner = await ownerOf(deps, share);
    // What the card was (or could not be) charged: the share less any club credit put toward it.
    const told = kind === "charged" || kind === "cardFailed" ? { ...share, total: cardDue(share) } : share;
    if (owner) await send(deps, told, owner.email, owner.name, kind, payer.name ?? "");
    return;
  }
  if (payer.email) await send(deps, share, payer.email, payer.name ?? "", kind, payer.name ?? "");
}

async function ownerOf(deps: AppDeps, share: OrderRow): Promise<{ name: string; email: string } | undefined> {
  const [owner] = await deps.database.db
    .select({ name: members.name, email: members.email })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(eq(orders.id, share.parentOrderId ?? ""));
  return owner;
}

/** The line under a mail's facts: when to pay, where to pay, or how the card's money comes back. */
function notesOf(kind: ShareMail, t: ReturnType<typeof shareWords>, values: Record<string, string>): string[] {
  if (kind === "asked") return [t("shares.asked.note", values)];
  if (kind === "fell") return [t("shares.fell.note")];
  if (kind === "charged") return [t("shares.charged.note")];
  if (kind === "cardFailed") return [t("shares.cardFailed.note")];
  return [];
}

async function send(deps: AppDeps, share: OrderRow, to: string, greeting: string, kind: ShareMail, name: string) {
  const club = await mailClub(deps, to, share.locale);
  const { locale } = club;
  const ctx = await contextOf(deps, share, locale, club);
  if (!ctx) return;
  const t = shareWords(locale);
  const amount = formatMoney(share.total, share.currency, locale);
  const values = {
    owner: ctx.ownerName,
    sport: share.sport,
    club: club.name,
    amount,
    when: ctx.when,
    inv: ctx.booking.inv,
    deadline: ctx.deadline,
    name,
  };
  const facts: [string, string][] = [
    [t("shares.mail.when"), ctx.when],
    [t("shares.mail.where"), ctx.where],
    [t("shares.mail.booking"), ctx.booking.inv],
    [t("shares.mail.amount"), amount],
  ];
  const action =
    kind === "asked"
      ? { label: t("shares.asked.action"), href: shareLink(deps, share) }
      : kind === "fell" || kind === "cardFailed"
        ? { label: t("shares.fell.action"), href: shareLink(deps, share) }
        : undefined;
  const notes = notesOf(kind, t, values);
  await deps.mailer.send(
    composeMail({
      to,
      subject: t(`shares.${kind}.subject`, values),
      club,
      content: {
        greeting: mailWords(locale)("mail.greeting", { name: greeting }),
        intro: [t(`shares.${kind}.intro`, values)],
        facts,
        ...(notes.length > 0 ? { notes } : {}),
        ...(action ? { action } : {}),
      },
    }),
  );
}

/**
 * A paid share went back with its booking's cancellation: its payer hears how much, and where
 * to; one charged to the owner's saved card, the owner (the money goes back to their card).
 */
export async function mailShareRefunded(deps: AppDeps, share: OrderRow, refunds: RecordedRefund[]): Promise<void> {
  const payer = share.cardChargeResult === "charged" ? await ownerOf(deps, share) : billingOf(share);
  const amount = refunds.reduce((n, r) => n + r.amount, 0);
  if (!payer?.email || amount === 0) return;
  await send(deps, { ...share, total: amount }, payer.email, payer.name ?? "", "refunded", payer.name ?? "");
}
