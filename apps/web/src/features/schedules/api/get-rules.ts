import { apiPaths, DEFAULT_TOTAL_DAYS, type Rule, ruleSchema, type Sport } from "@courtside/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/{api}/rules/single → {total_days, hold_minutes, cancel_hours, timezone, currency}. */
export async function getRules(sport: Sport): Promise<Rule> {
  const { data } = await api.get(apiPaths.rulesSingle(sport));
  return ruleSchema.parse(data);
}

export const rulesQueryOptions = (sport: Sport) =>
  queryOptions({ queryKey: ["rules", sport], queryFn: () => getRules(sport), staleTime: 5 * 60_000 });

/** The booking horizon in days: the rule's total_days, or 12 when the rule call failed (error catalogue). */
export function bookingHorizon(rule: Pick<Rule, "total_days"> | undefined): number {
  return rule?.total_days ?? DEFAULT_TOTAL_DAYS;
}

export function useRules(sport: Sport) {
  const query = useQuery(rulesQueryOptions(sport));
  return { ...query, totalDays: bookingHorizon(query.data), isFallback: query.isError };
}

/**
 * The facility's IANA time zone (the same for every sport): every instant the back office
 * shows is in it, not in the browser's zone. Undefined until the rules have loaded.
 */
export function useFacilityTimeZone(): string | undefined {
  return useRules("tennis").data?.timezone;
}
