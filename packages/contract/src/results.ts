/**
 * Match results (issue 14): after a booking with players is played, one of its members enters
 * who played on which side, who won and the score; another player of the match confirms it, and
 * then every member's level moves by the rating rule (Elo over team averages). A disputed result
 * moves nothing; staff settle it by setting levels.
 */
import { z } from "zod";
import { clockTimeSchema, isoDateSchema, singleLineText, textTooLong } from "./common.ts";
import { SPORTS, type Sport, sportSettings } from "./sports.ts";
import { say } from "./wording.ts";

const orderBase = (sport: Sport, orderId: string) =>
  `/api/${sportSettings[sport].api}/orders/${encodeURIComponent(orderId)}/result`;

export const resultPaths = {
  result: (sport: Sport, orderId: string) => orderBase(sport, orderId),
  confirm: (sport: Sport, orderId: string) => `${orderBase(sport, orderId)}/confirm`,
  dispute: (sport: Sport, orderId: string) => `${orderBase(sport, orderId)}/dispute`,
} as const;

export const MATCH_SIDES = ["a", "b"] as const;
export type MatchSide = (typeof MATCH_SIDES)[number];
export const MATCH_RESULT_STATUSES = ["entered", "confirmed", "disputed"] as const;
export const SCORE_MAX_LENGTH = 40;

const team = z
  .array(z.uuid({ error: say("contract.result.team") }), { error: say("contract.result.team") })
  .min(1, { error: say("contract.result.team") })
  .max(4, { error: say("contract.result.team") });

/** POST …/orders/{order_id}/result: the sides (members of the booking), the winning side, the score. */
export const enterResultRequestSchema = z
  .object({
    team_a: team,
    team_b: team,
    winner: z.enum(MATCH_SIDES, { error: say("contract.result.winner") }),
    score: singleLineText("score")
      .trim()
      .max(SCORE_MAX_LENGTH, { error: textTooLong("score", SCORE_MAX_LENGTH) })
      .optional(),
  })
  .meta({ id: "EnterResultRequest" });
export type EnterResultRequest = z.input<typeof enterResultRequestSchema>;

export const resultPlayerSchema = z.object({
  member_id: z.uuid(),
  name: z.string(),
  you: z.boolean(),
  /** The member's level in the sport now (null: none yet; the rule counts them as 3.5). */
  level: z.number().nullable(),
});

export const levelMoveSchema = z.object({ member_id: z.uuid(), name: z.string(), from: z.number(), to: z.number() });

/** GET …/result (a member of the booking): who can be on a side, and the result once entered. */
export const matchResultViewSchema = z
  .object({
    order_id: z.uuid(),
    sport: z.enum(SPORTS),
    date: isoDateSchema,
    timeslot: z.object({ start: clockTimeSchema, end: clockTimeSchema }),
    courts: z.array(z.string()),
    players: z.array(resultPlayerSchema).describe("The booking's owner and its member players"),
    can_enter: z.boolean().describe("Played and paid, no result yet, and at least two members on it"),
    result: z
      .object({
        team_a: z.array(z.uuid()),
        team_b: z.array(z.uuid()),
        winner: z.enum(MATCH_SIDES),
        score: z.string(),
        status: z.enum(MATCH_RESULT_STATUSES),
        entered_by: z.string().describe("The name of the member who entered it"),
        you_entered: z.boolean(),
        can_answer: z.boolean().describe("The caller may confirm or dispute it: on a side, not its author, still entered"),
        moves: z.array(levelMoveSchema).describe("How each member's level moved, once confirmed"),
      })
      .nullable(),
  })
  .meta({ id: "MatchResultView" });
export type MatchResultView = z.infer<typeof matchResultViewSchema>;
