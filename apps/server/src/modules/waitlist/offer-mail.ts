import { formatDayAt, formatInstant, profilePath } from "@courtside/contract";
import { eq, sql } from "drizzle-orm";
import { preparedPer } from "../../db/prepared.ts";
import { members, orders, type waitlistEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { mailWords } from "../mail/i18n.ts";
import { composeMail, mailClubIn } from "../mail/layout.ts";
import { payableLink } from "../orders/account-order.ts";
import { courtSlotNamer } from "../release/court-slots.ts";
import { waitlistWords } from "./i18n.ts";

type EntryRow = typeof waitlistEntries.$inferSelect;

/** The offer's hold with the member it is for, in one statement (a burst of cancels mails hundreds of offers). */
const holdWithMember = preparedPer((db) =>
  db
    .select({ order: orders, name: members.name, email: members.email, locale: members.locale })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(eq(orders.id, sql.placeholder("id")))
    .prepare("waitlist_offer_hold_with_member"),
);

/**
 * Tells the first in line a court is held for them: which, until when, and where paying
 * accepts it (in their language). Nothing once the hold is no longer pending (paid, declined
 * or lapsed before the mail's turn came).
 */
export async function mailOffer(deps: AppDeps, offer: { entry: EntryRow; courtId: number; orderId: string }): Promise<void> {
  const { config } = deps;
  const { entry, courtId } = offer;
  const [row] = await holdWithMember(deps.database.db).execute({ id: offer.orderId });
  if (row?.order.status !== "pending") return;
  const { locale } = row;
  const [name, club] = await Promise.all([
    courtSlotNamer(deps, entry.sport, [{ timeslotId: entry.timeslotId, courtId }]),
    mailClubIn(deps, locale),
  ]);
  const slot = name(entry.timeslotId, courtId);
  const t = waitlistWords(locale);
  const when = formatDayAt(entry.date, slot.start_time, locale);
  const expires = row.order.holdExpiresAt;
  const until = expires ? formatInstant(expires, config.timezone, locale) : null;
  const court = slot.court_name;
  const { sport } = entry;
  const link = payableLink(deps, row.order);
  await deps.mailer.send(
    composeMail({
      to: row.email,
      subject: t("waitlist.offer.subject", { court, when }),
      club,
      content: {
        greeting: mailWords(locale)("mail.greeting", { name: row.name }),
        intro: [t("waitlist.offer.intro", { sport, when, court })],
        facts: [[t("waitlist.offer.booking", { inv: row.order.inv }), `${court}, ${when}`]],
        notes: [
          until ? t("waitlist.offer.held", { until }) : t("waitlist.offer.heldOpen"),
          t("waitlist.offer.decline", { link: `${config.appUrl}${profilePath(sport)}` }),
        ],
        ...(link ? { action: { label: t("waitlist.offer.action"), href: link } } : {}),
      },
    }),
  );
}
