import { randomInt } from "node:crypto";
import type { Sport } from "@courtside/contract";
import { RELEASE_MAX_ENTRIES } from "@courtside/contract";
import { and, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import { releaseDraws, releaseEntries, releaseResults } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { addDays, facilityToday } from "../../facility-time.ts";
import { payerTiers, type Tier } from "../booking-policy/tier.ts";
import { bookingRules } from "../rules/service.ts";
import { scheduleCache } from "../schedule/schedule-cache.ts";
import { cellKey, cellOf, type Entrant, type Entry } from "./draw.ts";
import { drawWithHolds } from "./draw-holds.ts";
import { mailDrawResults } from "./draw-mail.ts";
import { drawLockKey } from "./entries.ts";
import { drawWindow, windowPhase } from "./release-window.ts";

/** A claim not completed after this long (its instance died mid-draw) is taken over, with the same seed. */
const STALE_CLAIM_MS = 60_000;

/**
 * The sweep (every 250 ms on each instance, main.ts; cheap when nothing is due: one indexed
 * query): draws each (sport, date) whose window has closed and has entries but no completed
 * draw. Answers how many draws this instance completed.
 */
export async function drawDueReleases(deps: AppDeps): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  const due = await db
    .selectDistinct({ sport: releaseEntries.sport, date: releaseEntries.date })
    .from(releaseEntries)
    .leftJoin(releaseDraws, and(eq(releaseDraws.sport, releaseEntries.sport), eq(releaseDraws.date, releaseEntries.date)))
    .where(
      and(
        // Entries are kept for the record; only dates not yet played can still be due.
        gte(releaseEntries.date, addDays(facilityToday(now, deps.config.timezone), -1)),
        or(isNull(releaseDraws.date), and(isNull(releaseDraws.completedAt), lt(releaseDraws.claimedAt, stale))),
      ),
    );
  let drawn = 0;
  for (const { sport, date } of due) {
    const rules = await bookingRules(db, sport);
    const window = drawWindow(rules, deps.config.timezone, date);
    // A rule changed back to 0 after entries were made: they are still drawn once the window would have closed.
    if (window && windowPhase(window, now) !== "closed") continue;
    if (await drawRelease(deps, sport, date)) drawn++;
  }
  return drawn;
}

/** Claims, runs and completes one date's draw; false when another instance has it. */
export async function drawRelease(deps: AppDeps, sport: Sport, date: string): Promise<boolean> {
  const claim = await claimDraw(deps, sport, date);
  if (!claim) return false;
  const { results, orderOf } = await drawWithHolds(deps, sport, date, claim);
  const completed = await deps.database.db.transaction(async (tx) => {
    if (results.length > 0) {
      await tx
        .insert(releaseResults)
        .values(
          results.map((r) => ({
            sport,
            date,
            memberId: r.memberId,
            ...cellOf(r.cell),
            outcome: r.outcome,
            won: r.outcome === "won",
            orderId: orderOf.get(`${r.memberId}|${r.cell}`) ?? null,
            turn: r.turn,
          })),
        )
        .onConflictDoNothing();
    }
    // Only the claim still open completes: a takeover that finished first makes this one a no-op (and mails nothing).
    return tx
      .update(releaseDraws)
      .set({ completedAt: deps.clock.now() })
      .where(and(eq(releaseDraws.sport, sport), eq(releaseDraws.date, date), isNull(releaseDraws.completedAt)))
      .returning({ date: releaseDraws.date });
  });
  scheduleCache(deps).invalidate({ sport, date });
  if (completed.length === 0) return false;
  deps.background.run("release draw mail", () => mailDrawResults(deps, sport, date));
  return true;
}

type Claim = { seed: number; entries: Entry[]; entrants: Entrant[] };

/**
 * Under the date's draw lock (entries wait on it, shared): a new draw row with a fresh seed,
 * or the takeover of a stale one. Whoever writes the row draws: once across instances.
 */
async function claimDraw(deps: AppDeps, sport: Sport, date: string): Promise<Claim | null> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const rows = await db
    .select()
    .from(releaseEntries)
    .where(and(eq(releaseEntries.sport, sport), eq(releaseEntries.date, date)));
  const today = facilityToday(now, deps.config.timezone);
  const memberIds = [...new Set(rows.map((r) => r.memberId))].sort();
  // Limits are read before the claim (no lock held while reading plans, one query for all) and recorded with it.
  const limitsOf = async (d: typeof db, ids: string[]) =>
    [...(await payerTiers(d, sport, ids, today))].map(([memberId, tier]) => ({ memberId, limit: winLimit(tier) }));
  const entrants = await limitsOf(db, memberIds);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${drawLockKey(sport, date)}))`);
    const [existing] = await tx
      .select()
      .from(releaseDraws)
      .where(and(eq(releaseDraws.sport, sport), eq(releaseDraws.date, date)));
    if (existing) {
      if (existing.completedAt || existing.claimedAt.getTime() > now.getTime() - STALE_CLAIM_MS) return null;
      await tx
        .update(releaseDraws)
        .set({ claimedAt: now })
        .where(and(eq(releaseDraws.sport, sport), eq(releaseDraws.date, date)));
      const kept = await entriesOf(tx, sport, date);
      return {
        seed: existing.seed,
        entries: kept,
        entrants: existing.entrants.map((e) => ({ memberId: e.member_id, limit: e.limit })),
      };
    }
    const entries = await entriesOf(tx, sport, date);
    // Entries made between the read above and the lock have no limit read yet: read the rest now (rare).
    const known = new Set(entrants.map((e) => e.memberId));
    const late = [...new Set(entries.map((e) => e.memberId))].filter((memberId) => !known.has(memberId));
    entrants.push(...(await limitsOf(tx, late)));
    const seed = randomInt(0, 2 ** 31);
    const entered = new Set(entries.map((e) => e.memberId));
    const recorded = entrants.filter((e) => entered.has(e.memberId));
    await tx
      .insert(releaseDraws)
      .values({ sport, date, seed, claimedAt: now, entrants: recorded.map((e) => ({ member_id: e.memberId, limit: e.limit })) })
      .onConflictDoNothing();
    return { seed, entries, entrants: recorded };
  });
}

async function entriesOf(db: Parameters<typeof payerTiers>[0], sport: Sport, date: string): Promise<Entry[]> {
  const rows = await db
    .select()
    .from(releaseEntries)
    .where(and(eq(releaseEntries.sport, sport), eq(releaseEntries.date, date)));
  return rows.map((r) => ({ memberId: r.memberId, cell: cellKey(r.timeslotId, r.courtId), preference: r.preference }));
}

/**
 * Court-slots one person can win in a draw: one, or as many as their plan lets them book a
 * day (max_per_day) when it allows more, never more than the entries one may make.
 */
export function winLimit(tier: Tier): number {
  const perDay = tier.kind === "plan" ? tier.benefits?.maxPerDay : null;
  return Math.min(RELEASE_MAX_ENTRIES, Math.max(1, perDay ?? 1));
}
