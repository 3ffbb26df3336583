import { formatInstant, RELEASE_MAX_ENTRIES, type ReleaseEntryRequest, type Sport } from "@courtside/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { releaseDraws, releaseEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError, invalidField, notFound } from "../../http/http-error.ts";
import { catalogSnapshots } from "../catalog/catalog-snapshot.ts";
import { bookingRules } from "../rules/service.ts";
import { closingTime, type DrawWindow, drawWindow, windowPhase } from "./release-window.ts";

/**
 * Adds a member's entries for court-slots of one timeslot, in order of preference after their
 * earlier ones. A court-slot already entered stays as it was (one entry per person per
 * court-slot: a repeated request changes nothing). At most RELEASE_MAX_ENTRIES per member
 * per draw, counted in the writing transaction under the member's lock for that draw, so
 * parallel requests cannot pass the cap together.
 */
export async function enterDraw(deps: AppDeps, sport: Sport, memberId: string, input: ReleaseEntryRequest): Promise<void> {
  await openWindowOf(deps, sport, input.date);
  // The snapshot (at most a second old) accepts what exists; a refusal is checked fresh.
  let snapshot = await catalogSnapshots(deps).get(sport, { fresh: false });
  const known = (s: typeof snapshot) =>
    s.timeslots.some((t) => t.id === input.timeslot_id) && input.court_ids.every((id) => s.courts.some((c) => c.id === id));
  if (!known(snapshot)) snapshot = await catalogSnapshots(deps).get(sport, { fresh: true });
  if (!snapshot.timeslots.some((t) => t.id === input.timeslot_id)) {
    throw invalidField("timeslot_id", `The selected timeslot is not a ${sport} timeslot.`);
  }
  if (!input.court_ids.every((id) => snapshot.courts.some((c) => c.id === id))) {
    throw invalidField("court_ids", `Every selected court must be an open ${sport} court.`);
  }
  const courtIds = [...new Set(input.court_ids)];
  const { db } = deps.database;
  const entered = (q: Db) =>
    q
      .select({ timeslotId: releaseEntries.timeslotId, courtId: releaseEntries.courtId, preference: releaseEntries.preference })
      .from(releaseEntries)
      .where(and(eq(releaseEntries.memberId, memberId), eq(releaseEntries.sport, sport), eq(releaseEntries.date, input.date)));
  const newTo = (mine: { timeslotId: number; courtId: number }[]) =>
    courtIds.filter((c) => !mine.some((m) => m.timeslotId === input.timeslot_id && m.courtId === c));
  // Over the cap already, without the lock: only the member adds to their entries, so what is
  // over it now is over it under the lock too (a withdrawal meanwhile counts as coming after).
  // A script sending entries past its cap costs one read, not a transaction.
  const before = await entered(db);
  const freshBefore = newTo(before);
  if (freshBefore.length > 0 && before.length + freshBefore.length > RELEASE_MAX_ENTRIES) {
    throw entryCap(RELEASE_MAX_ENTRIES - before.length);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`release:${memberId}:${sport}:${input.date}`}))`);
    await assertNotDrawn(tx, sport, input.date, deps.config.timezone);
    const mine = await entered(tx);
    const fresh = newTo(mine);
    if (fresh.length === 0) return;
    if (mine.length + fresh.length > RELEASE_MAX_ENTRIES) throw entryCap(RELEASE_MAX_ENTRIES - mine.length);
    const next = Math.max(0, ...mine.map((m) => m.preference)) + 1;
    await tx
      .insert(releaseEntries)
      .values(
        fresh.map((courtId, i) => ({
          sport,
          date: input.date,
          timeslotId: input.timeslot_id,
          courtId,
          memberId,
          preference: next + i,
        })),
      )
      .onConflictDoNothing();
  });
}

function entryCap(left: number): HttpError {
  const message = `You can enter for at most ${RELEASE_MAX_ENTRIES} court-slots in one draw; ${left} more.`;
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
  if (!entry) throw notFound("No such entry of yours.");
  await openWindowOf(deps, sport, entry.date);
  await db.transaction(async (tx) => {
    await assertNotDrawn(tx, sport, entry.date, deps.config.timezone);
    await tx.delete(releaseEntries).where(eq(releaseEntries.id, entry.id));
  });
  return entry.date;
}

/** The lock a draw takes exclusively while it claims a date (run-draw.ts): entries and withdrawals share it. */
export const drawLockKey = (sport: Sport, date: string) => `release-draw:${sport}:${date}`;

/**
 * Inside an entry's transaction: waits for a claiming draw, then refuses if the date was drawn.
 * So an entry is either in the set the draw read or refused, even with instances' clocks apart.
 */
async function assertNotDrawn(tx: Db, sport: Sport, date: string, zone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${drawLockKey(sport, date)}))`);
  const [drawn] = await tx
    .select({ date: releaseDraws.date })
    .from(releaseDraws)
    .where(and(eq(releaseDraws.sport, sport), eq(releaseDraws.date, date)));
  if (drawn) throw drawClosed(date, null, zone);
}

/** The date's draw window, or 409 release_draw_closed saying when it opens or that it closed. */
async function openWindowOf(deps: AppDeps, sport: Sport, date: string): Promise<DrawWindow> {
  const rules = await bookingRules(deps.database.db, sport);
  const window = drawWindow(rules, deps.config.timezone, date);
  const phase = windowPhase(window, deps.clock.now());
  if (window && phase === "open") return window;
  throw drawClosed(date, phase === "before" ? window : null, deps.config.timezone, phase === "none");
}

function drawClosed(date: string, upcoming: DrawWindow | null, zone: string, noDraw = false): HttpError {
  const message = noDraw
    ? "This date has no release draw: book it first come."
    : upcoming
      ? `The draw for this date opens ${formatInstant(upcoming.opens, zone)} and runs until ${closingTime(upcoming, zone)}.`
      : "The draw for this date has closed.";
  return new HttpError(409, message, { date: [message] }, undefined, {
    code: "release_draw_closed",
    params: { date, ...(upcoming && { opens_at: upcoming.opens.toISOString(), closes_at: upcoming.closes.toISOString() }) },
  });
}
