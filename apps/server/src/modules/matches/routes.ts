import {
  bookingSharesSchema,
  joinMatchRequestSchema,
  matchJoinSchema,
  matchListQuerySchema,
  matchPaths,
  openMatchesSchema,
  openMatchRequestSchema,
  playerOrderParamsSchema,
  SPORTS,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf, requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { joinMatch } from "./join.ts";
import { listOpenMatches } from "./match-reads.ts";
import { openMatch } from "./open-match.ts";

const tags = ["Open matches"];
const security = bearerAuth;
const pattern = (path: string) => path.replace("%3Aorder_id", ":order_id");

/** Open matches (issue 14): an owner opens a held booking's free places; members find and join them. */
export const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  for (const sport of SPORTS) {
    app.post(
      pattern(matchPaths.open(sport, ":order_id")),
      {
        schema: {
          tags,
          security,
          summary: `Open the free places of the caller's held ${sport} booking as a match`,
          description:
            "The places are the sport's players_per_booking less the owner and the players on it; the booking is divided " +
            "in equal shares, the owner's paid through its payment link. 404 for a booking not the caller's; 409 " +
            "match_no_places (params.limit), match_too_late (its deadline has passed), split_already, split_not_pending, " +
            "split_credit_applied, checkout_in_progress; match_category_unknown, match_category, match_category_full (the " +
            "owner's profile, or the players on it, do not fit the category; params category, plays_in, limit); 422 for the " +
            "terms (category: match_category_not_offered while the club does not offer categories).",
          params: playerOrderParamsSchema,
          body: openMatchRequestSchema,
          response: { 200: bookingSharesSchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        return openMatch(deps, sport, request.params.order_id, member, request.body);
      },
    );

    app.get(
      matchPaths.list(sport),
      {
        schema: {
          tags,
          summary: `Upcoming open ${sport} matches with places left, soonest first (at most 50)`,
          description:
            "Anyone may look. ?date= one day; ?level= only matches whose range takes that level; ?category= only that category.",
          querystring: matchListQuerySchema,
          response: { 200: openMatchesSchema, ...errorResponses(422) },
        },
      },
      async (request) => {
        const principal = await principalOf(request);
        const viewer = principal?.kind === "member" ? principal.member.id : null;
        return listOpenMatches(deps, sport, request.query, viewer);
      },
    );

    app.post(
      pattern(matchPaths.join(sport, ":order_id")),
      {
        schema: {
          tags,
          security,
          summary: `Take a place in an open ${sport} match and pay it (club credit at once, or by card within the hold)`,
          description:
            "404 match_not_found; 409 match_full, match_closed (cancelled or begun), match_already_in, match_level " +
            "(params level, min, max), match_level_unknown, match_members_only, credit_insufficient; match_category_unknown " +
            "(the caller's profile does not say which matches they play in), match_category (it says another; params " +
            "category, plays_in), match_category_full (a mixed match has half its places of the caller's category; params " +
            "category, plays_in, limit), counted under the booking's lock. 429 past 20 joins a member per hour.",
          params: playerOrderParamsSchema,
          body: joinMatchRequestSchema,
          response: { 200: matchJoinSchema, ...errorResponses(401, 403, 404, 409, 422, 429) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        return joinMatch(deps, sport, request.params.order_id, member, request.body);
      },
    );
  }
};
