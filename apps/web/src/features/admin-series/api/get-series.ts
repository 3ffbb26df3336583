import { type Series, type Sport, seriesApiPaths, seriesSchema } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/admin/{sport}/series/{series_id} → every date of the series with its order's state. */
export async function getSeries(sport: Sport, seriesId: string): Promise<Series> {
  const { data } = await api.get(seriesApiPaths.adminSeries(sport, seriesId));
  return seriesSchema.parse(data);
}

export const seriesQueryKey = (sport: Sport, seriesId: string) => ["admin-series", sport, seriesId] as const;

export function useSeries(sport: Sport, seriesId: string | null) {
  return useQuery({
    queryKey: seriesQueryKey(sport, seriesId ?? ""),
    queryFn: () => getSeries(sport, seriesId ?? ""),
    enabled: seriesId !== null,
  });
}
