import { SPORTS, type Sport } from "@courtside/contract";
import { useQueries } from "@tanstack/react-query";
import { getAdminCourts } from "../../admin-catalog/api/get-admin-courts.ts";
import { catalogQueryKey } from "../../admin-catalog/api/keys.ts";

/** A court a photo can show, with its sport: two sports may each have a "Court 1". */
export type PhotoCourt = { id: number; name: string; sport: Sport; active: boolean };

/**
 * Every sport's courts, as the catalog page reads them (same call and cache key, so a court
 * added or renamed there shows here), in each sport's grid order.
 */
export function useAllCourts() {
  return useQueries({
    queries: SPORTS.map((sport) => ({ queryKey: catalogQueryKey(sport, "courts"), queryFn: () => getAdminCourts(sport) })),
    combine: (results) => ({
      courts: results.flatMap((result, i): PhotoCourt[] =>
        (result.data?.data ?? []).map((c) => ({ id: c.id, name: c.name, sport: SPORTS[i] as Sport, active: c.active })),
      ),
      pending: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
    }),
  });
}
