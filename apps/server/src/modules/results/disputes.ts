import {
  type DisputedResult,
  formatSlot,
  localeTags,
  type SettledResult,
  type SettleResultRequest,
  type Sport,
  webRoutes,
} from "@courtside/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { matchResults, members, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm } from "../../facility-time.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { levelOf } from "../levels/my-level.ts";
import { mailWords } from "../mail/i18n.ts";
import { composeMail, mailClub } from "../mail/layout.ts";
import { type OrderDetails, type OrderRow, orderDetails } from "../orders/order-queries.ts";
import { resultWords } from "./i18n.ts";
import { moveResult, refusal, statusNow } from "./match-results.ts";

/**
 * Staff settle disputed results (issue 14: "Disputes go to staff"). Staff of the sport read its
 * disputed results, the longest waiting first, and settle each once: `confirm` makes it
 * confirmed as entered and moves every member's level exactly as a player's confirmation does
 * (`moveResult`: the conditional update disputed → confirmed and the level rows in one
 * transaction), `void` sets it aside (nothing moves). Either is audited (`result.settle`, on the
 * booking's order) with the reason, which the players of the match are mailed with the outcome.
 */

type ResultRow = typeof matchResults.$inferSelect;
type Person = { member_id: string; name: string };

/** When a dispute began: when it was disputed (a record without that: when it was entered). */
const disputedSince = sql`coalesce(${matchResults.answeredAt}, ${matchResults.createdAt})`;

/** Members' names by id, for the sides and who entered and disputed. */
async function namesOf(deps: AppDeps, ids: string[]): Promise<Map<string, { name: string; email: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await deps.database.db
    .select({ id: members.id, name: members.name, email: members.email })
    .from(members)
    .where(inArray(members.id, unique));
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
}

const peopleOf = (result: ResultRow) => [
  ...result.teamA,
  ...result.teamB,
  result.enteredBy,
  ...(result.answeredBy ? [result.answeredBy] : []),
];

function present(
  result: ResultRow,
  order: OrderRow,
  details: OrderDetails | undefined,
  names: Map<string, { name: string }>,
): DisputedResult {
  const person = (id: string): Person => ({ member_id: id, name: names.get(id)?.name ?? "" });
  return {
    result_id: result.id,
    order_id: order.id,
    inv: order.inv,
    sport: order.sport,
    date: details?.date ?? "",
    timeslot: { start: hhmm(details?.slot?.startTime ?? "00:00"), end: hhmm(details?.slot?.endTime ?? "00:00") },
    courts: (details?.courts ?? []).map((c) => c.name),
    team_a: result.teamA.map(person),
    team_b: result.teamB.map(person),
    winner: result.winner,
    score: result.score,
    entered_by: person(result.enteredBy),
    entered_at: result.createdAt.toISOString(),
    disputed_by: result.answeredBy ? person(result.answeredBy) : null,
    disputed_at: result.answeredAt ? result.answeredAt.toISOString() : null,
  };
}

/** GET: the sport's disputed results, the longest waiting first. */
export async function disputedResults(deps: AppDeps, sport: Sport): Promise<DisputedResult[]> {
  const { db } = deps.database;
  const rows = await db
    .select({ result: matchResults, order: orders })
    .from(matchResults)
    .innerJoin(orders, eq(orders.id, matchResults.orderId))
    .where(and(eq(matchResults.status, "disputed"), eq(orders.sport, sport)))
    .orderBy(asc(disputedSince), asc(matchResults.id));
  if (rows.length === 0) return [];
  const [details, names] = await Promise.all([
    orderDetails(
      db,
      rows.map((r) => r.order),
    ),
    namesOf(
      deps,
      rows.flatMap((r) => peopleOf(r.result)),
    ),
  ]);
  return rows.map((r) => present(r.result, r.order, details.get(r.order.id), names));
}

/** A result of the sport's bookings by id, or 404 (another sport's is not this administrator's to know of). */
async function resultOfSport(deps: AppDeps, sport: Sport, resultId: number) {
  const [row] = await deps.database.db
    .select({ result: matchResults, order: orders })
    .from(matchResults)
    .innerJoin(orders, eq(orders.id, matchResults.orderId))
    .where(and(eq(matchResults.id, resultId), eq(orders.sport, sport)));
  if (!row) throw refusal(404, "results.noSuchResult", "result_not_found");
  return row;
}

/**
 * POST …/settle: a disputed result confirmed as entered or voided, once. Two staff settling at
 * once: the conditional update lets one through; the other finds it settled (409
 * result_not_disputed, params.status). Anything not disputed is refused the same way.
 */
export async function settleDispute(
  deps: AppDeps,
  adminId: string,
  sport: Sport,
  resultId: number,
  input: SettleResultRequest,
): Promise<SettledResult> {
  const { result, order } = await resultOfSport(deps, sport, resultId);
  const status = input.outcome === "confirm" ? "confirmed" : "voided";
  const reason = input.reason.trim();
  const names = await namesOf(deps, peopleOf(result));
  const nameOf = (id: string) => names.get(id)?.name ?? "";
  const moves = await deps.database.db.transaction(async (tx) => {
    const moved = await moveResult(tx, sport, result, "disputed", { status });
    if (!moved) {
      throw refusal(409, "results.notDisputed", "result_not_disputed", { status: await statusNow(tx, result.id, status) });
    }
    await recordAudit(tx, {
      actorAdminId: adminId,
      action: "result.settle",
      entity: "order",
      entityId: order.id,
      before: {
        result_id: result.id,
        status: "disputed",
        disputed_by: result.answeredBy ? nameOf(result.answeredBy) : null,
      },
      after: {
        result_id: result.id,
        inv: order.inv,
        sport,
        outcome: input.outcome,
        status,
        team_a: result.teamA.map(nameOf),
        team_b: result.teamB.map(nameOf),
        winner: result.winner,
        score: result.score,
        reason,
      },
    });
    return moved;
  });
  const settled = moves.map((m) => ({
    member_id: m.memberId,
    name: nameOf(m.memberId),
    from: levelOf(m.from),
    to: levelOf(m.to),
  }));
  deps.background.run("result settled mail", () => mailSettled(deps, { result, order, status, reason, moves: settled, names }));
  return { result_id: result.id, order_id: order.id, status, moves: settled };
}

/**
 * Tells each member on a side how the club settled their match, in their language: the outcome,
 * the reason, and (confirmed) how their level moved; with the link to the result's page.
 */
async function mailSettled(
  deps: AppDeps,
  p: {
    result: ResultRow;
    order: OrderRow;
    status: SettledResult["status"];
    reason: string;
    moves: SettledResult["moves"];
    names: Map<string, { name: string; email: string }>;
  },
): Promise<void> {
  const { result, order } = p;
  const d = (await orderDetails(deps.database.db, [order])).get(order.id);
  if (!d?.date || !d.slot) return;
  const { date, slot } = d;
  const outcome = p.status === "confirmed" ? "confirm" : "void";
  const href = `${deps.config.appUrl}${webRoutes.matchResult
    .replace(":sport", order.sport)
    .replace(":order_id", encodeURIComponent(order.id))}`;
  const sideOf = (ids: string[]) => ids.map((id) => p.names.get(id)?.name ?? "").join(", ");
  for (const memberId of new Set([...result.teamA, ...result.teamB])) {
    const to = p.names.get(memberId);
    if (!to) continue;
    const club = await mailClub(deps, to.email);
    const { locale } = club;
    const t = resultWords(locale);
    const level = new Intl.NumberFormat(localeTags[locale], { minimumFractionDigits: 1, maximumFractionDigits: 2 });
    const when = formatSlot(date, hhmm(slot.startTime), hhmm(slot.endTime), locale);
    const values = { outcome, when, sport: order.sport };
    const move = p.moves.find((m) => m.member_id === memberId);
    const facts: [string, string][] = [
      [t("results.mail.when"), when],
      [t("results.mail.where"), `${club.name}, ${d.courts.map((c) => c.name).join(", ")}`],
      [t("results.mail.booking"), order.inv],
      [t("results.mail.side", { side: "a" }), sideOf(result.teamA)],
      [t("results.mail.side", { side: "b" }), sideOf(result.teamB)],
      [t("results.mail.winner"), t("results.mail.side", { side: result.winner })],
      ...(result.score ? [[t("results.mail.score"), result.score] as [string, string]] : []),
      ...(move ? [[t("results.mail.level"), `${level.format(move.from)} → ${level.format(move.to)}`] as [string, string]] : []),
      [t("results.mail.reason"), p.reason],
    ];
    await deps.mailer.send(
      composeMail({
        to: to.email,
        subject: t("results.settled.subject", values),
        club,
        content: {
          greeting: mailWords(locale)("mail.greeting", { name: to.name }),
          intro: [t("results.settled.intro", values)],
          facts,
          action: { label: t("results.settled.action"), href },
        },
      }),
    );
  }
}
