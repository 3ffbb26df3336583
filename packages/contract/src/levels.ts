/**
 * Player levels (issue 14): a member's level per sport on the 1.0–7.0 scale padel and tennis
 * apps use. Self-rated at first (and shown as such); once a confirmed match result has rated the
 * member, only results and staff move it. Every change is kept, so the history can be shown.
 */
import { z } from "zod";
import { singleLineText, textTooLong } from "./common.ts";
import { SPORTS, type Sport, sportSettings } from "./sports.ts";
import { say } from "./wording.ts";

export const LEVEL_MIN = 1;
export const LEVEL_MAX = 7;
/** How fine a self-rating may be: tenths (3.5, 4.2); results move levels by hundredths. */
export const LEVEL_SELF_STEP = 0.1;
export const LEVEL_REASON_MAX_LENGTH = 200;
/** Changes shown in the history (newest first). */
export const LEVEL_HISTORY_SHOWN = 20;

export const levelPaths = {
  mine: (sport: Sport) => `/api/${sportSettings[sport].api}/level`,
  ofMember: (memberId: string) => `/api/admin/members/${encodeURIComponent(memberId)}/levels`,
  memberSport: (memberId: string, sport: Sport) => `/api/admin/members/${encodeURIComponent(memberId)}/levels/${sport}`,
} as const;

export const LEVEL_SOURCES = ["self", "match", "staff"] as const;
export type LevelSource = (typeof LEVEL_SOURCES)[number];

const levelValue = z.number().min(LEVEL_MIN).max(LEVEL_MAX);

const rangeError = say("contract.level.range", { min: LEVEL_MIN, max: LEVEL_MAX });
/** A level as a person sets it: in tenths from 1.0 to 7.0 (a self-rating, an open match's range). */
export const levelInTenths = z
  .number({ error: rangeError })
  .min(LEVEL_MIN, { error: rangeError })
  .max(LEVEL_MAX, { error: rangeError })
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, { error: say("contract.level.step") });

/** PUT …/level: the member rates themself, in tenths from 1.0 to 7.0. */
export const selfLevelRequestSchema = z.object({ level: levelInTenths });
export type SelfLevelRequest = z.infer<typeof selfLevelRequestSchema>;

export const levelChangeSchema = z.object({
  level: levelValue,
  /** The level before this change; null for the first. */
  previous: levelValue.nullable(),
  source: z.enum(LEVEL_SOURCES),
  at: z.iso.datetime(),
});
export type LevelChange = z.infer<typeof levelChangeSchema>;

/** GET/PUT …/level → the member's level in the sport (null until they set one) and its latest changes. */
export const myLevelSchema = z.object({
  sport: z.enum(SPORTS),
  level: levelValue.nullable(),
  /** True while the level is the member's own rating, not yet moved by a result. */
  self_rated: z.boolean(),
  /** False once a confirmed result has rated the member: then only results and staff move it. */
  can_self_rate: z.boolean(),
  history: z.array(levelChangeSchema),
});
export type MyLevel = z.infer<typeof myLevelSchema>;

/** PUT /api/admin/members/{member_id}/levels/{sport}: staff set a member's level (a dispute, a coach's view), with why. */
export const staffLevelRequestSchema = z.object({
  level: levelInTenths,
  reason: singleLineText("reason", say("contract.level.reasonRequired"))
    .trim()
    .min(3, { error: say("contract.reason.tooShort") })
    .max(LEVEL_REASON_MAX_LENGTH, { error: textTooLong("reason", LEVEL_REASON_MAX_LENGTH) }),
});
export type StaffLevelRequest = z.infer<typeof staffLevelRequestSchema>;

export const memberLevelParamsSchema = z.object({
  member_id: z.uuid({ error: say("contract.member.notAnId") }),
  sport: z.enum(SPORTS),
});

/** GET /api/admin/members/{member_id}/levels → the member's level in each of the administrator's sports. */
export const memberLevelsSchema = z.object({ levels: z.array(myLevelSchema) });
export type MemberLevels = z.infer<typeof memberLevelsSchema>;
