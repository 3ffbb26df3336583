import { formatDay, type Sport } from "@courtside/contract";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { bookings, orders } from "../../db/schema.ts";
import { addDays } from "../../facility-time.ts";
import { HttpError } from "../../http/http-error.ts";
import { payerLockKey } from "../orders/hold-limits.ts";
import type { Tier } from "./tier.ts";

/** What a plan member's order would add to their bookings, and the plan's limits on them. */
export type QuotaClaim = {
  memberId: string;
  sport: Sport;
  date: string;
  /** Court-slots the order books (each court of its slot is one booking). */
  units: number;
  planName: string;
  maxUpcoming: number | null;
  maxPerDay: number | null;
  maxPerWeek: number | null;
};

/** Only a plan with a booking limit in the sport has a claim to count; everyone else books as today. */
export function quotaClaim(tier: Tier, sport: Sport, date: string, units: number): QuotaClaim | null {
  if (tier.kind !== "plan" || !tier.benefits) return null;
  const { maxUpcoming, maxPerDay, maxPerWeek } = tier.benefits;
  if (maxUpcoming === null && maxPerDay === null && maxPerWeek === null) return null;
  return { memberId: tier.memberId, sport, date, units, planName: tier.planName, maxUpcoming, maxPerDay, maxPerWeek };
}

/**
 * A member moving their booking from one date to another: it stays one upcoming booking,
 * so only the new day's limit (and the new week's, when the week changes) can stop it.
 * Counted before the move, the booking is not yet on the new day or in the new week.
 */
export function moveQuotaClaim(tier: Tier, sport: Sport, from: string, to: string, units: number): QuotaClaim | null {
  if (from === to) return null;
  const claim = quotaClaim(tier, sport, to, units);
  if (!claim) return null;
  const sameWeek = weekOf(from).monday === weekOf(to).monday;
  const limited = { ...claim, maxUpcoming: null, maxPerWeek: sameWeek ? null : claim.maxPerWeek };
  return limited.maxPerDay === null && limited.maxPerWeek === null ? null : limited;
}

/** The member's lock: the same the unpaid-hold count takes for them. */
export const quotaLockKey = (claim: Pick<QuotaClaim, "memberId">) => payerLockKey(`member:${claim.memberId}`);

/** Monday to Sunday of the date's week: a calendar date's weekday is the same in every zone. */
export function weekOf(date: string): { monday: string; sunday: string } {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const monday = addDays(date, -((weekday + 6) % 7));
  return { monday, sunday: addDays(monday, 6) };
}

export type QuotaCounts = { upcoming: number; on_day: number; in_week: number };

/**
 * Inside the writing transaction, before the insert: locks the member (the same lock the
 * unpaid-hold count takes, so both counts and the insert are one step for this member),
 * then counts their live bookings of the sport. Two orders of one member can never both
 * pass a count only one of them fits. An unpaid online order's hold count takes this lock
 * and reads `quotaCounts` in its own statement (insert-order.ts): one round trip fewer.
 */
export async function assertQuotas(tx: Db, now: Date, claim: QuotaClaim): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${quotaLockKey(claim)}))`);
  const [row] = await tx.select({ counts: quotaCounts(now, claim) }).from(sql`(select 1) as one`);
  checkQuotas(claim, row?.counts);
}

/** Throws the refusal of the first limit the claim would pass, given the member's counts. */
export function checkQuotas(claim: QuotaClaim, counts: QuotaCounts | null | undefined): void {
  const refusal = quotaRefusal(claim, counts ?? { upcoming: 0, on_day: 0, in_week: 0 }, weekOf(claim.date).monday);
  if (refusal) throw refusal;
}

/**
 * The member's live bookings of the sport (paid, or held and not lapsed) upcoming, on the
 * claim's date and in its week, as one scalar (a JSON object), so another statement can
 * carry it. Read it only under the member's lock.
 */
export function quotaCounts(now: Date, claim: QuotaClaim): SQL<QuotaCounts> {
  const { monday, sunday } = weekOf(claim.date);
  const at = now.toISOString();
  const counted = new QueryBuilder()
    .select({
      counts: sql`json_build_object(
        'upcoming', count(*) filter (where lower(${bookings.during}) > ${at}::timestamptz),
        'on_day', count(*) filter (where ${bookings.date} = ${claim.date}::date),
        'in_week', count(*) filter (where ${bookings.date} between ${monday}::date and ${sunday}::date))`,
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(
      and(
        eq(orders.memberId, claim.memberId),
        eq(bookings.sport, claim.sport),
        eq(bookings.active, true),
        sql`(${orders.status} = 'paid' or (${orders.status} = 'pending' and (${orders.holdExpiresAt} is null or ${orders.holdExpiresAt} > ${at}::timestamptz)))`,
      ),
    );
  return sql<QuotaCounts>`(${counted})`;
}

function quotaRefusal(claim: QuotaClaim, counts: QuotaCounts, monday: string) {
  const plan = `Your ${claim.planName} plan`;
  const { sport, units } = claim;
  if (claim.maxUpcoming !== null && counts.upcoming + units > claim.maxUpcoming)
    return refuse(
      "limit_upcoming_bookings",
      claim.maxUpcoming,
      counts.upcoming,
      claim,
      `${plan} allows ${countOf(claim.maxUpcoming)} of ${sport} ahead at a time; you have ${counts.upcoming} and this needs ${units}. Play or cancel one first, or ask the desk.`,
    );
  if (claim.maxPerDay !== null && counts.on_day + units > claim.maxPerDay)
    return refuse(
      "limit_bookings_per_day",
      claim.maxPerDay,
      counts.on_day,
      claim,
      `${plan} allows ${countOf(claim.maxPerDay)} of ${sport} per day; you have ${counts.on_day} on ${formatDay(claim.date)} and this needs ${units}. Pick another day.`,
    );
  if (claim.maxPerWeek !== null && counts.in_week + units > claim.maxPerWeek)
    return refuse(
      "limit_bookings_per_week",
      claim.maxPerWeek,
      counts.in_week,
      claim,
      `${plan} allows ${countOf(claim.maxPerWeek)} of ${sport} per week; you have ${counts.in_week} in the week of ${formatDay(monday)} and this needs ${units}. Pick another week.`,
    );
  return null;
}

function refuse(code: string, limit: number, booked: number, claim: QuotaClaim, message: string): HttpError {
  return new HttpError(422, message, { court_ids: [message] }, undefined, {
    code,
    params: { limit, booked, plan: claim.planName, date: claim.date },
  });
}

const countOf = (n: number) => `${n} booking${n === 1 ? "" : "s"}`;
