import { formatDay, formatDayAt, formatInstant, type Sport, webRoutes } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import { members, releaseResults } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { mailWords } from "../mail/i18n.ts";
import { composeMail, mailClub } from "../mail/layout.ts";
import { releaseWords } from "./i18n.ts";
import { myRelease } from "./my-release.ts";

/**
 * After a draw: each winner is told which court-slot is theirs, until when the hold keeps it
 * and where to pay; everyone else that they were not drawn and what is still free. One mail
 * per entrant, from the same view their page shows, in the entrant's language.
 */
export async function mailDrawResults(deps: AppDeps, sport: Sport, date: string): Promise<void> {
  const { db, config } = { db: deps.database.db, config: deps.config };
  const entrants = await db
    .selectDistinct({ id: members.id, name: members.name, email: members.email })
    .from(releaseResults)
    .innerJoin(members, eq(members.id, releaseResults.memberId))
    .where(and(eq(releaseResults.sport, sport), eq(releaseResults.date, date)));
  const page = `${config.appUrl}${webRoutes.sport[sport].courtSchedules}?date=${date}`;
  for (const member of entrants) {
    const view = await myRelease(deps, sport, member.id, date);
    const club = await mailClub(deps, member.email);
    const { locale } = club;
    const t = releaseWords(locale);
    const greeting = mailWords(locale)("mail.greeting", { name: member.name });
    const day = formatDay(date, locale);
    const courtAt = (s: { court_name: string; start_time: string }) =>
      t("release.courtAt", { court: s.court_name, time: s.start_time });
    if (view.wins.length > 0) {
      const [first] = view.wins;
      const won = view.wins.map(courtAt).join(", ");
      const until = first?.hold_expires_at ? formatInstant(first.hold_expires_at, config.timezone, locale) : null;
      await deps.mailer.send(
        composeMail({
          to: member.email,
          subject: t("release.won.subject", { won, date: day }),
          club,
          content: {
            greeting,
            intro: [t("release.won.intro", { sport, date: day, won })],
            facts: view.wins.map((w) => [t("release.won.booking", { inv: w.inv }), formatDayAt(date, w.start_time, locale)]),
            notes: until ? [t("release.won.held", { until })] : [],
            ...(first?.payment_link ? { action: { label: t("release.won.action"), href: first.payment_link } } : {}),
          },
        }),
      );
      continue;
    }
    const free = view.still_free.map(courtAt);
    await deps.mailer.send(
      composeMail({
        to: member.email,
        subject: t("release.lost.subject", { date: day }),
        club,
        content: {
          greeting,
          intro: [t("release.lost.intro", { sport, date: day })],
          notes: [free.length > 0 ? t("release.lost.free", { free: free.join(", ") }) : t("release.lost.none")],
          action: { label: t("release.lost.action"), href: page },
        },
      }),
    );
  }
}
