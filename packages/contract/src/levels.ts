/**
 * Player levels (issue 14): a member's level per sport on the 1.0–7.0 scale padel and tennis
 * apps use. Self-rated at first (and shown as such); once a confirmed match result has rated the
 * member, only results and staff move it. Every change is kept, so the history can be shown.
 */
import { z } from "zod";
import { SPORTS, type Sport, sportSettings } from "./sports.ts";
import { say } from "./wording.ts";

export const LEVEL_MIN = 1;
export const LEVEL_MAX = 7;
/** How fine a self-rating may be: tenths (3.5, 4.2); results move levels by hundredths. */
export const LEVEL_SELF_STEP = 0.1;
/** Changes shown in the history (newest first). */
export const LEVEL_HISTORY_SHOWN = 20;

export const levelPaths = {
  mine: (sport: Sport) => `/api/${sportSettings[sport].api}/level`,
} as const;

export const LEVEL_SOURCES = ["self", "match", "staff"] as const;
export type LevelSource = (typeof LEVEL_SOURCES)[number];

const levelValue = z.number().min(LEVEL_MIN).max(LEVEL_MAX);

/** PUT …/level: the member rates themself, in tenths from 1.0 to 7.0. */
export const selfLevelRequestSchema = z.object({
  level: z
    .number({ error: say("contract.level.range", { min: LEVEL_MIN, max: LEVEL_MAX }) })
    .min(LEVEL_MIN, { error: say("contract.level.range", { min: LEVEL_MIN, max: LEVEL_MAX }) })
    .max(LEVEL_MAX, { error: say("contract.level.range", { min: LEVEL_MIN, max: LEVEL_MAX }) })
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, { error: say("contract.level.step") }),
});
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
