import { type MatchListQuery, matchPaths, type OpenMatch, openMatchesSchema, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const openMatchesKey = (sport: Sport, query: MatchListQuery = {}) =>
  ["open-matches", sport, query.date ?? null, query.level ?? null, query.category ?? null] as const;

/** GET /api/{api}/open-matches?date=&level=&category= → upcoming open matches (anyone may look). Only the filters set are sent. */
export async function getOpenMatches(sport: Sport, query: MatchListQuery): Promise<OpenMatch[]> {
  const params: MatchListQuery = {};
  if (query.date) params.date = query.date;
  if (query.level !== undefined) params.level = query.level;
  if (query.category) params.category = query.category;
  return openMatchesSchema.parse((await api.get(matchPaths.list(sport), { params })).data);
}

/** Read afresh whenever the page opens: places go as others join. */
export function useOpenMatches(sport: Sport, query: MatchListQuery) {
  return useQuery({
    queryKey: openMatchesKey(sport, query),
    queryFn: () => getOpenMatches(sport, query),
    refetchOnMount: "always",
  });
}
