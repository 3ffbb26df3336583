import { formatDayAt, type Locale, type Sport, type WaitlistJoinRequest } from "@courtside/contract";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { isUniqueViolation } from "../../db/errors.ts";
import { waitlistEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday, hhmm } from "../../facility-time.ts";
import { HttpError, invalidField, type Wording, worded } from "../../http/http-error.ts";
import { outsideWindow } from "../booking-policy/policy.ts";
import { tierWindow } from "../booking-policy/window.ts";
import { catalogSnapshots } from "../catalog/catalog-snapshot.ts";
import { waitlistWords } from "./i18n.ts";
import { waitlistTerms } from "./limits.ts";
import { freeCourts, readDayState, slotDuring } from "./slot-state.ts";

export const LIVE_STATUSES = ["waiting", "offered"] as const;

/**
 * Puts a member in line for a taken court-slot: one court, some, or any. Refused when a
 * wanted court is free (book it instead), when the date is not open to them or the slot has
 * begun, and past their waitlist limit, counted in the writing transaction under the member's
 * lock so parallel requests cannot pass it together. One place per person per slot: the
 * partial unique index decides, however many requests their client sends.
 */
export async function joinWaitlist(deps: AppDeps, sport: Sport, memberId: string, input: WaitlistJoinRequest): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const zone = deps.config.timezone;
  const snapshot = await catalogSnapshots(deps).get(sport, { fresh: true });
  const slot = snapshot.timeslots.find((t) => t.id === input.timeslot_id);
  if (!slot) {
    throw invalidField("timeslot_id", worded(waitlistWords, "waitlist.timeslotNotOfSport", { sport }), {
      code: "timeslot_not_of_sport",
      params: { sport, timeslot_id: input.timeslot_id },
    });
  }
  const wanted = [...new Set(input.court_ids ?? [])];
  const unknown = wanted.find((id) => !snapshot.courts.some((c) => c.id === id));
  if (unknown !== undefined) {
    throw invalidField("court_ids", worded(waitlistWords, "waitlist.courtNotOfSport", { sport }), {
      code: "court_not_of_sport",
      params: { sport, court_id: unknown },
    });
  }
  const { tier, rules, limit } = await waitlistTerms(db, sport, memberId, now, zone);
  if (limit === 0) throw refusal(422, worded(waitlistWords, "waitlist.off", { sport }), "waitlist_off", { sport });
  const window = tierWindow(now, zone, tier, rules);
  if (input.date < window.first || input.date > window.last) throw outsideWindow(tier, window, "date", input.date, zone);
  const during = slotDuring(input.date, slot, zone);
  const when = (locale: Locale) => formatDayAt(input.date, hhmm(slot.startTime), locale);
  if (during.start <= now) {
    throw refusal(
      422,
      worded(waitlistWords, "waitlist.slotStarted", (locale) => ({ when: when(locale) })),
      "waitlist_slot_started",
      {
        date: input.date,
      },
    );
  }
  // Every court, when all are named: then the entry waits for any of them.
  const courts = wanted.length > 0 ? snapshot.courts.filter((c) => wanted.includes(c.id)) : snapshot.courts;
  const free = freeCourts(await readDayState(db, sport, input.date, zone, now), courts, during);
  if (free.length > 0) {
    const courts = free.map((c) => c.name).join(", ");
    throw refusal(
      409,
      worded(waitlistWords, "waitlist.courtFree", (locale) => ({ courts, count: free.length, when: when(locale) })),
      "court_free",
      {
        court_ids: free.map((c) => String(c.id)),
      },
    );
  }
  const courtIds = wanted.length === snapshot.courts.length ? [] : [...wanted].sort((a, b) => a - b);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`waitlist-member:${memberId}:${sport}`}))`);
      const live = await tx
        .select({ id: waitlistEntries.id, date: waitlistEntries.date, timeslotId: waitlistEntries.timeslotId })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.memberId, memberId),
            eq(waitlistEntries.sport, sport),
            inArray(waitlistEntries.status, [...LIVE_STATUSES]),
            gte(waitlistEntries.date, facilityToday(now, zone)),
          ),
        );
      if (live.some((e) => e.date === input.date && e.timeslotId === slot.id)) throw alreadyWaiting(input.date, when);
      if (live.length >= limit) {
        throw refusal(422, worded(waitlistWords, "waitlist.limit", { limit, sport }), "waitlist_limit", { limit });
      }
      const [row] = await tx
        .insert(waitlistEntries)
        .values({ sport, date: input.date, timeslotId: slot.id, courtIds, memberId, createdAt: now })
        .returning({ id: waitlistEntries.id });
      return (row as { id: number }).id;
    });
  } catch (err) {
    // An entry of the member's for an earlier slot row of the same date and time (a racing request): already in line.
    if (isUniqueViolation(err)) throw alreadyWaiting(input.date, when);
    throw err;
  }
}

function alreadyWaiting(date: string, when: (locale: Locale) => string): HttpError {
  const message = worded(waitlistWords, "waitlist.alreadyJoined", (locale) => ({ when: when(locale) }));
  return refusal(409, message, "waitlist_already_joined", { date });
}

function refusal(status: number, message: Wording, code: string, params: Record<string, string | number | string[]>) {
  return new HttpError(status, message, undefined, undefined, { code, params });
}
