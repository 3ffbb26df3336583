import { type AdminStats, adminOfficePaths, adminStatsSchema, type Sport, type StatsQuery } from "@courtside/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { OFFICE_KEY } from "./keys.ts";

/** GET /api/admin/{sport}/stats?from=&to= → utilisation and revenue over the range. */
export async function getStats(sport: Sport, range: StatsQuery): Promise<AdminStats> {
  const { data } = await api.get(adminOfficePaths.stats(sport), { params: range });
  return adminStatsSchema.parse(data);
}

export function useStats(sport: Sport, range: StatsQuery | null) {
  return useQuery({
    queryKey: [OFFICE_KEY, "stats", sport, range?.from, range?.to],
    queryFn: () => getStats(sport, range as StatsQuery),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
