import { formatDay, type Sport, SUSPENDED_NO_SHOWS } from "@courtside/contract";
import { and, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, orders } from "../../db/schema.ts";
import { addDays, facilityToday } from "../../facility-time.ts";
import { HttpError } from "../../http/http-error.ts";
import { normalisedEmail } from "../orders/hold-limits.ts";
import type { BookingRules } from "../rules/service.ts";
import { ordersOf } from "./customer-history.ts";

/** Who orders online: a member by id, else a guest by their billing e-mail. */
export type OnlinePayer = { memberId: string | null; email: string };

const DAY = 86_400_000;

/**
 * The sport's no-show rule for an online order (ClubSpark's practice): with `no_show_limit`
 * K > 0, a payer with at least K no-shows whose slots started within the last
 * `no_show_window_days` may not book online until the date of the latest of them plus
 * `no_show_suspension_days`; 403 `suspended_no_shows` says from when they may, and that the
 * desk still books for them (the booking policy asks only for players' own bookings, with the
 * sport's rules it already read: no read at all while the rule is off). No-shows are marked by staff,
 * not by orders, so a read before the insert counts them exactly.
 */
export async function assertNotSuspended(
  db: Db,
  sport: Sport,
  payer: OnlinePayer,
  rules: Pick<BookingRules, "noShowLimit" | "noShowWindowDays" | "noShowSuspensionDays">,
  now: Date,
  zone: string,
): Promise<void> {
  if (rules.noShowLimit === 0) return;
  const whose: SQL = ordersOf(
    payer.memberId ? { kind: "member", memberId: payer.memberId } : { kind: "guest", email: normalisedEmail(payer.email) },
  );
  const since = new Date(now.getTime() - rules.noShowWindowDays * DAY);
  const [found] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number), latest: sql<string | null>`max(${bookings.date})::text` })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(
      and(
        eq(bookings.sport, sport),
        isNotNull(bookings.noShowAt),
        whose,
        sql`lower(${bookings.during}) between ${since.toISOString()}::timestamptz and ${now.toISOString()}::timestamptz`,
      ),
    );
  if (!found?.latest || found.count < rules.noShowLimit) return;
  const until = addDays(found.latest, rules.noShowSuspensionDays);
  if (facilityToday(now, zone) >= until) return;
  const message =
    `Online booking of ${sport} is suspended after ${found.count} no-shows in the last ${rules.noShowWindowDays} days: ` +
    `you can book online again from ${formatDay(until)}. The club's desk can still book a court for you.`;
  throw new HttpError(403, message, undefined, undefined, {
    code: SUSPENDED_NO_SHOWS,
    params: { until, no_shows: found.count, limit: rules.noShowLimit, days: rules.noShowWindowDays },
  });
}
