import { formatInstant, RELEASE_MAX_ENTRIES, type ReleaseEntryRequest, type Sport } from "@courtside/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { releaseDraws, releaseEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError, invalidField, notFound, worded } from "../../http/http-error.ts";
import { type CatalogSnapshot, catalogSnapshots } from "../catalog/catalog-snapshot.ts";
import { type BookingRules, bookingRules } from "../rules/service.ts";
import { capMemo } from "./cap-memo.ts";
import { releaseWords } from "./i18n.ts";
import { closingTime, type DrawWindow, drawWindow, windowPhase } from "./release-window.ts";

/**
 * Adds a member's entries for court-slots of one timeslot, in order of preference after their
 * earlier ones. A court-slot already entered stays as it was (one entry per person per
 * court-slot: a repeated request changes nothing). At most RELEASE_MAX_ENTRIES per member
 * per draw, counted in the writing transaction under the member's lock for that draw, so
 * parallel requests cannot pass the cap together. Answers the member's entries after it.
 */
export async function enterDraw(deps: AppDeps, sport: Sport, memberId: string, input: ReleaseEntryRequest): Promise<OpenDraw> {
  // The snapshot (at most a second old) accepts what exists and an open window; a refusal is checked fresh.
  const snapshots = catalogSnapshots(deps);
  let snapshot = await snapshots.get(sport, { fresh: false });
  const known = (s: CatalogSnapshot) =>
    s.timeslots.some((t) => t.id === input.timeslot_id) && input.court_ids.every((id) => s.courts.some((c) => c.id === id));
  if (!known(snapshot) || windowOf(deps, snapshot.rules, input.date).phase !== "open") {
    snapshot = await snapshots.get(sport, { fresh: true });
  }
  assertWindowOpen(deps, snapshot.rules, input.date);
  if (!snapshot.timeslots.some((t) => t.id === input.timeslot_id)) {
    throw invalidField("timeslot_id", worded(releaseWords, "release.timeslotNotOfSport", { sport }), {
      code: "timeslot_not_of_sport",
      params: { sport, timeslot_id: input.timeslot_id },
    });
  }
  const unknown = input.court_ids.find((id) => !snapshot.courts.some((c) => c.id === id));
  if (unknown !== undefined) {
    throw invalidField("court_ids", worded(releaseWords, "release.courtNotOfSport", { sport }), {
      code: "court_not_of_sport",
      params: { sport, court_id: unknown },
    });
  }
  const courtIds = [...new Set(input.court_ids)];
  const rules = snapshot.rules;
  // A script past its cap, sending on: refused (or, repeating an entry, answered) from what
  // the last refusal read, for a second, without a round trip.
  const capped = capMemo(deps);
  const key = `${memberId}:${sport}:${input.date}`;
  const held = capped.get(key);
  if (held) {
    const fresh = courtIds.filter((c) => !held.some((m) => m.timeslotId === input.timeslot_id && m.courtId === c));
    if (fresh.length === 0) return { rules, entries: held };
    if (held.length + fresh.length > RELEASE_MAX_ENTRIES) throw entryCap(RELEASE_MAX_ENTRIES - held.length);
  }
  const outcome = await enterInOneTrip(deps.database.db, sport, memberId, input.date, input.timeslot_id, courtIds);
  if (outcome.kind === "drawn") throw drawClosed(input.date, null, deps.config.timezone);
  if (outcome.kind === "cap") {
    capped.set(key, outcome.entries);
    throw entryCap(RELEASE_MAX_ENTRIES - outcome.entries.length);
  }
  capped.delete(key);
  return { rules, entries: outcome.entries };
}

/** A member's entries in an open, undrawn window, as an entry left them (what their draw view shows). */
export type OpenDraw = { rules: BookingRules; entries: EnteredSlot[] };

type EnteredSlot = { id: number; timeslotId: number; courtId: number; preference: number };

type EntryOutcome = { kind: "entered" | "cap"; entries: EnteredSlot[] } | { kind: "drawn" };

/**
 * Adds the court-slots not yet entered in one round trip: migration 0025's
 * courtside_release_enter reads, takes the member's lock (their cap) and the draw's lock
 * shared (it waits for a claiming draw, so an entry is either in the set the draw read or
 * refused), counts the cap and inserts, in its statement's own transaction.
 */
async function enterInOneTrip(
  db: Db,
  sport: Sport,
  memberId: string,
  date: string,
  timeslotId: number,
  courtIds: number[],
): Promise<EntryOutcome> {
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await db.execute(sql`
    select * from courtside_release_enter(${memberId}::uuid, ${sport}, ${date}::date, ${timeslotId}::integer,
      ${`{${courtIds.join(",")}}`}::integer[], ${RELEASE_MAX_ENTRIES}::integer,
      ${`release:${memberId}:${sport}:${date}`}, ${drawLockKey(sport, date)})`)) as unknown as {
    rows: {
      outcome: "entered" | "cap" | "drawn";
      id: number | null;
      timeslot_id: number;
      court_id: number;
      preference: number;
    }[];
  };
  const outcome = result.rows[0]?.outcome ?? "entered";
  if (outcome === "drawn") return { kind: "drawn" };
  const entries = result.rows
    .flatMap((r) => (r.id === null ? [] : [r]))
    .map((r) => ({
      id: Number(r.id),
      timeslotId: Number(r.timeslot_id),
      courtId: Number(r.court_id),
      preference: Number(r.preference),
    }));
  return { kind: outcome, entries };
}

function entryCap(left: number): HttpError {
  const message = worded(releaseWords, "release.entryCap", { max: RELEASE_MAX_ENTRIES, left });
  return new HttpError(422, message, { court_ids: [message] }, undefined, {
    code: "release_entry_cap",
    params: { max: RELEASE_MAX_ENTRIES, left },
  });
}

/** Withdraws one of the member's entries while the draw is open. */
export async function withdrawEntry(deps: AppDeps, sport: Sport, memberId: string, entryId: number): Promise<string> {
  const { db } = deps.database;
  const [entry] = await db
    .select()
    .from(releaseEntries)
    .where(and(eq(releaseEntries.id, entryId), eq(releaseEntries.memberId, memberId), eq(releaseEntries.sport, sport)));
  if (!entry) throw notFound(worded(releaseWords, "release.noSuchEntry"));
  assertWindowOpen(deps, await bookingRules(db, sport), entry.date);
  await db.transaction(async (tx) => {
    await assertNotDrawn(tx, sport, entry.date, deps.config.timezone);
    await tx.delete(releaseEntries).where(eq(releaseEntries.id, entry.id));
  });
  capMemo(deps).delete(`${memberId}:${sport}:${entry.date}`);
  return entry.date;
}

/** The lock a draw takes exclusively while it claims a date (run-draw.ts): entries and withdrawals share it. */
export const drawLockKey = (sport: Sport, date: string) => `release-draw:${sport}:${date}`;

/**
 * Inside a withdrawal's transaction: waits for a claiming draw, then refuses if the date was drawn.
 * So a withdrawn entry is either out of the set the draw read or refused.
 */
async function assertNotDrawn(tx: Db, sport: Sport, date: string, zone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${drawLockKey(sport, date)}))`);
  const [drawn] = await tx
    .select({ date: releaseDraws.date })
    .from(releaseDraws)
    .where(and(eq(releaseDraws.sport, sport), eq(releaseDraws.date, date)));
  if (drawn) throw drawClosed(date, null, zone);
}

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
