import {
  acceptedInvitationSchema,
  acceptInvitationRequestSchema,
  addPartnerRequestSchema,
  addPlayerRequestSchema,
  bookingPlayersSchema,
  myGamesSchema,
  playerOrderParamsSchema,
  playerParamsSchema,
  playerPartnersSchema,
  playerPaths,
  SPORTS,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { acceptInvitation } from "./accept-invitation.ts";
import { addPartner, listPartners } from "./partners.ts";
import { addPlayer, leaveBooking, listPlayers, myGames, removePlayer } from "./players.ts";

const tags = ["Players"];
const security = bearerAuth;
/** Fastify's path pattern from the contract's path builder. */
const pattern = (path: string) => path.replace("%3Aorder_id", ":order_id");

/** Players on a member's booking (issue 14): the owner adds and removes them; a player sees and leaves. */
export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.post(
    playerPaths.accept,
    {
      schema: {
        tags,
        security,
        summary: "Join the booking one was invited to play in, with the key from the invitation's link",
        description:
          "Signed in as a member (an account may be made on the way). The invitation's player becomes the caller, and " +
          "the key is used up. 404 players_invite_unknown for a key that is no standing invitation (used, or the player " +
          "removed); 409 players_owner (the caller's own booking), players_already_added, players_booking_closed, " +
          "players_booking_started. 429 past 30 a member per hour.",
        body: acceptInvitationRequestSchema,
        response: { 200: acceptedInvitationSchema, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      const { member } = await requireMember(request);
      return acceptInvitation(deps, member, request.body.key);
    },
  );
  for (const sport of SPORTS) {
    const players = pattern(playerPaths.players(sport, ":order_id"));
    app.get(
      players,
      {
        schema: {
          tags,
          security,
          summary: `The players on a ${sport} booking (its owner or one of its players)`,
          description: "404 for a booking the caller neither owns nor plays in. Names only: no e-mails.",
          params: playerOrderParamsSchema,
          response: { 200: bookingPlayersSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        return listPlayers(deps, sport, request.params.order_id, member);
      },
    );

    app.post(
      players,
      {
        schema: {
          tags,
          security,
          summary: `Add a player to the caller's ${sport} booking, by e-mail (a member) or by e-mail and name (invited by mail)`,
          description:
            "By e-mail (members are found by name only among the caller's partners: …/players/partners). A member's e-mail adds that member; any other needs `name` " +
            "(422 players_name_required) and that person is invited by mail in the order's language. 404 for a booking " +
            "not the caller's; 409 players_booking_closed (not paid or held), players_booking_started, players_full " +
            "(params.limit: the sport's players_per_booking, the owner included), players_already_added, players_owner " +
            "(the caller's own e-mail). 429 past 20 adds per member per hour.",
          params: playerOrderParamsSchema,
          body: addPlayerRequestSchema,
          response: { 201: bookingPlayersSchema, ...errorResponses(401, 403, 404, 409, 422, 429) },
        },
      },
      async (request, reply) => {
        const { member } = await requireMember(request);
        return reply.code(201).send(await addPlayer(deps, sport, request.params.order_id, member, request.body));
      },
    );

    const partners = pattern(playerPaths.partners(sport, ":order_id"));
    app.get(
      partners,
      {
        schema: {
          tags,
          security,
          summary: `The people the owner of a ${sport} booking has played with, not on it yet, to add by name`,
          description:
            `Members who shared a paid or held ${sport} booking with the caller (theirs, the caller's, or as fellow players), ` +
            "the latest first, at most 30: names only. 404 for a booking not the caller's.",
          params: playerOrderParamsSchema,
          response: { 200: playerPartnersSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        return listPartners(deps, sport, request.params.order_id, member);
      },
    );

    app.post(
      partners,
      {
        schema: {
          tags,
          security,
          summary: `Add someone the caller has played with to their ${sport} booking, by member id`,
          description:
            "As an add by e-mail (the same refusals and the same 20 adds an hour), for a member among the caller's partners " +
            "(GET of this path): anyone else, or someone on the booking already, is 422 players_not_a_partner.",
          params: playerOrderParamsSchema,
          body: addPartnerRequestSchema,
          response: { 201: bookingPlayersSchema, ...errorResponses(401, 403, 404, 409, 422, 429) },
        },
      },
      async (request, reply) => {
        const { member } = await requireMember(request);
        return reply.code(201).send(await addPartner(deps, sport, request.params.order_id, member, request.body));
      },
    );

    app.delete(
      `${players}/:player_id`,
      {
        schema: {
          tags,
          security,
          summary: `Remove a player from the caller's ${sport} booking`,
          description: "404 for a booking not the caller's or a player not on it; 409 once the booking has begun or ended.",
          params: playerParamsSchema,
          response: { 200: bookingPlayersSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        return removePlayer(deps, sport, request.params.order_id, member, request.params.player_id);
      },
    );

    app.post(
      pattern(playerPaths.leave(sport, ":order_id")),
      {
        schema: {
          tags,
          security,
          summary: `Leave a ${sport} booking the caller was added to; answers the caller's games`,
          description: "404 players_not_a_player when the caller is not on it; 409 once it has begun or ended.",
          params: playerOrderParamsSchema,
          response: { 200: myGamesSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        return leaveBooking(deps, sport, request.params.order_id, member);
      },
    );

    app.get(
      playerPaths.myGames(sport),
      {
        schema: {
          tags,
          security,
          summary: `The ${sport} bookings others own that the caller plays in, upcoming first`,
          response: { 200: myGamesSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        return myGames(deps, sport, member);
      },
    );
  }
};
