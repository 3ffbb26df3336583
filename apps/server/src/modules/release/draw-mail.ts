import { formatDay, formatDayAt, formatInstant, type Sport, sportSettings, webRoutes } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import { members, releaseResults } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { composeMail, mailClub } from "../mail/layout.ts";
import { myRelease } from "./my-release.ts";

/**
 * After a draw: each winner is told which court-slot is theirs, until when the hold keeps it
 * and where to pay; everyone else that they were not drawn and what is still free. One mail
 * per entrant, from the same view their page shows.
 */
export async function mailDrawResults(deps: AppDeps, sport: Sport, date: string): Promise<void> {
  const { db, config } = { db: deps.database.db, config: deps.config };
  const entrants = await db
    .selectDistinct({ id: members.id, name: members.name, email: members.email })
    .from(releaseResults)
    .innerJoin(members, eq(members.id, releaseResults.memberId))
    .where(and(eq(releaseResults.sport, sport), eq(releaseResults.date, date)));
  const label = sportSettings[sport].label.toLowerCase();
  const page = `${config.appUrl}${webRoutes.sport[sport].courtSchedules}?date=${date}`;
  for (const member of entrants) {
    const view = await myRelease(deps, sport, member.id, date);
    const greeting = `Hello ${member.name},`;
    const club = await mailClub(deps);
    if (view.wins.length > 0) {
      const [first] = view.wins;
      const won = view.wins.map((w) => `${w.court_name} at ${w.start_time}`).join(", ");
      const until = first?.hold_expires_at ? formatInstant(first.hold_expires_at, config.timezone) : null;
      await deps.mailer.send(
        composeMail({
          to: member.email,
          subject: `You won ${won} on ${formatDay(date)}`,
          club,
          content: {
            greeting,
            intro: [`The ${label} release draw for ${formatDay(date)} gave you ${won}.`],
            facts: view.wins.map((w) => [`Booking ${w.inv}`, formatDayAt(date, w.start_time)]),
            notes: until ? [`It is held for you until ${until}: pay by then, or it is released.`] : [],
            ...(first?.payment_link ? { action: { label: "Pay now", href: first.payment_link } } : {}),
          },
        }),
      );
      continue;
    }
    const free = view.still_free.map((f) => `${f.court_name} at ${f.start_time}`);
    await deps.mailer.send(
      composeMail({
        to: member.email,
        subject: `Not drawn for ${formatDay(date)}`,
        club,
        content: {
          greeting,
          intro: [`The ${label} release draw for ${formatDay(date)} did not give you any of the court-slots you entered for.`],
          notes: [free.length > 0 ? `Still free, first come: ${free.join(", ")}.` : "Nothing is free on that date any more."],
          action: { label: "See the day", href: page },
        },
      }),
    );
  }
}
