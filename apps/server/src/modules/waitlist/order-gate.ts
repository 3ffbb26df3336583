import { formatSlot, type Sport } from "@courtside/contract";
import { and, eq, inArray } from "drizzle-orm";
import { waitlistEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm } from "../../facility-time.ts";
import { HttpError, worded } from "../../http/http-error.ts";
import { waitlistWords } from "./i18n.ts";
import { LIVE_STATUSES } from "./join.ts";
import { offerFreedCourts } from "./offers.ts";

type Wanted = {
  sport: Sport;
  date: string;
  slot: { id: number; startTime: string; endTime: string };
  courts: { id: number; name: string }[];
  memberId: string | null;
};

/**
 * A freed court goes to its line before anyone booking it directly (a bot watching for
 * cancellations included): an online order for a court-slot people wait for first lets the
 * line take what is theirs (one offer pass), then is refused a court the line is offered
 * (409 court_waitlisted). One indexed query when nobody waits for the slot.
 */
export async function yieldToWaitlist(deps: AppDeps, wanted: Wanted): Promise<void> {
  const { db } = deps.database;
  const ids = wanted.courts.map((c) => c.id);
  const slotLine = and(
    eq(waitlistEntries.sport, wanted.sport),
    eq(waitlistEntries.date, wanted.date),
    eq(waitlistEntries.timeslotId, wanted.slot.id),
  );
  const line = await db
    .select({ courtIds: waitlistEntries.courtIds })
    .from(waitlistEntries)
    .where(and(slotLine, inArray(waitlistEntries.status, [...LIVE_STATUSES])));
  if (!line.some((e) => e.courtIds.length === 0 || e.courtIds.some((c) => ids.includes(c)))) return;
  await offerFreedCourts(deps, wanted.sport, wanted.date);
  const [offered] = await db
    .select({ courtId: waitlistEntries.offerCourtId, memberId: waitlistEntries.memberId })
    .from(waitlistEntries)
    .where(and(slotLine, eq(waitlistEntries.status, "offered"), inArray(waitlistEntries.offerCourtId, ids)));
  if (!offered) return;
  const name = wanted.courts.find((c) => c.id === offered.courtId)?.name;
  const court = name ?? "This court";
  const key = offered.memberId === wanted.memberId ? "waitlist.heldForYou" : "waitlist.heldForLine";
  const message = worded(waitlistWords, key, (locale) => ({
    known: name === undefined ? "no" : "yes",
    court: name ?? null,
    when: formatSlot(wanted.date, hhmm(wanted.slot.startTime), hhmm(wanted.slot.endTime), locale),
  }));
  throw new HttpError(409, message, { court_ids: [message] }, undefined, {
    code: "court_waitlisted",
    params: { court },
  });
}
