import type { MatchListQuery, OpenMatch, Sport } from "@courtside/contract";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, members, openMatches, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityInstant, hhmm } from "../../facility-time.ts";
import { type OrderDetails, type OrderRow, orderDetails } from "../orders/order-queries.ts";
import { playerNames } from "../players/booking-reads.ts";

export type MatchRow = typeof openMatches.$inferSelect;

/** An open place anyone may take now: unpaid, owed by nobody, or held by a card claim that lapsed. */
export function placeIsFree(share: OrderRow, now: Date): boolean {
  if (!share.openPlace || share.status !== "pending" || share.fellToOwnerAt) return false;
  return share.memberId === null || (share.claimExpiresAt !== null && share.claimExpiresAt <= now);
}

/** The places of a match (its open places' live shares), in the order they were written. */
export async function placesOf(db: Db, bookingIds: string[]): Promise<OrderRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.parentOrderId, bookingIds), eq(orders.openPlace, true), ne(orders.status, "expired")))
    .orderBy(asc(orders.createdAt), asc(orders.inv));
}

export async function matchOf(db: Db, sport: Sport, orderId: string): Promise<MatchRow | undefined> {
  const [row] = await db
    .select()
    .from(openMatches)
    .where(and(eq(openMatches.orderId, orderId), eq(openMatches.sport, sport)));
  return row;
}

type Listed = { match: MatchRow; booking: OrderRow; ownerName: string };

const levelOf = (hundredths: number | null) => (hundredths === null ? null : hundredths / 100);

/** Upcoming open matches of the sport whose owner has paid, filtered by date, by a level their range takes and by category. */
export async function listOpenMatches(
  deps: AppDeps,
  sport: Sport,
  query: MatchListQuery,
  viewerId: string | null,
): Promise<OpenMatch[]> {
  const { db } = deps.database;
  const level = query.level === undefined ? null : Math.round(query.level * 100);
  const rows = await db
    .select({ match: openMatches, booking: orders, ownerName: members.name })
    .from(openMatches)
    .innerJoin(orders, eq(orders.id, openMatches.orderId))
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(
      and(
        eq(openMatches.sport, sport),
        eq(openMatches.status, "open"),
        eq(orders.status, "paid"),
        // Upcoming only (a played match stays open): its courts start after now, on the date asked if one was.
        sql`exists (select 1 from ${bookings} where ${bookings.orderId} = ${orders.id}
          and lower(${bookings.during}) > ${deps.clock.now().toISOString()}::timestamptz
          ${query.date ? sql`and ${bookings.date} = ${query.date}::date` : sql``})`,
        level === null ? undefined : sql`(${openMatches.levelMin} is null or ${openMatches.levelMin} <= ${level})`,
        level === null ? undefined : sql`(${openMatches.levelMax} is null or ${openMatches.levelMax} >= ${level})`,
        query.category ? eq(openMatches.category, query.category) : undefined,
      ),
    )
    .orderBy(asc(openMatches.deadlineAt))
    .limit(200);
  const presented = await presentMatches(deps, rows, viewerId);
  return presented.filter((m) => m.status === "open" || m.you_play).slice(0, 50);
}

/** Matches as the listing shows them, soonest first, leaving out those begun. */
export async function presentMatches(deps: AppDeps, rows: Listed[], viewerId: string | null): Promise<OpenMatch[]> {
  const { db } = deps.database;
  const ids = rows.map((r) => r.booking.id);
  const [details, places, names] = await Promise.all([
    orderDetails(
      db,
      rows.map((r) => r.booking),
    ),
    placesOf(db, ids),
    playerNames(db, ids),
  ]);
  const now = deps.clock.now();
  const startOf = (d: OrderDetails | undefined) =>
    d?.date && d.slot ? facilityInstant(d.date, hhmm(d.slot.startTime), deps.config.timezone) : null;
  const listed = rows.flatMap(({ match, booking, ownerName }) => {
    const d = details.get(booking.id);
    const start = startOf(d);
    if (!d?.date || !d.slot || !start || start <= now) return [];
    const mine = places.filter((p) => p.parentOrderId === booking.id);
    const left = mine.filter((p) => placeIsFree(p, now)).length;
    const players = names.get(booking.id) ?? [];
    const youPlay =
      viewerId !== null && (booking.memberId === viewerId || mine.some((p) => p.memberId === viewerId && !p.fellToOwnerAt));
    const open: OpenMatch = {
      order_id: booking.id,
      sport: booking.sport,
      date: d.date,
      timeslot: { start: hhmm(d.slot.startTime), end: hhmm(d.slot.endTime) },
      courts: d.courts,
      owner_name: ownerName,
      players: [ownerName, ...players],
      places: match.places,
      places_left: left,
      level_min: levelOf(match.levelMin),
      level_max: levelOf(match.levelMax),
      style: match.style,
      audience: match.audience,
      category: match.category,
      price_per_place: mine[0]?.total ?? 0,
      currency: booking.currency,
      deadline: match.deadlineAt.toISOString(),
      keep_if_not_full: match.keepIfNotFull,
      status: match.status === "cancelled" ? "cancelled" : left > 0 ? "open" : "full",
      you_play: youPlay,
      you_own: viewerId !== null && booking.memberId === viewerId,
    };
    return [{ open, start: start.getTime() }];
  });
  return listed.sort((a, b) => a.start - b.start).map((m) => m.open);
}

/** How many of a booking's open places nobody has taken (the players' cap counts them as taken). */
export async function unsoldPlaces(db: Db, bookingId: string, now: Date): Promise<number> {
  return (await placesOf(db, [bookingId])).filter((p) => placeIsFree(p, now)).length;
}
