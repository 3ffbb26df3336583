import type { AcceptedInvitation } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { isUniqueViolation } from "../../db/errors.ts";
import { bookingPlayers, type members, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError, worded } from "../../http/http-error.ts";
import { hitLimit, limits } from "../auth/rate-limit.ts";
import { digest } from "../auth/secrets.ts";
import { playerWords } from "./i18n.ts";
import { assertBookingOpen } from "./players.ts";

type MemberRow = typeof members.$inferSelect;

const refusal = (status: number, key: "players.inviteUnknown" | "players.inviteOwn" | "players.already", code: string) =>
  new HttpError(status, worded(playerWords, key), undefined, undefined, { code });

/**
 * The invited person, signed in, follows their invitation's link: the player row becomes theirs
 * (the key is used up, so a forwarded link joins one person only). Refused when the key is not a
 * standing invitation (404), the booking is theirs already or they are on it (409), or it has
 * closed or begun (409, as any change of its players). Counted per member: keys are 128 bits, so
 * the count only stops a script from spending the server's time.
 */
export async function acceptInvitation(deps: AppDeps, member: MemberRow, key: string): Promise<AcceptedInvitation> {
  const { db } = deps.database;
  await hitLimit(db, `players:accept:${member.id}`, limits.invitationAcceptsPerMember, deps.clock.now());
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ player: bookingPlayers, order: orders })
        .from(bookingPlayers)
        .innerJoin(orders, eq(orders.id, bookingPlayers.orderId))
        .where(eq(bookingPlayers.inviteKeyHash, digest(key)))
        .for("update");
      if (!row) throw refusal(404, "players.inviteUnknown", "players_invite_unknown");
      if (row.order.memberId === member.id) throw refusal(409, "players.inviteOwn", "players_owner");
      await assertBookingOpen(deps, tx, row.order);
      await tx
        .update(bookingPlayers)
        .set({ memberId: member.id, name: null, email: null, inviteKeyHash: null })
        .where(eq(bookingPlayers.id, row.player.id));
      return { sport: row.order.sport, order_id: row.order.id };
    });
  } catch (err) {
    // The member is on this booking already (added by their own e-mail, or another invitation).
    if (isUniqueViolation(err)) throw refusal(409, "players.already", "players_already_added");
    throw err;
  }
}
