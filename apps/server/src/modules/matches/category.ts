import { type MatchCategory, PLAYS_IN, type PlaysIn } from "@courtside/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookingPlayers, members } from "../../db/schema.ts";
import type { OrderRow } from "../orders/order-queries.ts";

/** How many of the people in a match say they play in women's and in men's matches. */
export type CategoryCounts = Record<PlaysIn, number>;

/** Why someone may not be in a match of a category (or null: they may). */
export type CategoryProblem =
  | { kind: "unknown" }
  | { kind: "other"; playsIn: PlaysIn }
  | { kind: "full"; playsIn: PlaysIn; limit: number };

/**
 * A mixed match takes at most half its places per category: two and two in padel. An odd
 * number of places rounds up, so a 3-player match can still fill (two and one).
 */
export const mixedLimit = (places: number): number => Math.ceil(places / 2);

/**
 * Whether a member whose profile says `playsIn` may be in a match of `category` that already has
 * `counts` (everyone in it but them) out of `places` in all. Pure, so the rule is read in one place.
 */
export function categoryProblem(
  category: MatchCategory,
  playsIn: PlaysIn | null,
  counts: CategoryCounts,
  places: number,
): CategoryProblem | null {
  if (category === "all") return null;
  if (playsIn === null) return { kind: "unknown" };
  if (category !== "mixed") return playsIn === category ? null : { kind: "other", playsIn };
  const limit = mixedLimit(places);
  return counts[playsIn] >= limit ? { kind: "full", playsIn, limit } : null;
}

/**
 * The owner opening a match of a category plays in it: their own profile must fit it, and a
 * mixed match must not already hold more than half of one category among the players they added.
 * `people` is the booking's, its owner first (bookingCategories).
 */
export function openingProblem(category: MatchCategory, people: (PlaysIn | null)[], places: number): CategoryProblem | null {
  if (category === "all") return null;
  const own = categoryProblem(category, people[0] ?? null, countCategories([]), places);
  if (own || category !== "mixed") return own;
  const counts = countCategories(people);
  const limit = mixedLimit(places);
  const over = PLAYS_IN.find((c) => counts[c] > limit);
  return over ? { kind: "full", playsIn: over, limit } : null;
}

/** Counts the categories of `people` (null: not said, counted in neither). */
export function countCategories(people: (PlaysIn | null)[]): CategoryCounts {
  const counts: CategoryCounts = { women: 0, men: 0 };
  for (const p of people) if (p) counts[p] += 1;
  return counts;
}

/**
 * What the people of a booking say they play in: its owner first, then its member players, less
 * those whose place is `lapsed` (a card claim that lapsed: the place is for sale again). Invited
 * players who are not members have no profile and count in neither category. Read under the
 * booking row's lock by a join, so two joins never both see the same free half of a mixed match.
 */
export async function bookingCategories(
  tx: Db,
  booking: OrderRow,
  lapsed: ReadonlySet<string> = new Set(),
): Promise<(PlaysIn | null)[]> {
  const owner = booking.memberId
    ? await tx.select({ playsIn: members.playsIn }).from(members).where(eq(members.id, booking.memberId))
    : [];
  const players = await tx
    .select({ playsIn: members.playsIn, share: bookingPlayers.shareOrderId })
    .from(bookingPlayers)
    .innerJoin(members, eq(members.id, bookingPlayers.memberId))
    .where(eq(bookingPlayers.orderId, booking.id));
  const kept = players.filter((p) => p.share === null || !lapsed.has(p.share));
  return [...owner, ...kept].map((p) => p.playsIn ?? null);
}
