import { formatDay, type Sport, SUSPENDED_NO_SHOWS } from "@courtside/contract";
import { and, asc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { addDays, facilityToday } from "../../facility-time.ts";
import { HttpError, worded } from "../../http/http-error.ts";
import { normalisedEmail } from "../orders/hold-limits.ts";
import { type BookingRules, bookingRules } from "../rules/service.ts";
import { ordersOf } from "./customer-history.ts";
import type { CustomerRef } from "./customer-key.ts";
import { customerWords } from "./i18n.ts";
import { liftedSince } from "./suspension-lifts.ts";

/** Who orders online: a member by id, else a guest by their billing e-mail. */
export type OnlinePayer = { memberId: string | null; email: string };

export type NoShowRule = Pick<BookingRules, "noShowLimit" | "noShowWindowDays" | "noShowSuspensionDays">;

/** A suspension in force: until when, and the no-shows (booking ids, oldest first) behind it. */
export type Suspension = { until: string; bookingIds: number[] };

const DAY = 86_400_000;

export const payerRef = (payer: OnlinePayer): CustomerRef =>
  payer.memberId ? { kind: "member", memberId: payer.memberId } : { kind: "guest", email: normalisedEmail(payer.email) };

/**
 * The sport's no-show rule (ClubSpark's practice): with `no_show_limit` K > 0, a customer with
 * at least K no-shows whose slots started within the last `no_show_window_days` may not book
 * online until the date of the latest of them plus `no_show_suspension_days`. A no-show marked
 * before staff last lifted the customer's suspension of the sport no longer counts. Undefined
 * when none is in force (no read at all while the rule is off).
 */
export async function suspensionOf(
  db: Db,
  sport: Sport,
  who: CustomerRef,
  rules: NoShowRule,
  now: Date,
  zone: string,
): Promise<Suspension | undefined> {
  if (rules.noShowLimit === 0) return undefined;
  const since = new Date(now.getTime() - rules.noShowWindowDays * DAY);
  const counted: SQL[] = [
    eq(bookings.sport, sport),
    isNotNull(bookings.noShowAt),
    ordersOf(who),
    sql`lower(${bookings.during}) between ${since.toISOString()}::timestamptz and ${now.toISOString()}::timestamptz`,
    sql`${bookings.noShowAt} > ${liftedSince(who, sport)}`,
  ];
  const found = await db
    .select({ id: bookings.id, date: bookings.date })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(...counted))
    .orderBy(asc(bookings.date), asc(bookings.id));
  const latest = found.at(-1)?.date;
  if (!latest || found.length < rules.noShowLimit) return undefined;
  const until = addDays(latest, rules.noShowSuspensionDays);
  if (facilityToday(now, zone) >= until) return undefined;
  return { until, bookingIds: found.map((f) => f.id) };
}

/**
 * Refuses an online order while the payer is suspended: 403 `suspended_no_shows` says from
 * when they may book again, and that the desk still books for them (the booking policy asks
 * only for players' own bookings). No-shows are marked by staff, not by orders, so a read
 * before the insert counts them exactly.
 */
export async function assertNotSuspended(
  db: Db,
  sport: Sport,
  payer: OnlinePayer,
  rules: NoShowRule,
  now: Date,
  zone: string,
): Promise<void> {
  const suspension = await suspensionOf(db, sport, payerRef(payer), rules, now, zone);
  if (!suspension) return;
  const { until, bookingIds } = suspension;
  const message = worded(customerWords, "customers.suspended", (locale) => ({
    sport,
    count: bookingIds.length,
    days: rules.noShowWindowDays,
    until: formatDay(until, locale),
  }));
  throw new HttpError(403, message, undefined, undefined, {
    code: SUSPENDED_NO_SHOWS,
    params: { until, no_shows: bookingIds.length, limit: rules.noShowLimit, days: rules.noShowWindowDays },
  });
}

/** The sports whose no-show rule suspends the customer today, with the rule. */
export async function suspensionsOf(deps: AppDeps, ref: CustomerRef, sports: Sport[], now: Date) {
  const db = deps.database.db;
  const each = await Promise.all(
    sports.map(async (sport) => {
      const rules = await bookingRules(db, sport);
      const suspension = await suspensionOf(db, sport, ref, rules, now, deps.config.timezone);
      return suspension ? [{ sport, rules, suspension }] : [];
    }),
  );
  return each.flat();
}
