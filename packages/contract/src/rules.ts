import { z } from "zod";

export const DEFAULT_TOTAL_DAYS = 12;

export const ruleSchema = z
  .object({
    total_days: z.number().int(),
    hold_minutes: z.number().int(),
    cancel_hours: z.number().int(),
    /** Court-slots one payer may hold unpaid at a time. */
    max_unpaid_holds: z.number().int(),
    /** Seconds after a date opens to everyone during which members enter a draw instead of ordering (0: first come). */
    release_window_seconds: z.number().int(),
    /** Minutes a waitlist offer holds a freed court for the next in line. */
    offer_minutes: z.number().int(),
    /** Court-slots a member may wait for at once (a plan may allow more; 0: no waitlist). */
    waitlist_limit: z.number().int(),
    /** Players a booking may have, its owner included. */
    players_per_booking: z.number().int(),
    /** Hours before the start when a split booking's unpaid shares fall to its owner. */
    share_deadline_hours: z.number().int(),
    timezone: z.string(),
    currency: z.string(),
  })
  .meta({ id: "Rule" });
export type Rule = z.infer<typeof ruleSchema>;
