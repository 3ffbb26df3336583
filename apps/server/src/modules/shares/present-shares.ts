import type { BookingShares, ShareView } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { members, openMatches, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm } from "../../facility-time.ts";
import { type OrderRow, orderDetails } from "../orders/order-queries.ts";
import { cardDue } from "../payments/card-due.ts";
import { providerSavesCards } from "../payments/saved-cards.ts";
import { shareDeadline, shareKey, shareLink, shareState, sharesOf } from "./share-rows.ts";

type Viewer = { id: string };

/** Whom the share was asked of: an open place nobody has taken yet has no one. */
const billingName = (row: OrderRow) => (row.billing as { name?: string }).name ?? "";

/**
 * A booking's shares as its owner or one of its players sees them: each share's name, amount
 * and state; its link only to the owner (to send on) and to whoever owes it.
 */
export async function presentShares(deps: AppDeps, booking: OrderRow, viewer: Viewer): Promise<BookingShares> {
  const { db } = deps.database;
  const [shares, details, [match]] = await Promise.all([
    sharesOf(db, booking.id),
    orderDetails(db, [booking]),
    db.select({ orderId: openMatches.orderId }).from(openMatches).where(eq(openMatches.orderId, booking.id)),
  ]);
  const d = details.get(booking.id);
  const deadline = d ? await shareDeadline(deps, db, booking.sport, d) : null;
  const owner = booking.memberId === viewer.id;
  const now = deps.clock.now();
  const held = booking.status === "pending" && (booking.holdExpiresAt === null || booking.holdExpiresAt > now);
  return {
    order_id: booking.id,
    split: shares.length > 0,
    total: booking.total,
    owner_share: booking.total - booking.sharedOut,
    currency: booking.currency,
    deadline: deadline?.toISOString() ?? null,
    may_split: owner && held && shares.length === 0 && booking.creditApplied === 0,
    open_match: match !== undefined,
    saves_card: providerSavesCards(deps),
    card_consent: owner && booking.cardConsentAt !== null,
    shares: shares.map((s) => {
      const you = s.memberId === viewer.id;
      return {
        share_id: s.id,
        name: billingName(s),
        open_place: s.openPlace,
        amount: s.total,
        state: shareState(s),
        you,
        paid_at: s.paidAt?.toISOString() ?? null,
        // An open place nobody owes is bought by joining the match, never by a link.
        link: you || (owner && !s.openPlace) ? shareLink(deps, s) : null,
      };
    }),
  };
}

/** One share as its payment page shows it, with the booking it pays toward. */
export async function presentShare(deps: AppDeps, share: OrderRow, viewerId: string | null): Promise<ShareView> {
  const { db } = deps.database;
  const [[booking], details] = await Promise.all([
    db
      .select({ order: orders, ownerName: members.name })
      .from(orders)
      .leftJoin(members, eq(members.id, orders.memberId))
      .where(eq(orders.id, share.parentOrderId ?? share.id)),
    orderDetails(db, [share]),
  ]);
  const d = details.get(share.id);
  if (!booking || !d?.date || !d.slot) throw new Error(`share ${share.id} has no booking`);
  const state = shareState(share);
  const deadline = await shareDeadline(deps, db, share.sport, d);
  const payable = share.status === "pending" && booking.order.status === "paid";
  const key = shareKey(deps, share);
  return {
    share_id: share.id,
    sport: share.sport,
    inv: share.inv,
    state,
    amount: cardDue(share),
    currency: share.currency,
    name: billingName(share),
    owner_name: booking.ownerName ?? "",
    booking_status: booking.order.status,
    date: d.date,
    timeslot: { start: hhmm(d.slot.startTime), end: hhmm(d.slot.endTime) },
    courts: d.courts,
    deadline: deadline?.toISOString() ?? null,
    payable,
    you: viewerId !== null && share.memberId === viewerId,
    paid_at: share.paidAt?.toISOString() ?? null,
    paymentlink: payable && share.paymentlink ? linkWithKey(deps, share, key) : null,
    key,
  };
}

/** The provider's link as the payer follows it (the demo checkout's carries the order's key). */
function linkWithKey(deps: AppDeps, share: OrderRow, key: string): string {
  const link = share.paymentlink ?? "";
  return deps.providers.get(share.paymentProvider)?.linkFor(link, key) ?? link;
}
