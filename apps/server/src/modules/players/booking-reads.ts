import type { Sport } from "@courtside/contract";
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookingPlayers, members, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityInstant, hhmm } from "../../facility-time.ts";
import { type OrderDetails, type OrderRow, orderDetails } from "../orders/order-queries.ts";

/**
 * What the players module reads, for itself and for other modules (calendar feed, staff's
 * booking list and order page, match results): bookings, their players and their members.
 */

type MemberRow = typeof members.$inferSelect;

/** Orders players may be on: paid or held (a hold's players stay if it is paid). */
export const OPEN_STATUSES = ["paid", "pending"] as const;

/**
 * The caller is this player row: by member only. Someone invited by e-mail becomes the row's
 * member by following the invitation's link signed in (`acceptInvitation`), never by signing up
 * with that address: registration does not prove one owns it.
 */
export function isCaller(member: Pick<MemberRow, "id">): SQL {
  return eq(bookingPlayers.memberId, member.id);
}

/** A member's court booking of the sport by id (not an extra's child order). */
export async function bookingOf(db: Db, sport: Sport, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sport, sport), eq(orders.kind, "booking"), isNull(orders.parentOrderId)));
  return row;
}

/** The booking's date, times and courts. */
export async function bookingDetails(db: Db, row: OrderRow): Promise<OrderDetails> {
  return (await orderDetails(db, [row])).get(row.id) as OrderDetails;
}

/** The booking orders (every sport) someone else owns that the member plays in (the calendar feed). */
export async function playedOrders(db: Db, player: Pick<MemberRow, "id">): Promise<OrderRow[]> {
  const rows = await db
    .select({ order: orders })
    .from(bookingPlayers)
    .innerJoin(orders, eq(orders.id, bookingPlayers.orderId))
    .where(and(isCaller(player), inArray(orders.status, [...OPEN_STATUSES])));
  return rows.map((r) => r.order).filter((o) => o.memberId !== player.id);
}

/** Players' names per order (staff's booking list and order detail): members by their name, the invited by the one given. */
export async function playerNames(db: Db, orderIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (orderIds.length === 0) return names;
  const rows = await db
    .select({ orderId: bookingPlayers.orderId, memberName: members.name, name: bookingPlayers.name })
    .from(bookingPlayers)
    .leftJoin(members, eq(members.id, bookingPlayers.memberId))
    .where(inArray(bookingPlayers.orderId, orderIds))
    .orderBy(asc(bookingPlayers.addedAt), asc(bookingPlayers.id));
  for (const r of rows) names.set(r.orderId, [...(names.get(r.orderId) ?? []), r.memberName ?? r.name ?? ""]);
  return names;
}

/** A player as staff see them (the order detail): the invited with the e-mail they were invited at. */
export type StaffPlayer = { name: string; kind: "member" | "invited"; email: string | null };

/**
 * One order's players as staff see them, as a JSON array inside the caller's statement (the
 * order detail reads everything in one): `orderId` is the SQL of the order's id there.
 */
export function orderPlayersJson(orderId: SQL): SQL<StaffPlayer[]> {
  return sql<StaffPlayer[]>`(
    select coalesce(json_agg(json_build_object(
             'name', coalesce(m.name, p.name, ''),
             'kind', case when p.member_id is null then 'invited' else 'member' end,
             'email', case when p.member_id is null then p.email end)
           order by p.added_at, p.id), '[]'::json)
      from booking_players p left join members m on m.id = p.member_id
     where p.order_id = ${orderId})`;
}

/** How many players are on a booking besides its owner (tests and the race check). */
export async function playerCount(db: Db, orderId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookingPlayers).where(eq(bookingPlayers.orderId, orderId));
  return row?.n ?? 0;
}

/** The members on a booking: its owner first, then its member players in the order they were added. */
export async function bookingMembers(db: Db, order: OrderRow): Promise<{ memberId: string; name: string }[]> {
  const owner = order.memberId
    ? await db.select({ memberId: members.id, name: members.name }).from(members).where(eq(members.id, order.memberId))
    : [];
  const players = await db
    .select({ memberId: members.id, name: members.name })
    .from(bookingPlayers)
    .innerJoin(members, eq(members.id, bookingPlayers.memberId))
    .where(eq(bookingPlayers.orderId, order.id))
    .orderBy(asc(bookingPlayers.addedAt), asc(bookingPlayers.id));
  return [...owner, ...players];
}

/** When a booking's slot ends (facility time, from its details), null when it has no slot. */
export function bookingEnd(deps: AppDeps, d: OrderDetails): Date | null {
  return d.date && d.slot ? facilityInstant(d.date, hhmm(d.slot.endTime), deps.config.timezone) : null;
}

/** Whether the member is one of the booking's players (not its owner). */
export async function playsIn(db: Db, orderId: string, member: Pick<MemberRow, "id">): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingPlayers.id })
    .from(bookingPlayers)
    .where(and(eq(bookingPlayers.orderId, orderId), isCaller(member)));
  return row !== undefined;
}

/** A booking's players as split payment asks each for a share: who (member or invited) and where to write. */
export async function playersOf(db: Db, orderId: string) {
  const rows = await db
    .select({ player: bookingPlayers, memberName: members.name, memberEmail: members.email })
    .from(bookingPlayers)
    .leftJoin(members, eq(members.id, bookingPlayers.memberId))
    .where(eq(bookingPlayers.orderId, orderId))
    .orderBy(asc(bookingPlayers.addedAt), asc(bookingPlayers.id));
  return rows.map((r) => ({
    id: r.player.id,
    memberId: r.player.memberId,
    name: r.memberName ?? r.player.name ?? "",
    email: r.memberEmail ?? r.player.email ?? "",
  }));
}
