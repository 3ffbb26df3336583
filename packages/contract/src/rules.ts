import { z } from "zod";

export const DEFAULT_TOTAL_DAYS = 12;

export const ruleSchema = z
  .object({
    total_days: z.number().int(),
    hold_minutes: z.number().int(),
    cancel_hours: z.number().int(),
    /** Court-slots one payer may hold unpaid at a time. */
    max_unpaid_holds: z.number().int(),
    timezone: z.string(),
    currency: z.string(),
  })
  .meta({ id: "Rule" });
export type Rule = z.infer<typeof ruleSchema>;
