/**
 * Match results (issue 14): after a booking with players is played, one of its members enters
 * who played on which side, who won and the score; another player of the match confirms it, and
 * then every member's level moves by the rating rule (Elo over team averages). A disputed result
 * moves nothing until staff of the sport settle it: confirmed as entered (levels move as a
 * player's confirmation moves them) or voided (nothing moves, for good).
 */
import { z } from "zod";
import { clockTimeSchema, idParamSchema, isoDateSchema, singleLineText, textTooLong } from "./common.ts";
import { SPORTS, type Sport, sportSettings } from "./sports.ts";
import { say } from "./wording.ts";

const orderBase = (sport: Sport, orderId: string) =>
  `/api/${sportSettings[sport].api}/orders/${encodeURIComponent(orderId)}/result`;

export const resultPaths = {
  result: (sport: Sport, orderId: string) => orderBase(sport, orderId),
  confirm: (sport: Sport, orderId: string) => `${orderBase(sport, orderId)}/confirm`,
  dispute: (sport: Sport, orderId: string) => `${orderBase(sport, orderId)}/dispute`,
  /** Staff: the sport's disputed results, and settling one. */
  disputed: (sport: Sport) => `/api/admin/${sport}/disputed-results`,
  settle: (sport: Sport, resultId: number | string) =>
    `/api/admin/${sport}/disputed-results/${encodeURIComponent(String(resultId))}/settle`,
} as const;

export const MATCH_SIDES = ["a", "b"] as const;
export type MatchSide = (typeof MATCH_SIDES)[number];
/** `voided`: a disputed result staff set aside (nothing moved). */
export const MATCH_RESULT_STATUSES = ["entered", "confirmed", "disputed", "voided"] as const;
export type MatchResultStatus = (typeof MATCH_RESULT_STATUSES)[number];
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

// Staff settle disputed results -------------------------------------------------------------

/** How staff settle a disputed result: confirmed as entered (levels move), or voided (nothing moves). */
export const SETTLE_OUTCOMES = ["confirm", "void"] as const;
export type SettleOutcome = (typeof SETTLE_OUTCOMES)[number];
export const SETTLE_REASON_MAX_LENGTH = 200;

/** `POST /api/admin/{sport}/disputed-results/{result_id}/settle`. */
export const disputedResultParamsSchema = z.object({
  sport: z.enum(SPORTS),
  result_id: idParamSchema.describe("The result's id"),
});

/** `POST …/disputed-results/{result_id}/settle`: the outcome, and why (mailed to the players and kept in the audit log). */
export const settleResultRequestSchema = z
  .object({
    outcome: z.enum(SETTLE_OUTCOMES),
    reason: singleLineText("reason", say("contract.reason.sayWhy"))
      .trim()
      .min(1, { error: say("contract.reason.sayWhy") })
      .max(SETTLE_REASON_MAX_LENGTH, { error: textTooLong("reason", SETTLE_REASON_MAX_LENGTH) }),
  })
  .meta({ id: "SettleResultRequest" });
export type SettleResultRequest = z.input<typeof settleResultRequestSchema>;

const resultMemberSchema = z.object({ member_id: z.uuid(), name: z.string() });

/** One disputed result as staff read it: the booking, the sides, what was entered, by whom and who disputed it. */
export const disputedResultSchema = z
  .object({
    result_id: z.number().int(),
    order_id: z.uuid(),
    inv: z.string(),
    sport: z.enum(SPORTS),
    date: isoDateSchema,
    timeslot: z.object({ start: clockTimeSchema, end: clockTimeSchema }),
    courts: z.array(z.string()),
    team_a: z.array(resultMemberSchema),
    team_b: z.array(resultMemberSchema),
    winner: z.enum(MATCH_SIDES),
    score: z.string(),
    entered_by: resultMemberSchema,
    entered_at: z.iso.datetime(),
    disputed_by: resultMemberSchema.nullable().describe("The player who disputed it (null: not recorded)"),
    disputed_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "DisputedResult" });
export type DisputedResult = z.infer<typeof disputedResultSchema>;

/** `GET /api/admin/{sport}/disputed-results`: every disputed result of the sport, the longest waiting first. */
export const disputedResultListSchema = z.object({ data: z.array(disputedResultSchema) }).meta({ id: "DisputedResultList" });
export type DisputedResultList = z.infer<typeof disputedResultListSchema>;

/** What settling did: the result's status now, and how each member's level moved (confirmed only). */
export const settledResultSchema = z
  .object({
    result_id: z.number().int(),
    order_id: z.uuid(),
    status: z.enum(["confirmed", "voided"]),
    moves: z.array(levelMoveSchema),
  })
  .meta({ id: "SettledResult" });
export type SettledResult = z.infer<typeof settledResultSchema>;
