/**
 * Players on a booking (issue 14, first slice): the owner (the member who booked) adds up to
 * the sport's `players_per_booking` − 1 others, by e-mail only (a search by name would let any
 * member list the club's members). An e-mail of a member adds that member; any other needs a
 * name too, and that person is invited by mail. Players see the booking on their profile and
 * in their calendar feed, and may leave it; the owner may remove them.
 */
import { z } from "zod";
import { clockTimeSchema, isoDateSchema, singleLineText, textRequired, textTooLong } from "./common.ts";
import { ORDER_STATUSES } from "./orders.ts";
import { SPORTS, type Sport, sportSettings } from "./sports.ts";
import { field, say } from "./wording.ts";

/** The most partners listed: the latest ones; anyone else is added by e-mail. */
export const PARTNERS_LISTED = 30;

const base = (sport: Sport) => `/api/${sportSettings[sport].api}`;

export const playerPaths = {
  players: (sport: Sport, orderId: string) => `${base(sport)}/orders/${encodeURIComponent(orderId)}/players`,
  player: (sport: Sport, orderId: string, playerId: number) =>
    `${base(sport)}/orders/${encodeURIComponent(orderId)}/players/${playerId}`,
  /** People the owner has played with, to add by name (GET), and the add of one (POST). */
  partners: (sport: Sport, orderId: string) => `${base(sport)}/orders/${encodeURIComponent(orderId)}/players/partners`,
  leave: (sport: Sport, orderId: string) => `${base(sport)}/orders/${encodeURIComponent(orderId)}/leave`,
  myGames: (sport: Sport) => `${base(sport)}/my-games`,
  /** An invitation's link, followed by the invited person signed in: any sport (the key names the booking). */
  accept: "/api/players/accept",
} as const;

/** POST /api/players/accept: the key from the invitation's link. */
export const acceptInvitationRequestSchema = z
  .object({
    key: z
      .string({ error: say("contract.players.inviteKey") })
      .min(16, { error: say("contract.players.inviteKey") })
      .max(100, { error: say("contract.players.inviteKey") }),
  })
  .meta({ id: "AcceptInvitationRequest" });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** The booking the invitation joined: its sport (for the profile to open on) and order. */
export const acceptedInvitationSchema = z
  .object({ sport: z.enum(SPORTS), order_id: z.uuid() })
  .meta({ id: "AcceptedInvitation" });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

export const playerOrderParamsSchema = z.object({ order_id: z.uuid() });
export const playerParamsSchema = z.object({
  order_id: z.uuid(),
  player_id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** POST …/orders/{order_id}/players: a member's e-mail, or anyone's e-mail and name. */
export const addPlayerRequestSchema = z
  .object({
    email: singleLineText("email")
      .trim()
      .toLowerCase()
      .min(1, { error: textRequired("email") })
      .max(254, { error: textTooLong("email", 254) })
      .pipe(z.email({ error: say("contract.text.invalidEmail", { field: field("email") }) })),
    name: singleLineText("name")
      .trim()
      .max(100, { error: textTooLong("name", 100) })
      .optional()
      .describe("Needed when the e-mail is not a member's: the invitation is addressed to it"),
  })
  .meta({ id: "AddPlayerRequest" });
export type AddPlayerRequest = z.input<typeof addPlayerRequestSchema>;

/** POST …/orders/{order_id}/players/partners: someone the owner has played with, by their member id. */
export const addPartnerRequestSchema = z
  .object({ member_id: z.uuid({ error: say("contract.players.partner") }) })
  .meta({ id: "AddPartnerRequest" });
export type AddPartnerRequest = z.infer<typeof addPartnerRequestSchema>;

/**
 * GET …/orders/{order_id}/players/partners: the members who shared a booking of the sport with
 * the owner (on theirs, or they on the owner's), not on this one yet, the latest first. Names
 * only: found by name among them, never among all the club's members.
 */
export const playerPartnersSchema = z
  .object({
    partners: z
      .array(
        z.object({
          member_id: z.uuid(),
          name: z.string(),
          last_played: isoDateSchema.describe("The latest date of a booking the two shared"),
        }),
      )
      .max(PARTNERS_LISTED),
  })
  .meta({ id: "PlayerPartners" });
export type PlayerPartners = z.infer<typeof playerPartnersSchema>;

export const bookingPlayerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(["member", "invited"]).describe("invited: not a member, invited by mail"),
    you: z.boolean().describe("The caller is this player"),
    added_at: z.string(),
  })
  .meta({ id: "BookingPlayer" });
export type BookingPlayer = z.infer<typeof bookingPlayerSchema>;

/** GET …/orders/{order_id}/players (its owner or a player), and the answer of every change. */
export const bookingPlayersSchema = z
  .object({
    order_id: z.string(),
    owner_name: z.string(),
    you_own: z.boolean().describe("The caller owns the booking: may add and remove players"),
    limit: z.number().int().describe("Players the booking may have, its owner included (the sport's players_per_booking)"),
    open: z.boolean().describe("Players may still be added, removed or leave: paid or held, and not begun"),
    players: z.array(bookingPlayerSchema).describe("Besides the owner, in the order they were added"),
  })
  .meta({ id: "BookingPlayers" });
export type BookingPlayers = z.infer<typeof bookingPlayersSchema>;

/** A booking someone else owns that the caller plays in (GET …/my-games). */
export const myGameSchema = z
  .object({
    order_id: z.string(),
    inv: z.string(),
    sport: z.enum(SPORTS),
    status: z.enum(ORDER_STATUSES),
    date: isoDateSchema,
    timeslot: z.object({ start: clockTimeSchema, end: clockTimeSchema }),
    courts: z.array(z.object({ id: z.number().int(), name: z.string() })),
    owner_name: z.string(),
    player_id: z.number().int(),
    upcoming: z.boolean().describe("Not begun yet: the player may still leave"),
  })
  .meta({ id: "MyGame" });
export type MyGame = z.infer<typeof myGameSchema>;
export const myGamesSchema = z.array(myGameSchema).meta({ id: "MyGames" });
