import type { EnterResultRequest, MatchResultView, Sport } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { matchResults, type members } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm } from "../../facility-time.ts";
import { HttpError, notFound, worded } from "../../http/http-error.ts";
import { applyMatchResult, type LevelMove, matchMoves } from "../levels/match-levels.ts";
import { latestLevel, levelOf } from "../levels/my-level.ts";
import { bookingDetails, bookingEnd, bookingMembers, bookingOf } from "../players/booking-reads.ts";
import { resultWords } from "./i18n.ts";

type MemberRow = typeof members.$inferSelect;
type ResultRow = typeof matchResults.$inferSelect;
type ResultKey = Parameters<ReturnType<typeof resultWords>>[0];
type Booking = NonNullable<Awaited<ReturnType<typeof bookingOf>>>;

export const refusal = (status: number, key: ResultKey, code: string, params?: Record<string, string>) =>
  new HttpError(status, worded(resultWords, key, params), undefined, undefined, { code, ...(params ? { params } : {}) });

/** The booking and its members, when the caller is one of them; 404 otherwise (as for anyone's order). */
async function bookingOfMember(deps: AppDeps, sport: Sport, orderId: string, caller: MemberRow) {
  const { db } = deps.database;
  const order = await bookingOf(db, sport, orderId);
  const people = order ? await bookingMembers(db, order) : [];
  if (!order || !people.some((p) => p.memberId === caller.id)) throw notFound(worded(resultWords, "results.noSuchBooking"));
  return { order, people };
}

/** Paid, and its slot is over. */
function played(deps: AppDeps, order: Booking, details: Awaited<ReturnType<typeof bookingDetails>>): boolean {
  const end = bookingEnd(deps, details);
  return order.status === "paid" && end !== null && end <= deps.clock.now();
}

async function resultOf(deps: AppDeps, orderId: string) {
  const [row] = await deps.database.db.select().from(matchResults).where(eq(matchResults.orderId, orderId));
  return row;
}

/** GET: the booking's members (who may be on a side) and its result, as the caller sees them. */
export async function matchResultView(deps: AppDeps, sport: Sport, orderId: string, caller: MemberRow): Promise<MatchResultView> {
  const { db } = deps.database;
  const { order, people } = await bookingOfMember(deps, sport, orderId, caller);
  const [details, result] = await Promise.all([bookingDetails(db, order), resultOf(deps, order.id)]);
  const isPlayed = played(deps, order, details);
  const levels = await Promise.all(people.map((p) => latestLevel(db, sport, p.memberId)));
  const nameOf = (id: string) => people.find((p) => p.memberId === id)?.name ?? "";
  const moves = result?.status === "confirmed" ? await matchMoves(db, result.id) : [];
  const onSide = (id: string) => Boolean(result && (result.teamA.includes(id) || result.teamB.includes(id)));
  return {
    order_id: order.id,
    sport,
    date: details.date ?? "",
    timeslot: { start: hhmm(details.slot?.startTime ?? "00:00"), end: hhmm(details.slot?.endTime ?? "00:00") },
    courts: details.courts.map((c) => c.name),
    players: people.map((p, i) => ({
      member_id: p.memberId,
      name: p.name,
      you: p.memberId === caller.id,
      level: levels[i] === undefined ? null : levelOf(levels[i] as number),
    })),
    can_enter: !result && isPlayed && people.length >= 2,
    result: result
      ? {
          team_a: result.teamA,
          team_b: result.teamB,
          winner: result.winner,
          score: result.score,
          status: result.status,
          entered_by: nameOf(result.enteredBy),
          you_entered: result.enteredBy === caller.id,
          can_answer: result.status === "entered" && result.enteredBy !== caller.id && onSide(caller.id),
          moves: moves.map((m) => ({ member_id: m.memberId, name: nameOf(m.memberId), from: m.from, to: m.to })),
        }
      : null,
  };
}

/**
 * A member of a played, paid booking enters its result: the sides are members of the booking,
 * each on one side, the caller among them. Once per booking (the unique index decides a race).
 */
export async function enterResult(
  deps: AppDeps,
  sport: Sport,
  orderId: string,
  caller: MemberRow,
  input: EnterResultRequest,
): Promise<void> {
  const { order, people } = await bookingOfMember(deps, sport, orderId, caller);
  if (!played(deps, order, await bookingDetails(deps.database.db, order)))
    throw refusal(409, "results.notPlayed", "result_not_played");
  if (people.length < 2) throw refusal(409, "results.tooFew", "result_too_few_members");
  const sides = [...input.team_a, ...input.team_b];
  const members = new Set(people.map((p) => p.memberId));
  if (new Set(sides).size !== sides.length || sides.some((id) => !members.has(id))) {
    throw refusal(422, "results.notOnBooking", "result_side_not_on_booking");
  }
  if (!sides.includes(caller.id)) throw refusal(422, "results.notOnASide", "result_author_not_on_a_side");
  try {
    await deps.database.db.insert(matchResults).values({
      orderId: order.id,
      teamA: input.team_a,
      teamB: input.team_b,
      winner: input.winner,
      score: input.score ?? "",
      enteredBy: caller.id,
      createdAt: deps.clock.now(),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refusal(409, "results.exists", "result_exists");
    throw err;
  }
}

/**
 * Another player of the match confirms the result (levels move, once: the status changes by a
 * conditional update in the transaction that writes them) or disputes it (nothing moves; staff
 * settle it: disputes.ts).
 */
export async function answerResult(
  deps: AppDeps,
  sport: Sport,
  orderId: string,
  caller: MemberRow,
  answer: "confirmed" | "disputed",
): Promise<void> {
  const { order } = await bookingOfMember(deps, sport, orderId, caller);
  const result = await resultOf(deps, order.id);
  if (!result) throw refusal(404, "results.none", "result_none");
  const onSide = result.teamA.includes(caller.id) || result.teamB.includes(caller.id);
  if (!onSide || result.enteredBy === caller.id) throw refusal(403, "results.notYours", "result_not_yours");
  await deps.database.db.transaction(async (tx) => {
    const moved = await moveResult(tx, sport, result, "entered", {
      status: answer,
      answeredBy: caller.id,
      answeredAt: deps.clock.now(),
    });
    if (!moved) throw refusal(409, "results.answered", "result_answered", { status: await statusNow(tx, result.id, answer) });
  });
}

/** The result's status as the transaction reads it now (after a conditional update found it changed). */
export async function statusNow(tx: Db, resultId: number, otherwise: string): Promise<string> {
  const [now] = await tx.select({ status: matchResults.status }).from(matchResults).where(eq(matchResults.id, resultId));
  return now?.status ?? otherwise;
}

/**
 * The one way a result leaves a status (a player's answer, staff settling a dispute): a
 * conditional update from `from`, and, when it becomes `confirmed`, its players' levels moved by
 * the rating rule in the same transaction, so they move once whoever races to confirm it.
 * Undefined when the result was no longer `from` (the caller refuses, 409); else the moves.
 */
export async function moveResult(
  tx: Db,
  sport: Sport,
  result: ResultRow,
  from: ResultRow["status"],
  set: Partial<Pick<ResultRow, "answeredBy" | "answeredAt">> & { status: Exclude<ResultRow["status"], "entered"> },
): Promise<LevelMove[] | undefined> {
  const [changed] = await tx
    .update(matchResults)
    .set(set)
    .where(and(eq(matchResults.id, result.id), eq(matchResults.status, from)))
    .returning({ id: matchResults.id });
  if (!changed) return undefined;
  if (set.status !== "confirmed") return [];
  return applyMatchResult(tx, sport, result.id, [result.teamA, result.teamB], result.winner);
}
