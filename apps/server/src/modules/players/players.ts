import type { AddPlayerRequest, BookingPlayers, MyGame, Sport } from "@courtside/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { bookingPlayers, members, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityInstant, hhmm } from "../../facility-time.ts";
import { HttpError, invalidField, notFound, worded } from "../../http/http-error.ts";
import { hitLimit, limits } from "../auth/rate-limit.ts";
import { digest, newSecretToken } from "../auth/secrets.ts";
import { unsoldPlaces } from "../matches/match-reads.ts";
import { type OrderDetails, type OrderRow, orderDetails } from "../orders/order-queries.ts";
import { bookingRules } from "../rules/service.ts";
import { playerShareLeaves } from "../shares/player-leaves.ts";
import { bookingDetails, bookingOf, isCaller, OPEN_STATUSES } from "./booking-reads.ts";
import { playerWords } from "./i18n.ts";
import { mailPlayer } from "./player-mail.ts";

type MemberRow = typeof members.$inferSelect;
type PlayerRow = typeof bookingPlayers.$inferSelect;

const refusal = (
  status: number,
  key: Parameters<ReturnType<typeof playerWords>>[0],
  code: string,
  params?: Record<string, string | number>,
) => new HttpError(status, worded(playerWords, key, params), undefined, undefined, { code, ...(params ? { params } : {}) });

/** The booking the member owns; anyone else's is as unknown (404, as for orders). */
export async function ownedBooking(deps: AppDeps, sport: Sport, orderId: string, owner: MemberRow): Promise<OrderRow> {
  const row = await bookingOf(deps.database.db, sport, orderId);
  if (!row || row.memberId !== owner.id) throw notFound(worded(playerWords, "players.noSuchBooking"));
  return row;
}

function startOf(deps: AppDeps, d: OrderDetails): Date | null {
  return d.date && d.slot ? facilityInstant(d.date, hhmm(d.slot.startTime), deps.config.timezone) : null;
}

function isOpen(deps: AppDeps, status: OrderRow["status"], d: OrderDetails): boolean {
  const start = startOf(deps, d);
  return (OPEN_STATUSES as readonly string[]).includes(status) && start !== null && start > deps.clock.now();
}

/** 409 unless the booking is paid or held and has not begun. */
function assertOpen(deps: AppDeps, status: OrderRow["status"], d: OrderDetails): void {
  if (!(OPEN_STATUSES as readonly string[]).includes(status)) {
    throw refusal(409, "players.notOpen", "players_booking_closed", { status });
  }
  const start = startOf(deps, d);
  if (!start || start <= deps.clock.now()) throw refusal(409, "players.started", "players_booking_started");
}

/** 409 unless the booking (read in `db`, a transaction's) is paid or held and has not begun. */
export async function assertBookingOpen(deps: AppDeps, db: Db, row: OrderRow): Promise<void> {
  assertOpen(deps, row.status, await bookingDetails(db, row));
}

/** The players of one booking as its owner or one of its players sees them. */
async function present(deps: AppDeps, row: OrderRow, viewer: MemberRow): Promise<BookingPlayers> {
  const { db } = deps.database;
  const [rows, rules, owner, d] = await Promise.all([
    db
      .select({ player: bookingPlayers, memberName: members.name, memberEmail: members.email })
      .from(bookingPlayers)
      .leftJoin(members, eq(members.id, bookingPlayers.memberId))
      .where(eq(bookingPlayers.orderId, row.id))
      .orderBy(asc(bookingPlayers.addedAt), asc(bookingPlayers.id)),
    bookingRules(db, row.sport),
    row.memberId ? db.select({ name: members.name }).from(members).where(eq(members.id, row.memberId)) : Promise.resolve([]),
    bookingDetails(db, row),
  ]);
  const mine = (r: (typeof rows)[number]) => r.player.memberId === viewer.id;
  return {
    order_id: row.id,
    owner_name: owner[0]?.name ?? "",
    you_own: row.memberId === viewer.id,
    limit: rules.playersPerBooking,
    open: isOpen(deps, row.status, d),
    players: rows.map((r) => ({
      id: r.player.id,
      name: r.memberName ?? r.player.name ?? "",
      kind: r.player.memberId ? ("member" as const) : ("invited" as const),
      you: mine(r),
      added_at: r.player.addedAt.toISOString(),
    })),
  };
}

/** GET: the booking's owner, or one of its players; anyone else gets 404. */
export async function listPlayers(deps: AppDeps, sport: Sport, orderId: string, viewer: MemberRow): Promise<BookingPlayers> {
  const { db } = deps.database;
  const row = await bookingOf(db, sport, orderId);
  if (!row) throw notFound(worded(playerWords, "players.noSuchBooking"));
  if (row.memberId !== viewer.id) {
    const [plays] = await db
      .select({ id: bookingPlayers.id })
      .from(bookingPlayers)
      .where(and(eq(bookingPlayers.orderId, row.id), isCaller(viewer)));
    if (!plays) throw notFound(worded(playerWords, "players.noSuchBooking"));
  }
  return present(deps, row, viewer);
}

/**
 * The owner adds a player by e-mail: a member's e-mail adds that member; any other needs a
 * name, and that person is invited by mail.
 */
export async function addPlayer(
  deps: AppDeps,
  sport: Sport,
  orderId: string,
  owner: MemberRow,
  input: AddPlayerRequest,
): Promise<BookingPlayers> {
  return addToBooking(deps, sport, orderId, owner, async () => {
    const email = input.email.trim().toLowerCase();
    if (email === owner.email.toLowerCase()) throw refusal(409, "players.self", "players_owner");
    const { db } = deps.database;
    const [member] = await db.select({ id: members.id }).from(members).where(sql`lower(${members.email}) = ${email}`);
    if (member) return { memberId: member.id, email };
    const name = input.name?.trim() ?? "";
    if (name === "") throw invalidField("name", worded(playerWords, "players.nameNeeded"), { code: "players_name_required" });
    return { name, email };
  });
}

/** Who is added: a member (by their e-mail, or picked among the owner's partners), or someone invited by name and e-mail. */
export type Newcomer = { memberId: string; email: string | null } | { memberId?: never; name: string; email: string };

/**
 * Adds whom `newcomer` names to the owner's open booking. The sport's `players_per_booking` (the
 * owner included) is counted in the inserting transaction, under a lock on the order row, so
 * parallel adds cannot pass it together; the unique indexes keep one person on it once.
 * Counted per owner first (limits.playerAddsPerMember): a stolen token cannot mail-bomb.
 */
export async function addToBooking(
  deps: AppDeps,
  sport: Sport,
  orderId: string,
  owner: MemberRow,
  newcomer: (order: OrderRow) => Promise<Newcomer>,
): Promise<BookingPlayers> {
  const { db } = deps.database;
  await hitLimit(db, `players:add:${owner.id}`, limits.playerAddsPerMember, deps.clock.now());
  const order = await ownedBooking(deps, sport, orderId, owner);
  const d = await bookingDetails(db, order);
  assertOpen(deps, order.status, d);
  const who = await newcomer(order);
  // Someone invited joins by the link in their mail: its key, kept only hashed.
  const inviteKey = "name" in who ? newSecretToken() : null;
  let added: PlayerRow;
  try {
    added = await db.transaction(async (tx) => {
      // The order row's lock: every add to this booking waits here, and counts what the one before it wrote.
      const [locked] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)).for("update");
      assertOpen(deps, locked?.status ?? "cancelled", d);
      const rules = await bookingRules(tx, sport);
      const on = await tx
        .select({ memberId: bookingPlayers.memberId, email: bookingPlayers.email })
        .from(bookingPlayers)
        .where(eq(bookingPlayers.orderId, order.id));
      const same = (p: (typeof on)[number]) =>
        (who.memberId && p.memberId === who.memberId) || (who.email !== null && (p.email ?? "").toLowerCase() === who.email);
      if (on.some(same)) throw refusal(409, "players.already", "players_already_added");
      // The owner is one of the players the rule counts, and so is an open match's every place still for sale.
      if (on.length + 1 + (await unsoldPlaces(tx, order.id, deps.clock.now())) >= rules.playersPerBooking) {
        throw refusal(409, "players.full", "players_full", { limit: rules.playersPerBooking });
      }
      const [row] = await tx
        .insert(bookingPlayers)
        .values(
          "name" in who
            ? {
                orderId: order.id,
                name: who.name,
                email: who.email,
                inviteKeyHash: digest(inviteKey ?? ""),
                addedAt: deps.clock.now(),
              }
            : { orderId: order.id, memberId: who.memberId, addedAt: deps.clock.now() },
        )
        .returning();
      return row as PlayerRow;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refusal(409, "players.already", "players_already_added");
    throw err;
  }
  deps.background.run("player mail", () => mailPlayer(deps, added.id, inviteKey));
  return present(deps, order, owner);
}

/** The owner removes a player (while the booking is open). */
export async function removePlayer(
  deps: AppDeps,
  sport: Sport,
  orderId: string,
  owner: MemberRow,
  playerId: number,
): Promise<BookingPlayers> {
  const { db } = deps.database;
  const order = await ownedBooking(deps, sport, orderId, owner);
  const d = await bookingDetails(db, order);
  assertOpen(deps, order.status, d);
  await db.transaction(async (tx) => {
    // The order row's lock, as adds and splits take it: a split sees this player or none.
    const [locked] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)).for("update");
    assertOpen(deps, locked?.status ?? "cancelled", d);
    const [gone] = await tx
      .delete(bookingPlayers)
      .where(and(eq(bookingPlayers.id, playerId), eq(bookingPlayers.orderId, order.id)))
      .returning();
    if (!gone) throw refusal(404, "players.noSuchPlayer", "players_no_such_player");
    const name = gone.name ?? (await memberName(tx, gone.memberId));
    await playerShareLeaves(deps, tx, {
      shareOrderId: gone.shareOrderId,
      ownerId: owner.id,
      name,
      ownerName: owner.name,
      by: "owner",
    });
  });
  return present(deps, order, owner);
}

/** A player leaves a booking someone else owns (while it is open); answers their games. */
export async function leaveBooking(deps: AppDeps, sport: Sport, orderId: string, player: MemberRow): Promise<MyGame[]> {
  const { db } = deps.database;
  const order = await bookingOf(db, sport, orderId);
  if (!order) throw notFound(worded(playerWords, "players.noSuchBooking"));
  const mine = and(eq(bookingPlayers.orderId, order.id), isCaller(player));
  const [plays] = await db.select({ id: bookingPlayers.id }).from(bookingPlayers).where(mine);
  if (!plays) throw refusal(404, "players.notAPlayer", "players_not_a_player");
  const d = await bookingDetails(db, order);
  assertOpen(deps, order.status, d);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)).for("update");
    assertOpen(deps, locked?.status ?? "cancelled", d);
    const [gone] = await tx.delete(bookingPlayers).where(mine).returning();
    if (!gone || !order.memberId) return;
    const ownerName = await memberName(tx, order.memberId);
    await playerShareLeaves(deps, tx, {
      shareOrderId: gone.shareOrderId,
      ownerId: order.memberId,
      name: player.name,
      ownerName,
      by: "player",
    });
  });
  return myGames(deps, sport, player);
}

async function memberName(db: Db, memberId: string | null): Promise<string> {
  if (!memberId) return "";
  const [row] = await db.select({ name: members.name }).from(members).where(eq(members.id, memberId));
  return row?.name ?? "";
}

/** Bookings of the sport someone else owns that the member plays in: upcoming (soonest first), then past. */
export async function myGames(deps: AppDeps, sport: Sport, player: Pick<MemberRow, "id">): Promise<MyGame[]> {
  const { db } = deps.database;
  const rows = await db
    .select({ order: orders, playerId: bookingPlayers.id, ownerName: members.name })
    .from(bookingPlayers)
    .innerJoin(orders, eq(orders.id, bookingPlayers.orderId))
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(and(isCaller(player), eq(orders.sport, sport), inArray(orders.status, [...OPEN_STATUSES])));
  const details = await orderDetails(
    db,
    rows.map((r) => r.order),
  );
  const now = deps.clock.now().getTime();
  const games = rows.flatMap((r) => {
    const d = details.get(r.order.id);
    if (!d?.date || !d.slot || r.order.memberId === player.id) return [];
    const start = startOf(deps, d)?.getTime() ?? 0;
    const game: MyGame = {
      order_id: r.order.id,
      inv: r.order.inv,
      sport: r.order.sport,
      status: r.order.status,
      date: d.date,
      timeslot: { start: hhmm(d.slot.startTime), end: hhmm(d.slot.endTime) },
      courts: d.courts,
      owner_name: r.ownerName,
      player_id: r.playerId,
      upcoming: start > now,
    };
    return [{ game, start }];
  });
  games.sort((a, b) => {
    const aUp = a.start > now;
    const bUp = b.start > now;
    if (aUp !== bUp) return aUp ? -1 : 1;
    return aUp ? a.start - b.start : b.start - a.start;
  });
  return games.map((g) => g.game);
}
