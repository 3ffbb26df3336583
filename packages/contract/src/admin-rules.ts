/** The back office's booking rules per sport (see ../shared/API.md, "Administration"): bounds, the update, the answer. */
import { z } from "zod";
import { SPORTS } from "./sports.ts";
import { type FieldName, field, say, word } from "./wording.ts";

/** Sane bounds for each booking rule (inclusive); `label` and `unit` name them in the messages (contract.field.*, contract.unit.*). */
export const RULE_BOUNDS = {
  total_days: { min: 1, max: 365, label: "bookingHorizon", unit: "days" },
  hold_minutes: { min: 5, max: 120, label: "holdTime", unit: "minutes" },
  cancel_hours: { min: 0, max: 720, label: "freeCancellationWindow", unit: "hours" },
  max_unpaid_holds: { min: 1, max: 50, label: "unpaidHoldsLimit", unit: "courtSlots" },
  no_show_limit: { min: 0, max: 20, label: "noShowLimit", unit: "noShows" },
  no_show_window_days: { min: 1, max: 365, label: "noShowWindow", unit: "days" },
  no_show_suspension_days: { min: 1, max: 365, label: "suspension", unit: "days" },
  release_window_seconds: { min: 0, max: 900, label: "releaseDrawWindow", unit: "seconds" },
  offer_minutes: { min: 2, max: 120, label: "waitlistOfferTime", unit: "minutes" },
  waitlist_limit: { min: 0, max: 20, label: "waitlistLimit", unit: "courtSlots" },
  players_per_booking: { min: 2, max: 8, label: "playersPerBooking", unit: "players" },
  share_deadline_hours: { min: 0, max: 168, label: "shareDeadline", unit: "hours" },
} as const satisfies Record<string, { min: number; max: number; label: FieldName; unit: string }>;

function boundedRule(rule: keyof typeof RULE_BOUNDS) {
  const { min, max, label, unit } = RULE_BOUNDS[rule];
  const values = { field: field(label), min, max, unit: { key: `contract.unit.${unit}` } } as const;
  const range = say("contract.rules.range", values);
  return z
    .number({ error: (issue) => (issue.input === undefined ? word("contract.text.required", values) : range()) })
    .int({ error: say("contract.rules.whole", values) })
    .min(min, { error: range })
    .max(max, { error: range });
}

/** A time of day, "HH:MM" (24-hour). */
const releaseTimeSchema = z
  .string({ error: say("contract.time.example") })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: say("contract.time.example") });

/** PUT /api/admin/{sport}/rules. */
export const rulesUpdateSchema = z
  .object({
    total_days: boundedRule("total_days"),
    hold_minutes: boundedRule("hold_minutes"),
    cancel_hours: boundedRule("cancel_hours"),
    max_unpaid_holds: boundedRule("max_unpaid_holds"),
    // Optional, so a client that does not know the no-show rule keeps it as saved.
    no_show_limit: boundedRule("no_show_limit").optional().describe("No-shows that suspend online booking; 0: off"),
    no_show_window_days: boundedRule("no_show_window_days").optional().describe("Days back the no-shows are counted"),
    no_show_suspension_days: boundedRule("no_show_suspension_days")
      .optional()
      .describe("Days after the latest no-show that online booking stays suspended"),
    release_time: releaseTimeSchema
      .nullable()
      .optional()
      .describe('Facility-local "HH:MM" a new date opens for booking; null: at midnight; not sent: kept as saved'),
    release_window_seconds: boundedRule("release_window_seconds")
      .optional()
      .describe("Seconds after a date opens to everyone during which requests are draw entries, not orders; 0: first come"),
    offer_minutes: boundedRule("offer_minutes").optional().describe("Minutes a waitlist offer holds a freed court"),
    waitlist_limit: boundedRule("waitlist_limit")
      .optional()
      .describe("Court-slots a member may wait for at once (a plan may allow more); 0: no waitlist"),
    reminder_time: releaseTimeSchema
      .nullable()
      .optional()
      .describe('Facility-local "HH:MM" the day before a booking its reminder mail goes out; null: no reminders; not sent: kept'),
    players_per_booking: boundedRule("players_per_booking")
      .optional()
      .describe("Players a booking may have, its owner included; not sent: kept"),
    share_deadline_hours: boundedRule("share_deadline_hours")
      .optional()
      .describe("Hours before the start when a split booking's unpaid shares fall to its owner; not sent: kept"),
  })
  .meta({ id: "RulesUpdate" });
export type RulesUpdate = z.infer<typeof rulesUpdateSchema>;

export const adminRulesSchema = z
  .object({
    sport: z.enum(SPORTS),
    total_days: z.number().int(),
    hold_minutes: z.number().int(),
    cancel_hours: z.number().int(),
    max_unpaid_holds: z.number().int(),
    no_show_limit: z.number().int(),
    no_show_window_days: z.number().int(),
    no_show_suspension_days: z.number().int(),
    release_time: z.string().nullable().describe('Facility-local "HH:MM" a new date opens; null: at midnight'),
    release_window_seconds: z.number().int().describe("Seconds of the release draw after a date opens; 0: first come"),
    offer_minutes: z.number().int().describe("Minutes a waitlist offer holds a freed court"),
    waitlist_limit: z.number().int().describe("Court-slots a member may wait for at once; 0: no waitlist"),
    reminder_time: z
      .string()
      .nullable()
      .describe('Facility-local "HH:MM" the day before a booking its reminder goes out; null: none'),
    players_per_booking: z.number().int().describe("Players a booking may have, its owner included"),
    share_deadline_hours: z.number().int().describe("Hours before the start when unpaid shares fall to the owner"),
  })
  .meta({ id: "AdminRules" });
export type AdminRules = z.infer<typeof adminRulesSchema>;
