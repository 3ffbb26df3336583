import { z } from "zod";
import { isoDateSchema } from "./common.ts";

/** Whom the booking policy decides for: a guest, a registered player (no plan) or a plan member. */
export const TIER_KINDS = ["guest", "registered", "plan"] as const;

const limitSchema = z.number().int().nullable();

/**
 * `GET /api/{api}/booking-terms`: what the caller (member token, or none for a guest) may book
 * in the sport today, as the booking policy decides it: their tier, the dates they may book
 * (their plan's window, opened early by its priority hours) and their limits. Prices are in
 * the day grid, which already shows the caller's own.
 */
export const bookingTermsSchema = z
  .object({
    tier: z.object({
      kind: z.enum(TIER_KINDS),
      name: z.string().describe('"Guest", "Registered player" or the plan\'s name'),
      plan_id: z.number().int().nullable(),
    }),
    first_date: isoDateSchema,
    last_date: isoDateSchema.describe("The last date the caller may book now"),
    window_days: z.number().int(),
    priority_hours: z.number().int(),
    next_opening: z
      .object({ date: isoDateSchema, opens_at: z.iso.datetime() })
      .describe("The next date to open for the caller, and the instant it opens (the sport's release time, less any priority)"),
    limits: z.object({
      max_upcoming: limitSchema,
      max_per_day: limitSchema,
      max_per_week: limitSchema,
      max_unpaid_holds: z.number().int(),
    }),
    guests: z.number().int().describe("Guests a plan member may bring"),
  })
  .meta({ id: "BookingTerms" });
export type BookingTerms = z.infer<typeof bookingTermsSchema>;

/**
 * The error codes of the booking policy's refusals (params: limit, booked, plan, date; or
 * first, last, window_days, tier; or, suspended after no-shows, until, no_shows, limit, days).
 */
export const POLICY_REFUSAL_CODES = [
  "outside_booking_window",
  "date_not_open_yet",
  "release_draw_open",
  "suspended_no_shows",
  "limit_upcoming_bookings",
  "limit_bookings_per_day",
  "limit_bookings_per_week",
] as const;

export function isPolicyRefusal(code: string | undefined): boolean {
  return (POLICY_REFUSAL_CODES as readonly string[]).includes(code ?? "");
}
