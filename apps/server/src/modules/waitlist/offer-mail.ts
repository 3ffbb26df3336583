import { formatDayAt, formatInstant, profilePath } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { members, waitlistEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { mailWords } from "../mail/i18n.ts";
import { composeMail, mailClub } from "../mail/layout.ts";
import { courtSlotNamer } from "../release/court-slots.ts";
import { waitlistWords } from "./i18n.ts";
import { presentEntries } from "./present.ts";

/** Tells the first in line a court is held for them: which, until when, and where paying accepts it (in their language). */
export async function mailOffer(deps: AppDeps, entryId: number): Promise<void> {
  const { db } = deps.database;
  const { config } = deps;
  const [row] = await db
    .select({ entry: waitlistEntries, name: members.name, email: members.email })
    .from(waitlistEntries)
    .innerJoin(members, eq(members.id, waitlistEntries.memberId))
    .where(eq(waitlistEntries.id, entryId));
  if (!row) return;
  const [entry] = await presentEntries(deps, [row.entry], await courtSlotNamer(deps, row.entry.sport), deps.clock.now());
  const offer = entry?.offer;
  if (!entry || !offer) return;
  const club = await mailClub(deps, row.email);
  const { locale } = club;
  const t = waitlistWords(locale);
  const when = formatDayAt(entry.date, entry.start_time, locale);
  const until = offer.expires_at ? formatInstant(offer.expires_at, config.timezone, locale) : null;
  const court = offer.court_name;
  const { sport } = row.entry;
  await deps.mailer.send(
    composeMail({
      to: row.email,
      subject: t("waitlist.offer.subject", { court, when }),
      club,
      content: {
        greeting: mailWords(locale)("mail.greeting", { name: row.name }),
        intro: [t("waitlist.offer.intro", { sport, when, court })],
        facts: [[t("waitlist.offer.booking", { inv: offer.inv }), `${court}, ${when}`]],
        notes: [
          until ? t("waitlist.offer.held", { until }) : t("waitlist.offer.heldOpen"),
          t("waitlist.offer.decline", { link: `${config.appUrl}${profilePath(sport)}` }),
        ],
        ...(offer.payment_link ? { action: { label: t("waitlist.offer.action"), href: offer.payment_link } } : {}),
      },
    }),
  );
}
