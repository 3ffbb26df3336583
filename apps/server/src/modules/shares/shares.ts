import type { BookingShares, ShareView, Sport } from "@courtside/contract";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { type members, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { notFound, worded } from "../../http/http-error.ts";
import { bookingOf, playsIn } from "../players/booking-reads.ts";
import { shareWords } from "./i18n.ts";
import { presentShare, presentShares } from "./present-shares.ts";

type MemberRow = typeof members.$inferSelect;

/** A booking's shares, for its owner or one of its players; anyone else gets 404. */
export async function listShares(deps: AppDeps, sport: Sport, orderId: string, viewer: MemberRow): Promise<BookingShares> {
  const { db } = deps.database;
  const booking = await bookingOf(db, sport, orderId);
  const allowed = booking && (booking.memberId === viewer.id || (await playsIn(db, booking.id, viewer)));
  if (!booking || !allowed) throw notFound(worded(shareWords, "shares.noSuchBooking"));
  return presentShares(deps, booking, viewer);
}

/** The unpaid shares that fell to the member (their balance due), every sport, oldest first. */
export async function balanceDue(deps: AppDeps, member: MemberRow): Promise<ShareView[]> {
  const rows = await deps.database.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.memberId, member.id),
        eq(orders.kind, "share"),
        eq(orders.status, "pending"),
        isNotNull(orders.fellToOwnerAt),
      ),
    )
    .orderBy(asc(orders.fellToOwnerAt), asc(orders.inv));
  return Promise.all(rows.map((row) => presentShare(deps, row, member.id)));
}
