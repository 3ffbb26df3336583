import { formatDayAt, formatInstant, profilePath, sportSettings } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { members, waitlistEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { composeMail, mailClub } from "../mail/layout.ts";
import { courtSlotNamer } from "../release/court-slots.ts";
import { presentEntries } from "./present.ts";

/** Tells the first in line a court is held for them: which, until when, and where paying accepts it. */
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
  const when = formatDayAt(entry.date, entry.start_time);
  const until = offer.expires_at ? formatInstant(offer.expires_at, config.timezone) : null;
  const label = sportSettings[row.entry.sport].label.toLowerCase();
  await deps.mailer.send(
    composeMail({
      to: row.email,
      subject: `A court is free for you: ${offer.court_name}, ${when}`,
      club: await mailClub(deps),
      content: {
        greeting: `Hello ${row.name},`,
        intro: [`You were first on the ${label} waitlist for ${when}, and ${offer.court_name} has come free.`],
        facts: [[`Booking ${offer.inv}`, `${offer.court_name}, ${when}`]],
        notes: [
          until
            ? `It is held for you until ${until}: pay by then to take it, or it passes to the next in line.`
            : "It is held for you: pay to take it.",
          `Don't want it? Decline it on your profile (${config.appUrl}${profilePath(row.entry.sport)}) and it passes on at once.`,
        ],
        ...(offer.payment_link ? { action: { label: "Pay and take the court", href: offer.payment_link } } : {}),
      },
    }),
  );
}
