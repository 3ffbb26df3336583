/**
 * Open matches (issue 14): the owner of a held booking opens its free places to other members
 * instead of filling them with players they know: a level range, competitive or friendly, who
 * may join (any member of the app, or only holders of a membership plan), and whether to keep
 * the booking and pay the rest if it is not full by the deadline (the sport's
 * share_deadline_hours before the start) or have it cancelled with everyone refunded. The
 * booking is split in equal places (players_per_booking) like a split payment: the owner pays
 * theirs now; each open place is a share nobody owes yet. Joining takes one place and pays it:
 * with club credit at once, or by card within the sport's hold time (the place is held for the
 * joiner meanwhile). A place is sold once (the database decides).
 */
import { z } from "zod";
import { clockTimeSchema, isoDateSchema } from "./common.ts";
import { levelInTenths } from "./levels.ts";
import { SPORTS, type Sport, sportSettings } from "./sports.ts";
import { field, say } from "./wording.ts";

const base = (sport: Sport) => `/api/${sportSettings[sport].api}`;

export const matchPaths = {
  /** POST: open the caller's held booking's free places as a match. */
  open: (sport: Sport, orderId: string) => `${base(sport)}/orders/${encodeURIComponent(orderId)}/open-match`,
  /** GET ?date=&level=&category=: upcoming open matches with places left. */
  list: (sport: Sport) => `${base(sport)}/open-matches`,
  /** POST {pay}: take a place and pay it. */
  join: (sport: Sport, orderId: string) => `${base(sport)}/open-matches/${encodeURIComponent(orderId)}/join`,
} as const;

export const MATCH_STYLES = ["competitive", "friendly"] as const;
export type MatchStyle = (typeof MATCH_STYLES)[number];
export const MATCH_AUDIENCES = ["anyone", "members"] as const;
export type MatchAudience = (typeof MATCH_AUDIENCES)[number];
/**
 * Who a match is for, when the club offers women's, men's and mixed matches (club setting
 * `match_categories`): `all` takes anyone; `women` and `men` take members whose profile says
 * they play in those matches; `mixed` takes each at most half the places (two and two in padel).
 */
export const MATCH_CATEGORIES = ["all", "women", "men", "mixed"] as const;
export type MatchCategory = (typeof MATCH_CATEGORIES)[number];
/** The optional profile answer "I play in women's / men's matches" (null: not said); used only for match categories. */
export const PLAYS_IN = ["women", "men"] as const;
export type PlaysIn = (typeof PLAYS_IN)[number];
const categoryChoice = z.enum(MATCH_CATEGORIES, { error: say("contract.matches.category", { field: field("matchCategory") }) });

/** POST …/orders/{order_id}/open-match. */
export const openMatchRequestSchema = z
  .object({
    level_min: levelInTenths.nullable().describe("Lowest level that may join; null: any"),
    level_max: levelInTenths.nullable().describe("Highest level that may join; null: any"),
    style: z.enum(MATCH_STYLES, { error: say("contract.matches.style") }),
    audience: z.enum(MATCH_AUDIENCES, { error: say("contract.matches.audience") }),
    category: categoryChoice
      .default("all")
      .describe("Who may join by category; anything but `all` only when the club offers categories (not sent: all)"),
    keep_if_not_full: z
      .boolean({ error: say("contract.matches.keep") })
      .describe(
        "Not full by the deadline: true keeps the booking and the owner owes the unsold places; false cancels it, refunding everyone",
      ),
  })
  .refine((m) => m.level_min === null || m.level_max === null || m.level_min <= m.level_max, {
    error: say("contract.matches.levelOrder"),
    path: ["level_max"],
  })
  .meta({ id: "OpenMatchRequest" });
export type OpenMatchRequest = z.infer<typeof openMatchRequestSchema>;

export const matchListQuerySchema = z.object({
  date: isoDateSchema.optional().describe("Only matches on this date"),
  level: z.coerce.number().min(1).max(7).optional().describe("Only matches whose level range takes this level"),
  category: categoryChoice.optional().describe("Only matches of this category"),
});
export type MatchListQuery = z.infer<typeof matchListQuerySchema>;

export const JOIN_PAYMENTS = ["credit", "card"] as const;
export const joinMatchRequestSchema = z
  .object({ pay: z.enum(JOIN_PAYMENTS, { error: say("contract.matches.pay") }) })
  .meta({ id: "JoinMatchRequest" });
export type JoinMatchRequest = z.infer<typeof joinMatchRequestSchema>;

/** One open match as the listing shows it. */
export const openMatchSchema = z
  .object({
    order_id: z.string(),
    sport: z.enum(SPORTS),
    date: isoDateSchema,
    timeslot: z.object({ start: clockTimeSchema, end: clockTimeSchema }),
    courts: z.array(z.object({ id: z.number().int(), name: z.string() })),
    owner_name: z.string(),
    players: z.array(z.string()).describe("Who plays so far, the owner first"),
    places: z.number().int().describe("Open places when it was opened"),
    places_left: z.number().int(),
    level_min: z.number().nullable(),
    level_max: z.number().nullable(),
    style: z.enum(MATCH_STYLES),
    audience: z.enum(MATCH_AUDIENCES),
    category: z.enum(MATCH_CATEGORIES).describe("all, or women, men or mixed when the club offers them"),
    price_per_place: z.number().int(),
    currency: z.string(),
    deadline: z.string().describe("When it is cancelled (or kept by its owner) if not full (ISO 8601)"),
    keep_if_not_full: z.boolean(),
    status: z.enum(["open", "full", "cancelled"]),
    you_play: z.boolean().describe("The caller owns it or has a place in it"),
    you_own: z.boolean().describe("The caller opened it"),
  })
  .meta({ id: "OpenMatch" });
export type OpenMatch = z.infer<typeof openMatchSchema>;
export const openMatchesSchema = z.array(openMatchSchema).meta({ id: "OpenMatches" });

/** The answer of a join: the place taken, paid (credit) or held with its card checkout. */
export const matchJoinSchema = z
  .object({
    match: openMatchSchema,
    share_id: z.string().describe("The joiner's place: a share (GET /api/shares/{share_id})"),
    paid: z.boolean(),
    paymentlink: z.string().nullable().describe("Card: pay within hold_expires_at, or the place is offered again"),
    hold_expires_at: z.string().nullable(),
  })
  .meta({ id: "MatchJoin" });
export type MatchJoin = z.infer<typeof matchJoinSchema>;
