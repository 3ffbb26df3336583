import type { Sport } from "@courtside/contract";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { preparedPer } from "../../db/prepared.ts";
import { bookings, orders, waitlistEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { catalogSnapshots } from "../catalog/catalog-snapshot.ts";
import { placeMemberHold } from "../orders/member-hold.ts";
import { closeCheckoutLater } from "../payments/close-checkout.ts";
import { expireLapsedHolds } from "../payments/hold-expiry.ts";
import { returnAppliedCredit } from "../payments/refunds.ts";
import { LIVE_STATUSES } from "./join.ts";
import { mailOffer } from "./offer-mail.ts";
import { freeCourts, readDayState, slotDuring } from "./slot-state.ts";

/** A claim not turned into a hold after this long (its instance died placing it) is placed again, with the same key. */
const STALE_CLAIM_MS = 60_000;

/** Offers placed at once by one pass (each is a validation and an order's transaction). */
const PLACING_AT_ONCE = 24;

type EntryRow = typeof waitlistEntries.$inferSelect;
type Claim = { entry: EntryRow; courtId: number };

/**
 * Gives each freed court of the date to the first in line for it (DESIGN.md "Release and
 * waitlist"): offers that were settled (paid, declined, lapsed) end; then, under the date's
 * lock, each free court of a slot with people waiting is claimed for the first entry that
 * wants it, and the claim becomes a hold for offer_minutes through the ordinary order code.
 * A claim blocks its court from other claims until placed, and the exclusion constraint
 * decides against a racing direct booking, so a freed court-slot gets exactly one offer
 * across instances. A member refused by their own limits is passed over this round. Answers
 * how many offers were placed.
 */
export async function offerFreedCourts(
  deps: AppDeps,
  sport: Sport,
  date: string,
  /** Called once the first claims are written (or none were due): another pass may claim what frees from now on. */
  claimed: () => void = () => {},
): Promise<number> {
  const passedOver = new Set<number>();
  let placed = 0;
  let claims: Claim[];
  try {
    await settleOffers(deps, sport, date);
    claims = await claimFreeCourts(deps, sport, date, passedOver);
  } finally {
    // Failed or not, the caller's next pass must not wait for this one.
    claimed();
  }
  for (let round = 0; claims.length > 0 && round < 20; round++) {
    let refused = false;
    // Slots are independent: placed side by side, a few at a time; within a slot, in line order.
    await eachAtMost(PLACING_AT_ONCE, bySlotInLineOrder(claims), async (line) => {
      const outcome = await placeInLineOrder(deps, sport, date, line);
      placed += outcome.placed;
      for (const id of outcome.refused) passedOver.add(id);
      if (outcome.refused.length > 0) refused = true;
    });
    // Only a refusal leaves a court free for the next in line; a taken court is someone's.
    if (!refused) break;
    claims = await claimFreeCourts(deps, sport, date, passedOver);
  }
  return placed;
}

/**
 * Offers whose hold is no longer pending end: paid is booked, expired lapsed, cancelled
 * declined; in one statement, which also tells whether an offer ran out unswept (then it is
 * swept now, so its court passes on without waiting for the holds sweep, and settled too).
 */
export async function settleOffers(deps: AppDeps, sport: Sport, date: string): Promise<void> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const settle = async () => {
    const result = (await db.execute(sql`
      with settled as (
        update waitlist_entries w
           set status = case o.status when 'expired' then 'lapsed' when 'cancelled' then 'declined' else 'booked' end,
               ended_at = ${now}
          from orders o
         where o.id = w.offer_order_id and w.status = 'offered' and o.status <> 'pending'
           and w.sport = ${sport} and w.date = ${date}
        returning w.id)
      select exists (select 1 from waitlist_entries w join orders o on o.id = w.offer_order_id
                      where w.sport = ${sport} and w.date = ${date} and w.status = 'offered'
                        and o.status = 'pending' and o.hold_expires_at <= ${now}) as lapsed`)) as unknown as {
      rows: { lapsed: boolean }[];
    };
    return result.rows[0]?.lapsed === true;
  };
  if (await settle()) {
    await expireLapsedHolds(db, now);
    await settle();
  }
}

/**
 * Under the date's lock: pairs each free court of each slot with the first waiting entry that
 * wants it (in line order), and marks those entries offered with the court; claims left
 * unplaced too long are answered again.
 */
async function claimFreeCourts(deps: AppDeps, sport: Sport, date: string, passedOver: Set<number>): Promise<Claim[]> {
  const now = deps.clock.now();
  const zone = deps.config.timezone;
  const snapshot = await catalogSnapshots(deps).get(sport, { fresh: false });
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey(sport, date)}))`);
    const live = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.sport, sport),
          eq(waitlistEntries.date, date),
          inArray(waitlistEntries.status, [...LIVE_STATUSES]),
        ),
      )
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    const unplaced = live.filter((e) => e.status === "offered" && e.offerOrderId === null);
    const stale = unplaced.filter((e) => (e.offeredAt?.getTime() ?? 0) <= now.getTime() - STALE_CLAIM_MS);
    const waiting = live.filter((e) => e.status === "waiting" && !passedOver.has(e.id));
    if (waiting.length === 0) return stale.map((entry) => ({ entry, courtId: entry.offerCourtId as number }));
    const state = await readDayState(tx, sport, date, zone, now);
    const claims: Claim[] = [];
    for (const slot of snapshot.timeslots) {
      const line = waiting.filter((e) => e.timeslotId === slot.id);
      const during = slotDuring(date, slot, zone);
      if (line.length === 0 || during.start <= now) continue;
      const claimed = unplaced.filter((e) => e.timeslotId === slot.id).map((e) => e.offerCourtId);
      for (const court of freeCourts(state, snapshot.courts, during)) {
        if (claimed.includes(court.id)) continue;
        const next = line.findIndex((e) => e.courtIds.length === 0 || e.courtIds.includes(court.id));
        if (next < 0) continue;
        const [entry] = line.splice(next, 1) as [EntryRow];
        claims.push({ entry, courtId: court.id });
      }
    }
    // One statement for every claim of the pass: the date's lock is held meanwhile.
    if (claims.length > 0) {
      await tx.execute(sql`
        update waitlist_entries w
           set status = 'offered', offer_court_id = c.court_id, offered_at = ${now}
          from unnest(${sql.param(claims.map((c) => c.entry.id))}::int[], ${sql.param(claims.map((c) => c.courtId))}::int[])
               as c(entry_id, court_id)
         where w.id = c.entry_id and w.status = 'waiting'`);
    }
    return [...claims, ...stale.map((entry) => ({ entry, courtId: entry.offerCourtId as number }))];
  });
}

function bySlotInLineOrder(claims: Claim[]): Claim[][] {
  const slots = new Map<number, Claim[]>();
  for (const claim of claims) slots.set(claim.entry.timeslotId, [...(slots.get(claim.entry.timeslotId) ?? []), claim]);
  const inLine = (a: Claim, b: Claim) => a.entry.createdAt.getTime() - b.entry.createdAt.getTime() || a.entry.id - b.entry.id;
  return [...slots.values()].map((line) => line.sort(inLine));
}

const wants = (entry: EntryRow, courtId: number) => entry.courtIds.length === 0 || entry.courtIds.includes(courtId);

/**
 * One slot's claims, in line order. A court taken meanwhile (a direct booking won it) is not
 * the entry's loss alone: the entry takes over the court of the last claim still to place that
 * it can use, and that claim's entry goes back in line; so those offered are the first in line.
 */
async function placeInLineOrder(deps: AppDeps, sport: Sport, date: string, line: Claim[]) {
  const pending = [...line];
  let placed = 0;
  const refused: number[] = [];
  for (let claim = pending.shift(); claim; claim = pending.shift()) {
    for (;;) {
      const outcome = await placeOffer(deps, sport, date, claim);
      if (outcome === "placed") placed++;
      if (outcome === "refused") refused.push(claim.entry.id);
      if (outcome !== "taken") break;
      const entry: EntryRow = claim.entry;
      const last = pending.findLastIndex((p) => wants(entry, p.courtId));
      if (last < 0) {
        await backInLine(deps, entry.id);
        break;
      }
      const [given] = pending.splice(last, 1) as [Claim];
      await backInLine(deps, given.entry.id);
      await deps.database.db.update(waitlistEntries).set({ offerCourtId: given.courtId }).where(unplacedClaim(entry.id));
      claim = { entry, courtId: given.courtId };
    }
  }
  return { placed, refused };
}

const unplacedClaim = (entryId: number) =>
  and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, "offered"), isNull(waitlistEntries.offerOrderId));

/** An unplaced claim's entry waits again, with its place in line. */
async function backInLine(deps: AppDeps, entryId: number): Promise<void> {
  await deps.database.db
    .update(waitlistEntries)
    .set({ status: "waiting", offerCourtId: null, offeredAt: null })
    .where(unplacedClaim(entryId));
}

/** The claim (still unplaced, for this court) becomes the offer of its hold. */
const recordOffer = preparedPer((db) =>
  db
    .update(waitlistEntries)
    .set({ offerOrderId: sql.placeholder("orderId") as unknown as string })
    .where(
      and(
        eq(waitlistEntries.id, sql.placeholder("entryId")),
        eq(waitlistEntries.status, "offered"),
        isNull(waitlistEntries.offerOrderId),
        eq(waitlistEntries.offerCourtId, sql.placeholder("courtId")),
      ),
    )
    .returning({ id: waitlistEntries.id })
    .prepare("waitlist_offer_recorded"),
);

/**
 * Turns a claim into the offer's hold. taken: the court went to someone else (the claim is
 * still the caller's to move or put back); refused: the member's own limits (put back in
 * line); gone: the member left the line meanwhile.
 */
async function placeOffer(
  deps: AppDeps,
  sport: Sport,
  date: string,
  { entry, courtId }: Claim,
): Promise<"placed" | "taken" | "refused" | "gone"> {
  const { db } = deps.database;
  // The rules as read at most a second ago (catalog-snapshot.ts): a burst of offers reads them once.
  const { offerMinutes } = (await catalogSnapshots(deps).get(sport, { fresh: false })).rules;
  const answer = await placeMemberHold(deps, {
    sport,
    date,
    timeslotId: entry.timeslotId,
    courtId,
    memberId: entry.memberId,
    key: `waitlist:${entry.id}:${courtId}`,
    holdMinutes: offerMinutes,
    reach: "public",
  });
  if (answer.attempt === "refused") await backInLine(deps, entry.id);
  if (answer.attempt !== "placed") return answer.attempt;
  const [recorded] = await recordOffer(db).execute({ orderId: answer.orderId, entryId: entry.id, courtId });
  if (recorded) {
    deps.background.run("waitlist offer mail", () => mailOffer(deps, { entry, courtId, orderId: answer.orderId }));
    return "placed";
  }
  // Recorded already (a takeover of a claim whose first placer lived on): the same offer.
  const [current] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
  if (current?.offerOrderId === answer.orderId) return "placed";
  // The member left the line while their hold was being placed: it goes, and the court passes on.
  await cancelOfferHold(deps, answer.orderId);
  return "gone";
}

/** Cancels an offer's hold nobody will take up (while still pending): its court is free again, any credit put toward it returned. */
export async function cancelOfferHold(deps: AppDeps, orderId: string): Promise<void> {
  const now = deps.clock.now();
  const cancelled = await deps.database.db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: "cancelled", cancelledAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
      .returning();
    if (!order) return null;
    await returnAppliedCredit(tx, order, now);
    await tx.update(bookings).set({ active: false }).where(eq(bookings.orderId, orderId));
    return order;
  });
  // Nobody may pay it online any more.
  if (cancelled) closeCheckoutLater(deps, cancelled);
}

export const lockKey = (sport: Sport, date: string) => `waitlist:${sport}:${date}`;

async function eachAtMost<T>(limit: number, items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
