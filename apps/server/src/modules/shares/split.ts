import { randomUUID } from "node:crypto";
import { type BookingShares, formatSlot, type Sport } from "@courtside/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookingPlayers, type members, orderLines, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday, hhmm } from "../../facility-time.ts";
import { notFound, worded } from "../../http/http-error.ts";
import { digest } from "../auth/secrets.ts";
import { orderAccessKey } from "../orders/access-keys.ts";
import { withFreshInvoice } from "../orders/fresh-invoice.ts";
import { type OrderRow, orderDetails } from "../orders/order-queries.ts";
import { closeCheckout } from "../payments/close-checkout.ts";
import { providerSavesCards } from "../payments/saved-cards.ts";
import { openCheckout } from "../payments/start-payment.ts";
import { bookingOf, playersOf } from "../players/booking-reads.ts";
import { shareWords } from "./i18n.ts";
import { presentShares } from "./present-shares.ts";
import { shareRefusal } from "./refusals.ts";

type MemberRow = typeof members.$inferSelect;
type Player = Awaited<ReturnType<typeof playersOf>>[number];

/** Equal shares of `total` for the owner and each player: the players' are whole cents, the owner's takes the rest. */
export function splitAmounts(total: number, players: number): { each: number; owner: number } {
  const each = Math.floor(total / (players + 1));
  return { each, owner: total - each * players };
}

/**
 * How a held booking is divided: the open places besides its players (an open match's; none for
 * a split between the players), refusing when there is nothing to divide, and what else is
 * written in the same transaction (the open match's row).
 */
export type Division = {
  openPlaces(tx: Db, booking: OrderRow, players: number): Promise<number>;
  written?(tx: Db, booking: OrderRow): Promise<void>;
};

const betweenPlayers: Division = {
  async openPlaces(_tx, _booking, players) {
    if (players === 0) throw shareRefusal(409, "shares.needsPlayers", "split_needs_players");
    return 0;
  },
};

/**
 * The owner splits their held booking between themself and every player now on it; with
 * `chargeCard`, agreeing that shares unpaid at the deadline are charged to the card they pay
 * their own share with (kept only where the provider can keep cards: Stripe, not the demo).
 */
export function splitBooking(
  deps: AppDeps,
  sport: Sport,
  orderId: string,
  owner: MemberRow,
  chargeCard = false,
): Promise<BookingShares> {
  return divideBooking(deps, sport, orderId, owner, betweenPlayers, chargeCard && providerSavesCards(deps));
}

/**
 * Divides the owner's held, unpaid booking in equal shares: one share order per player (kind
 * `share`, a child of the booking, owed by that player when a member) and per open place (owed
 * by nobody yet), the booking's `shared_out` their sum, all in one transaction under the
 * booking's row lock (the deferred trigger checks the sum at commit). The open checkout is
 * closed first, so nobody pays the whole total as well, and one is opened again for the
 * owner's share.
 */
export async function divideBooking(
  deps: AppDeps,
  sport: Sport,
  orderId: string,
  owner: MemberRow,
  division: Division,
  cardConsent = false,
): Promise<BookingShares> {
  const { db } = deps.database;
  const found = await bookingOf(db, sport, orderId);
  if (!found || found.memberId !== owner.id) throw notFound(worded(shareWords, "shares.noSuchBooking"));
  assertSplittable(deps, found);
  if (found.paymentlink && (await closeCheckout(deps, found)) !== "closed") {
    throw shareRefusal(409, "shares.checkoutBusy", "checkout_in_progress");
  }
  const divided = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, found.id)).for("update");
    if (!row) throw notFound(worded(shareWords, "shares.noSuchBooking"));
    assertSplittable(deps, row);
    // Players are added and removed under this same row lock: these are all of them.
    const players = await playersOf(tx, row.id);
    const places = await division.openPlaces(tx, row, players.length);
    const { each } = splitAmounts(row.total, players.length + places);
    if (each === 0) throw shareRefusal(409, "shares.tooSmall", "split_too_small", { players: players.length + places + 1 });
    const line = await shareLine(tx, row);
    const owed: (Player | null)[] = [...players, ...Array.from({ length: places }, () => null)];
    for (const [i, player] of owed.entries()) await writeShare(deps, tx, row, { player, amount: each, line, i });
    const [after] = await tx
      .update(orders)
      .set({
        sharedOut: each * owed.length,
        paymentRef: null,
        paymentlink: null,
        // Read by the owner's checkout opened below: it keeps the card (payments/saved-cards.ts).
        ...(cardConsent && { cardConsentAt: deps.clock.now() }),
      })
      .where(eq(orders.id, row.id))
      .returning();
    await division.written?.(tx, after ?? row);
    return after ?? row;
  });
  await openCheckout(deps, divided, `${divided.inv}: your share`, true);
  return presentShares(deps, (await bookingOf(db, sport, orderId)) ?? divided, owner);
}

function assertSplittable(deps: AppDeps, row: OrderRow): void {
  if (row.sharedOut > 0) throw shareRefusal(409, "shares.already", "split_already");
  const held = row.status === "pending" && (row.holdExpiresAt === null || row.holdExpiresAt > deps.clock.now());
  if (!held || row.refundDue) {
    const status = held ? "refund_due" : row.status === "pending" ? "expired" : row.status;
    throw shareRefusal(409, "shares.notPending", "split_not_pending", { status });
  }
  if (row.creditApplied > 0) throw shareRefusal(409, "shares.creditApplied", "split_credit_applied");
}

/** The words of a share's one line: the booking it is part of, in the booking's language. */
export async function shareLine(db: Db, row: OrderRow): Promise<string> {
  const d = (await orderDetails(db, [row])).get(row.id);
  const when = d?.date && d.slot ? formatSlot(d.date, hhmm(d.slot.startTime), hhmm(d.slot.endTime), row.locale) : "";
  return shareWords(row.locale)("shares.shareLine", { inv: row.inv, when });
}

type ShareToWrite = { player: Player | null; amount: number; line: string; i: number };

/** One share in the caller's transaction: a player's (linked to their row), or an open place nobody owes yet. */
export async function writeShare(deps: AppDeps, tx: Db, booking: OrderRow, share: ShareToWrite): Promise<OrderRow> {
  // A millisecond apart, so the shares list in the order they were asked.
  const now = new Date(deps.clock.now().getTime() + share.i);
  const id = randomUUID();
  const { player, amount } = share;
  const [row] = await withFreshInvoice(tx, booking.sport, facilityToday(now, deps.config.timezone), (savepoint, inv) =>
    savepoint
      .insert(orders)
      .values({
        id,
        sport: booking.sport,
        kind: "share",
        // A member owes their share (and may pay it with club credit); an invited player pays by its link.
        memberId: player?.memberId ?? null,
        parentOrderId: booking.id,
        status: "pending",
        billing: { name: player?.name ?? "", email: player?.email ?? "" },
        openPlace: player === null,
        total: amount,
        currency: booking.currency,
        inv,
        paymentProvider: deps.payments.name,
        accessKeyHash: digest(orderAccessKey(deps.appSecret, id)),
        locale: booking.locale,
        createdAt: now,
      })
      .returning(),
  );
  if (!row) throw new Error("share not written");
  await tx.insert(orderLines).values({ orderId: id, kind: "share", description: share.line, qty: 1, unitPrice: amount, amount });
  if (player) await tx.update(bookingPlayers).set({ shareOrderId: id }).where(eq(bookingPlayers.id, player.id));
  return row;
}
