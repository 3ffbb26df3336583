import {
  type CalendarFeedCreated,
  type CalendarFeedState,
  calendarFeedPaths,
  DEFAULT_LOCALE,
  type Order,
  SPORTS,
} from "@courtside/contract";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accountTokens, members } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { addDays, facilityToday } from "../../facility-time.ts";
import { notFound } from "../../http/http-error.ts";
import { digest, newSecretToken } from "../auth/secrets.ts";
import { bookingsCalendar } from "../orders/calendar.ts";
import { memberOrders } from "../orders/order-access.ts";
import { presentOrders } from "../orders/present-orders.ts";
import { playedOrders } from "../players/booking-reads.ts";
import { feedWords } from "./i18n.ts";

/** A subscription lasts until revoked or replaced; the row's expiry is only a column to fill. */
const NEVER = new Date("2100-12-31T00:00:00Z");
/** How far back the feed reaches: last month's games stay in the calendar. */
const PAST_DAYS = 30;

const live = (memberId: string) =>
  and(eq(accountTokens.purpose, "calendar_feed"), eq(accountTokens.subjectId, memberId), isNull(accountTokens.usedAt));

export async function feedState(deps: AppDeps, memberId: string): Promise<CalendarFeedState> {
  const [row] = await deps.database.db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(live(memberId))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return { active: Boolean(row), created_at: row ? row.createdAt.toISOString() : null };
}

/** A new secret address; the one before stops working in the same transaction. */
export async function createFeed(deps: AppDeps, memberId: string): Promise<CalendarFeedCreated> {
  const token = newSecretToken();
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await revokeIn(tx, memberId, now);
    await tx
      .insert(accountTokens)
      .values({ purpose: "calendar_feed", subjectId: memberId, tokenHash: digest(token), expiresAt: NEVER, createdAt: now });
  });
  return { url: `${deps.config.appUrl}${calendarFeedPaths.feed(token)}`, created_at: now.toISOString() };
}

export async function revokeFeed(deps: AppDeps, memberId: string): Promise<void> {
  await revokeIn(deps.database.db, memberId, deps.clock.now());
}

async function revokeIn(db: Db, memberId: string, now: Date) {
  await db.update(accountTokens).set({ usedAt: now }).where(live(memberId));
}

/**
 * The calendar at a subscription address: the member's paid bookings of every sport (their own and
 * those they were added to as a player), in the member's language (a calendar app sends no useful Accept-Language); 404 for any other address.
 */
export async function feedCalendar(deps: AppDeps, token: string): Promise<string> {
  const [row] = await deps.database.db
    .select({ memberId: accountTokens.subjectId, locale: members.locale })
    .from(accountTokens)
    .leftJoin(members, eq(members.id, accountTokens.subjectId))
    .where(
      and(eq(accountTokens.tokenHash, digest(token)), eq(accountTokens.purpose, "calendar_feed"), isNull(accountTokens.usedAt)),
    );
  if (!row) throw notFound();
  const now = deps.clock.now();
  const since = addDays(facilityToday(now, deps.config.timezone), -PAST_DAYS);
  const own = (await Promise.all(SPORTS.map((sport) => memberOrders(deps, sport, row.memberId)))).flat();
  // And the bookings others own that the member was added to as a player.
  const played = await presentOrders(deps, await playedOrders(deps.database.db, { id: row.memberId }));
  const orders = [...own, ...played];
  const paid = orders.filter((o: Order) => o.status === "paid" && o.date >= since);
  const { clubName } = deps.config;
  const locale = row.locale ?? DEFAULT_LOCALE;
  const options = { zone: deps.config.timezone, clubName, appUrl: deps.config.appUrl, now, locale };
  return bookingsCalendar(
    paid.map((order) => ({ order, bookingOrderId: order.order_id })),
    feedWords(locale)("calendar-feed.name", { club: clubName }),
    options,
  );
}
