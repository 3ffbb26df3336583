import { formatInstant, RELEASE_MAX_CHANGES, type ReleaseEntryRequest, type Sport } from "@courtside/contract";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { releaseEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError, invalidField, notFound, worded } from "../../http/http-error.ts";
import { type CatalogSnapshot, catalogSnapshots } from "../catalog/catalog-snapshot.ts";
import type { BookingRules } from "../rules/service.ts";
import { releaseWords } from "./i18n.ts";
import { closingTime, type DrawWindow, drawWindow, windowPhase } from "./release-window.ts";
import { capMemo } from "./short-memos.ts";

/**
 * Sets a member's entries for a date's draw to the listed court-slots, in that order of
 * preference, replacing what they entered before (a repeat counts once). A person's entries are
 * the list they last set, so a client rotating its choices ends with its last list, not the sum
 * of them. Every change counts against RELEASE_MAX_CHANGES, in the statement that writes
 * (migration 0038); a list equal to the entries changes nothing and is not counted.
 */
export async function setEntries(deps: AppDeps, sport: Sport, memberId: string, input: ReleaseEntryRequest): Promise<OpenDraw> {
  // The snapshot (at most a second old) accepts what exists and an open window; a refusal is checked fresh.
  const snapshots = catalogSnapshots(deps);
  let snapshot = await snapshots.get(sport, { fresh: false });
  const known = (s: CatalogSnapshot) =>
    input.court_slots.every((c) => s.timeslots.some((t) => t.id === c.timeslot_id) && s.courts.some((k) => k.id === c.court_id));
  if (!known(snapshot) || windowOf(deps, snapshot.rules, input.date).phase !== "open") {
    snapshot = await snapshots.get(sport, { fresh: true });
  }
  assertWindowOpen(deps, snapshot.rules, input.date);
  assertOfSport(snapshot, sport, input.court_slots);
  const slots = distinct(input.court_slots);
  const rules = snapshot.rules;
  // A script past its cap, sending on: refused (or, sending its entries as they are, answered)
  // from what the last refusal read, for a second, without a round trip.
  const capped = capMemo(deps);
  const key = `${memberId}:${sport}:${input.date}`;
  const held = capped.get(key);
  if (held) {
    if (sameList(held, slots)) return { rules, entries: held, changes: RELEASE_MAX_CHANGES };
    throw changeCap();
  }
  const outcome = await setInOneTrip(deps.database.db, sport, memberId, input.date, slots);
  if (outcome.kind === "drawn") throw drawClosed(input.date, null, deps.config.timezone);
  if (outcome.kind === "cap") {
    capped.set(key, outcome.entries);
    throw changeCap();
  }
  return { rules, entries: outcome.entries, changes: outcome.changes };
}

/** A member's entries in an open, undrawn window, as a change left them (what their draw view shows). */
export type OpenDraw = { rules: BookingRules; entries: EnteredSlot[]; changes: number };

type EnteredSlot = { id: number; timeslotId: number; courtId: number; preference: number };
type CourtSlot = ReleaseEntryRequest["court_slots"][number];

type SetOutcome = { kind: "set" | "same" | "cap"; changes: number; entries: EnteredSlot[] } | { kind: "drawn" };

function assertOfSport(snapshot: CatalogSnapshot, sport: Sport, slots: CourtSlot[]): void {
  const slot = slots.find((c) => !snapshot.timeslots.some((t) => t.id === c.timeslot_id));
  if (slot) {
    throw invalidField("court_slots", worded(releaseWords, "release.timeslotNotOfSport", { sport }), {
      code: "timeslot_not_of_sport",
      params: { sport, timeslot_id: slot.timeslot_id },
    });
  }
  const court = slots.find((c) => !snapshot.courts.some((k) => k.id === c.court_id));
  if (court) {
    throw invalidField("court_slots", worded(releaseWords, "release.courtNotOfSport", { sport }), {
      code: "court_not_of_sport",
      params: { sport, court_id: court.court_id },
    });
  }
}

/** The list with each court-slot once, where it first appears. */
function distinct(slots: CourtSlot[]): CourtSlot[] {
  const seen = new Set<string>();
  return slots.filter((s) => {
    const key = `${s.timeslot_id}:${s.court_id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const sameList = (entries: EnteredSlot[], slots: CourtSlot[]) =>
  entries.length === slots.length &&
  entries.every((e, i) => e.timeslotId === slots[i]?.timeslot_id && e.courtId === slots[i]?.court_id);

/**
 * Sets the entries in one round trip: migration 0038's courtside_release_set_entries takes the
 * draw's lock shared (it waits for a claiming draw, so a change is either in the set the draw
 * read or refused), counts the change on the member's row and writes, in its statement's own
 * transaction.
 */
async function setInOneTrip(db: Db, sport: Sport, memberId: string, date: string, slots: CourtSlot[]): Promise<SetOutcome> {
  const timeslots = `{${slots.map((s) => s.timeslot_id).join(",")}}`;
  const courts = `{${slots.map((s) => s.court_id).join(",")}}`;
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await db.execute(sql`
    select * from courtside_release_set_entries(${memberId}::uuid, ${sport}, ${date}::date, ${timeslots}::integer[],
      ${courts}::integer[], ${RELEASE_MAX_CHANGES}::integer, ${drawLockKey(sport, date)})`)) as unknown as {
    rows: {
      outcome: "set" | "same" | "cap" | "drawn";
      changes: number | null;
      id: number | null;
      timeslot_id: number;
      court_id: number;
      preference: number;
    }[];
  };
  const first = result.rows[0];
  if (!first || first.outcome === "drawn") return { kind: "drawn" };
  const entries = result.rows
    .flatMap((r) => (r.id === null ? [] : [r]))
    .map((r) => ({
      id: Number(r.id),
      timeslotId: Number(r.timeslot_id),
      courtId: Number(r.court_id),
      preference: Number(r.preference),
    }));
  return { kind: first.outcome, changes: Number(first.changes ?? 0), entries };
}

function changeCap(): HttpError {
  const message = worded(releaseWords, "release.changeCap", { max: RELEASE_MAX_CHANGES });
  return new HttpError(422, message, { court_slots: [message] }, undefined, {
    code: "release_change_cap",
    params: { max: RELEASE_MAX_CHANGES },
  });
}

/** Withdraws one of the member's entries while the draw is open: their list without it (a change, as any other). */
export async function withdrawEntry(
  deps: AppDeps,
  sport: Sport,
  memberId: string,
  entryId: number,
): Promise<OpenDraw & { date: string }> {
  const { db } = deps.database;
  const [entry] = await db
    .select()
    .from(releaseEntries)
    .where(and(eq(releaseEntries.id, entryId), eq(releaseEntries.memberId, memberId), eq(releaseEntries.sport, sport)));
  if (!entry) throw notFound(worded(releaseWords, "release.noSuchEntry"));
  const rest = await db
    .select({ timeslot_id: releaseEntries.timeslotId, court_id: releaseEntries.courtId })
    .from(releaseEntries)
    .where(
      and(
        eq(releaseEntries.memberId, memberId),
        eq(releaseEntries.sport, sport),
        eq(releaseEntries.date, entry.date),
        ne(releaseEntries.id, entry.id),
      ),
    )
    .orderBy(asc(releaseEntries.preference));
  const left = await setEntries(deps, sport, memberId, { date: entry.date, court_slots: rest });
  return { ...left, date: entry.date };
}

/** The lock a draw takes exclusively while it claims a date (run-draw.ts): entries and withdrawals share it. */
export const drawLockKey = (sport: Sport, date: string) => `release-draw:${sport}:${date}`;

function windowOf(deps: AppDeps, rules: BookingRules, date: string) {
  const window = drawWindow(rules, deps.config.timezone, date);
  return { window, phase: windowPhase(window, deps.clock.now()) };
}

/** 409 release_draw_closed, saying when the date's draw opens or that it closed, unless its window is open now. */
function assertWindowOpen(deps: AppDeps, rules: BookingRules, date: string): void {
  const { window, phase } = windowOf(deps, rules, date);
  if (window && phase === "open") return;
  throw drawClosed(date, phase === "before" ? window : null, deps.config.timezone, phase === "none");
}

function drawClosed(date: string, upcoming: DrawWindow | null, zone: string, noDraw = false): HttpError {
  const message = noDraw
    ? worded(releaseWords, "release.noDraw")
    : upcoming
      ? worded(releaseWords, "release.drawOpensAt", (locale) => ({
          opens: formatInstant(upcoming.opens, zone, locale),
          until: closingTime(upcoming, zone),
        }))
      : worded(releaseWords, "release.drawClosed");
  return new HttpError(409, message, { date: [message] }, undefined, {
    code: "release_draw_closed",
    params: { date, ...(upcoming && { opens_at: upcoming.opens.toISOString(), closes_at: upcoming.closes.toISOString() }) },
  });
}
