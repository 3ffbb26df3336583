import { ruleSchema, SPORTS, sportSettings } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bookingRules } from "./service.ts";

/** One handler; the per-sport paths come from the sports map. */
export const ruleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  for (const sport of SPORTS) {
    app.get(
      `/api/${sportSettings[sport].api}/rules/single`,
      { schema: { tags: ["Rules"], summary: `Booking rules for ${sport}`, response: { 200: ruleSchema } } },
      async () => {
        const rules = await bookingRules(database.db, sport);
        return {
          total_days: rules.totalDays,
          hold_minutes: rules.holdMinutes,
          cancel_hours: rules.cancelHours,
          max_unpaid_holds: rules.maxUnpaidHolds,
          release_window_seconds: rules.releaseWindowSeconds,
          offer_minutes: rules.offerMinutes,
          waitlist_limit: rules.waitlistLimit,
          players_per_booking: rules.playersPerBooking,
          share_deadline_hours: rules.shareDeadlineHours,
          timezone: config.timezone,
          currency: config.currency,
        };
      },
    );
  }
};
