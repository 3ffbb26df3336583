import type { JoinMatchRequest, MatchJoin, Sport } from "@courtside/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookingPlayers, bookings, members, openMatches, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityInstant, hhmm } from "../../facility-time.ts";
import { hitLimit, limits } from "../auth/rate-limit.ts";
import { latestLevel } from "../levels/my-level.ts";
import { activeMembershipOn } from "../memberships/active-membership.ts";
import { type OrderRow, orderDetails } from "../orders/order-queries.ts";
import { closeCheckoutLater } from "../payments/close-checkout.ts";
import { payWithCredit } from "../payments/credit-payment.ts";
import { playsIn } from "../players/booking-reads.ts";
import { bookingRules } from "../rules/service.ts";
import { shareCheckout } from "../shares/share-checkout.ts";
import { shareKey } from "../shares/share-rows.ts";
import { shareLine, writeShare } from "../shares/split.ts";
import { bookingCategories, categoryProblem, countCategories } from "./category.ts";
import { type MatchRow, matchOf, placeIsFree, placesOf, presentMatches } from "./match-reads.ts";
import { joinCategoryRefusal, matchRefusal } from "./refusals.ts";

type MemberRow = typeof members.$inferSelect;

const level = (hundredths: number | null) => (hundredths === null ? "—" : (hundredths / 100).toFixed(1));

/**
 * A member joins an open match by taking one free place and paying it: with club credit at
 * once, or by card within the sport's hold time (the place is theirs meanwhile; a claim that
 * lapses unpaid is offered again to the next joiner). The place is taken under the booking's
 * row lock by a conditional update (nobody owes it yet), and one live place per member and
 * booking is a unique index: a place is sold once, whatever races.
 */
export async function joinMatch(
  deps: AppDeps,
  sport: Sport,
  orderId: string,
  member: MemberRow,
  input: JoinMatchRequest,
): Promise<MatchJoin> {
  const { db } = deps.database;
  const now = deps.clock.now();
  await hitLimit(db, `matches:join:${member.id}`, limits.matchJoinsPerMember, now);
  const match = await matchOf(db, sport, orderId);
  if (!match) throw matchRefusal(404, "matches.noSuchMatch", "match_not_found");
  // Its owner needs no terms to be told they play in it already.
  const [booking] = await db.select({ memberId: orders.memberId }).from(orders).where(eq(orders.id, match.orderId));
  if (booking?.memberId === member.id) throw matchRefusal(409, "matches.alreadyIn", "match_already_in");
  await assertMayJoin(deps, match, member);
  const { holdMinutes } = await bookingRules(db, sport);
  const claimExpiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  const place = await db.transaction((tx) => takePlace(deps, tx, match, member, claimExpiresAt));
  if (input.pay === "credit") {
    try {
      await payWithCredit(deps, member.id, place.id, "all");
    } catch (err) {
      await releasePlace(deps, place, member);
      throw err;
    }
    return answer(deps, match, member, place.id, true, null, null);
  }
  const linked = await shareCheckout(deps, place);
  const link = linked.paymentlink
    ? (deps.providers.get(linked.paymentProvider)?.linkFor(linked.paymentlink, shareKey(deps, linked)) ?? linked.paymentlink)
    : null;
  return answer(deps, match, member, place.id, false, link, claimExpiresAt);
}

async function takePlace(deps: AppDeps, tx: Db, match: MatchRow, member: MemberRow, claimExpiresAt: Date): Promise<OrderRow> {
  const now = deps.clock.now();
  const [booking] = await tx.select().from(orders).where(eq(orders.id, match.orderId)).for("update");
  const [current] = await tx
    .select({ status: openMatches.status })
    .from(openMatches)
    .where(eq(openMatches.orderId, match.orderId));
  const closed = () => matchRefusal(409, "matches.closed", "match_closed");
  if (!booking) throw closed();
  if (booking.status !== "paid" || current?.status !== "open" || (await begun(deps, tx, booking))) throw closed();
  const places = await placesOf(tx, [booking.id]);
  // Their own card claim, still unpaid: held for them again, however long ago it lapsed.
  const own = places.find((p) => p.memberId === member.id && p.status === "pending" && !p.fellToOwnerAt);
  if (own) return holdFor(tx, own, member, claimExpiresAt, own.memberId);
  if (booking.memberId === member.id || (await playsIn(tx, booking.id, member))) {
    throw matchRefusal(409, "matches.alreadyIn", "match_already_in");
  }
  const free = places.find((p) => placeIsFree(p, now));
  if (!free) throw matchRefusal(409, "matches.full", "match_full");
  await assertCategoryFits(tx, match, booking, member, places, now);
  const place = free.memberId === null ? free : await offerAgain(deps, tx, booking, free);
  const taken = await holdFor(tx, place, member, claimExpiresAt, null);
  await tx.insert(bookingPlayers).values({ orderId: booking.id, memberId: member.id, shareOrderId: taken.id, addedAt: now });
  return taken;
}

/**
 * The match's category, counted here, under the booking row's lock, with everyone in it now: two
 * joins of one category into the last place of its half of a mixed match are counted one after
 * the other, so a mixed match never holds more than half of one category. A card claim that
 * lapsed is not counted: its place is for sale again.
 */
async function assertCategoryFits(tx: Db, match: MatchRow, booking: OrderRow, member: MemberRow, places: OrderRow[], now: Date) {
  if (match.category === "all") return;
  const lapsed = new Set(places.filter((p) => p.memberId !== null && placeIsFree(p, now)).map((p) => p.id));
  const counts = countCategories(await bookingCategories(tx, booking, lapsed));
  const { playersPerBooking } = await bookingRules(tx, match.sport);
  const problem = categoryProblem(match.category, member.playsIn ?? null, counts, playersPerBooking);
  if (problem) throw joinCategoryRefusal(match.category, problem);
}

/** The place is the member's (owed by them) until `until`, by a conditional update on who owed it before. */
async function holdFor(tx: Db, place: OrderRow, member: MemberRow, until: Date, owedBy: string | null): Promise<OrderRow> {
  const [taken] = await tx
    .update(orders)
    .set({ memberId: member.id, billing: { name: member.name, email: member.email }, claimExpiresAt: until })
    .where(
      and(
        eq(orders.id, place.id),
        eq(orders.status, "pending"),
        owedBy === null ? isNull(orders.memberId) : eq(orders.memberId, owedBy),
      ),
    )
    .returning();
  if (!taken) throw matchRefusal(409, "matches.full", "match_full");
  return taken;
}

/**
 * A card claim that lapsed unpaid: its share expires (a payment that still arrives is refunded:
 * share-kind.ts) and the place is written again as a new share, in the same transaction, so the
 * shares keep adding up. The one who let it lapse is no longer a player of the booking.
 */
async function offerAgain(deps: AppDeps, tx: Db, booking: OrderRow, lapsed: OrderRow): Promise<OrderRow> {
  await tx.update(orders).set({ status: "expired" }).where(eq(orders.id, lapsed.id));
  await tx.delete(bookingPlayers).where(eq(bookingPlayers.shareOrderId, lapsed.id));
  closeCheckoutLater(deps, lapsed);
  const line = await shareLine(tx, booking);
  return writeShare(deps, tx, booking, { player: null, amount: lapsed.total, line, i: 0 });
}

/** Credit could not pay the place just taken: it is free again at once. */
async function releasePlace(deps: AppDeps, place: OrderRow, member: MemberRow): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [freed] = await tx
      .update(orders)
      .set({ memberId: null, billing: { name: "", email: "" }, claimExpiresAt: null })
      .where(and(eq(orders.id, place.id), eq(orders.status, "pending"), eq(orders.memberId, member.id)))
      .returning({ id: orders.id });
    if (freed) await tx.delete(bookingPlayers).where(eq(bookingPlayers.shareOrderId, place.id));
  });
}

async function begun(deps: AppDeps, db: Db, booking: OrderRow): Promise<boolean> {
  const d = (await orderDetails(db, [booking])).get(booking.id);
  if (!d?.date || !d.slot) return true;
  return facilityInstant(d.date, hhmm(d.slot.startTime), deps.config.timezone) <= deps.clock.now();
}

/** The match's terms: a level in its range (a member without one is asked to set it), a plan when members only. */
async function assertMayJoin(deps: AppDeps, match: MatchRow, member: MemberRow): Promise<void> {
  const { db } = deps.database;
  if (match.levelMin !== null || match.levelMax !== null) {
    const mine = await latestLevel(db, match.sport, member.id);
    if (mine === undefined) throw matchRefusal(409, "matches.levelUnknown", "match_level_unknown");
    if ((match.levelMin !== null && mine < match.levelMin) || (match.levelMax !== null && mine > match.levelMax)) {
      const params = { level: level(mine), min: level(match.levelMin), max: level(match.levelMax) };
      throw matchRefusal(409, "matches.level", "match_level", params);
    }
  }
  if (match.audience === "members") {
    const [played] = await db.select({ date: bookings.date }).from(bookings).where(eq(bookings.orderId, match.orderId)).limit(1);
    if (!played || !(await activeMembershipOn(db, member.id, played.date)))
      throw matchRefusal(409, "matches.membersOnly", "match_members_only");
  }
}

async function answer(
  deps: AppDeps,
  match: MatchRow,
  member: MemberRow,
  shareId: string,
  paid: boolean,
  paymentlink: string | null,
  holdUntil: Date | null,
): Promise<MatchJoin> {
  const [row] = await deps.database.db
    .select({ match: openMatches, booking: orders, ownerName: members.name })
    .from(openMatches)
    .innerJoin(orders, eq(orders.id, openMatches.orderId))
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(eq(openMatches.orderId, match.orderId));
  const [presented] = row ? await presentMatches(deps, [row], member.id) : [];
  if (!presented) throw matchRefusal(409, "matches.closed", "match_closed");
  return { match: presented, share_id: shareId, paid, paymentlink, hold_expires_at: holdUntil?.toISOString() ?? null };
}
