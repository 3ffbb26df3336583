import { apiPaths, type BookingTerms, bookingTermsSchema, SPORTS } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../../http/auth.ts";
import { bearerAuth } from "../../http/responses.ts";
import { bookingRules } from "../rules/service.ts";
import { shownTier } from "./shown-tier.ts";
import { planHoldLimit, type Tier, tierName } from "./tier.ts";
import { tierWindow } from "./window.ts";

/** What the caller may book in each sport today: the booking policy's answer, for the booking pages to show. */
export const bookingPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  for (const sport of SPORTS) {
    app.get(
      apiPaths.bookingTerms(sport),
      {
        schema: {
          tags: ["Rules"],
          summary: `What the caller may book in ${sport}: tier, bookable dates and limits`,
          description:
            "A member token answers the member's terms (their plan's, or a registered player's); without one, a guest's.",
          security: [...bearerAuth, {}],
          response: { 200: bookingTermsSchema },
        },
      },
      async (request): Promise<BookingTerms> => {
        const principal = await principalOf(request);
        const tier = await shownTier(deps, sport, principal?.kind === "member" ? principal.member.id : null);
        const rules = await bookingRules(deps.database.db, sport);
        const window = tierWindow(deps.clock.now(), deps.config.timezone, tier, rules);
        const benefits = tier.kind === "plan" ? tier.benefits : null;
        return {
          tier: { kind: tier.kind, name: tierName(tier), plan_id: planIdOf(tier) },
          first_date: window.first,
          last_date: window.last,
          window_days: window.windowDays,
          priority_hours: window.priorityHours,
          next_opening: { date: window.next.date, opens_at: window.next.opensAt.toISOString() },
          limits: {
            max_upcoming: benefits?.maxUpcoming ?? null,
            max_per_day: benefits?.maxPerDay ?? null,
            max_per_week: benefits?.maxPerWeek ?? null,
            max_unpaid_holds: planHoldLimit(tier) ?? rules.maxUnpaidHolds,
          },
          guests: benefits?.guests ?? 0,
        };
      },
    );
  }
};

const planIdOf = (tier: Tier) => (tier.kind === "plan" ? tier.planId : null);
