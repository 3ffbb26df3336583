import type { ReleaseDraw, Sport } from "@courtside/contract";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { members, orders, releaseDraws, releaseEntries, releaseResults } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { courtSlotNamer } from "./court-slots.ts";
import { type Attempt, cellKey, runDraw, shuffledPersons } from "./draw.ts";

/**
 * A date's draw as staff show it to a member: who entered (and their place in the seeded
 * shuffle), the seed, and every attempt in the order the draw made it. `reproduced` runs the
 * draw again from the recorded entries and seed, each attempt answered as recorded, and
 * compares: the recorded results are what the published procedure gives.
 */
export async function staffDrawView(deps: AppDeps, sport: Sport, date: string): Promise<ReleaseDraw> {
  const { db } = deps.database;
  const onDate = <T extends typeof releaseEntries | typeof releaseResults>(t: T) => and(eq(t.sport, sport), eq(t.date, date));
  const [[draw], entries, results, name] = await Promise.all([
    db
      .select()
      .from(releaseDraws)
      .where(and(eq(releaseDraws.sport, sport), eq(releaseDraws.date, date))),
    db.select().from(releaseEntries).where(onDate(releaseEntries)),
    db.select().from(releaseResults).where(onDate(releaseResults)).orderBy(asc(releaseResults.turn)),
    courtSlotNamer(deps, sport),
  ]);
  if (!draw) {
    const [waiting] = await db.select({ n: count() }).from(releaseEntries).where(onDate(releaseEntries));
    return { date, draw: null, entries_waiting: waiting?.n ?? 0 };
  }
  const ids = [...new Set([...draw.entrants.map((e) => e.member_id), ...entries.map((e) => e.memberId)])];
  const orderIds = results.flatMap((r) => (r.orderId ? [r.orderId] : []));
  const [people, held] = await Promise.all([
    ids.length > 0 ? db.select().from(members).where(inArray(members.id, ids)) : [],
    orderIds.length > 0 ? db.select({ id: orders.id, inv: orders.inv }).from(orders).where(inArray(orders.id, orderIds)) : [],
  ]);
  const person = (id: string) => people.find((p) => p.id === id);
  const drawEntries = entries.map((e) => ({
    memberId: e.memberId,
    cell: cellKey(e.timeslotId, e.courtId),
    preference: e.preference,
  }));
  const order = shuffledPersons(
    drawEntries.map((e) => e.memberId),
    draw.seed,
  );
  return {
    date,
    entries_waiting: 0,
    draw: {
      seed: draw.seed,
      claimed_at: draw.claimedAt.toISOString(),
      completed_at: draw.completedAt?.toISOString() ?? null,
      reproduced: draw.completedAt ? await reproduces(draw, drawEntries, results) : false,
      entrants: draw.entrants
        .map((e) => ({
          member_id: e.member_id,
          name: person(e.member_id)?.name ?? "(unknown)",
          email: person(e.member_id)?.email ?? "",
          limit: e.limit,
          position: order.indexOf(e.member_id) + 1,
          entries: entries.filter((x) => x.memberId === e.member_id).length,
        }))
        .sort((a, b) => a.position - b.position),
      results: results.map((r) => ({
        turn: r.turn,
        ...name(r.timeslotId, r.courtId),
        member_name: person(r.memberId)?.name ?? "(unknown)",
        outcome: r.outcome,
        inv: held.find((o) => o.id === r.orderId)?.inv ?? null,
      })),
    },
  };
}

type Recorded = { memberId: string; timeslotId: number; courtId: number; outcome: string; turn: number };

async function reproduces(
  draw: { seed: number; entrants: { member_id: string; limit: number }[] },
  entries: { memberId: string; cell: string; preference: number }[],
  recorded: Recorded[],
): Promise<boolean> {
  const answerOf = new Map(recorded.map((r) => [`${r.memberId}|${cellKey(r.timeslotId, r.courtId)}`, r.outcome]));
  const replay = await runDraw(
    entries,
    draw.entrants.map((e) => ({ memberId: e.member_id, limit: e.limit })),
    draw.seed,
    (memberId, cell): Attempt => {
      const outcome = answerOf.get(`${memberId}|${cell}`);
      // An attempt the record says was never made (lost) cannot happen in a faithful replay.
      return outcome === "won" || outcome === "taken" || outcome === "refused" ? outcome : "refused";
    },
  );
  const key = (r: { memberId: string; cell: string; outcome: string; turn: number }) =>
    `${r.turn}|${r.memberId}|${r.cell}|${r.outcome}`;
  const want = recorded.map((r) => key({ ...r, cell: cellKey(r.timeslotId, r.courtId) }));
  return replay.length === want.length && replay.every((r, i) => key(r) === want[i]);
}
