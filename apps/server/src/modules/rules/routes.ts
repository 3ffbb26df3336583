import { ruleSchema, SPORTS, sportSettings } from "@courtside/contract";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { rules } from "../../db/schema.ts";

/** One handler; the per-sport paths come from the sports map. */
export const ruleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  for (const sport of SPORTS) {
    app.get(
      `/api/${sportSettings[sport].api}/rules/single`,
      { schema: { tags: ["Rules"], summary: `Booking rules for ${sport}`, response: { 200: ruleSchema } } },
      async () => {
        const [row] = await database.db.select().from(rules).where(eq(rules.sport, sport));
        // An unconfigured sport books on the product defaults.
        return {
          total_days: row?.totalDays ?? 12,
          hold_minutes: row?.holdMinutes ?? 15,
          cancel_hours: row?.cancelHours ?? 24,
          timezone: config.timezone,
          currency: config.currency,
        };
      },
    );
  }
};
