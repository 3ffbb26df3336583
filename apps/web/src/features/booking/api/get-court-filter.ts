import { apiPaths, type CourtFilterEntry, courtFilterEntrySchema, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** The court filter's list, and whether the server answered it (a failure is not "every court taken"). */
export type CourtFilter = { courts: CourtFilterEntry[]; failed: boolean };

/**
 * GET /api/{api}/schedule-courts/all/{timeslot}?date= → the court filter. A failed call
 * becomes an empty list (spec section 8), marked failed so the courts a player already chose
 * are kept rather than read as taken.
 */
export async function getCourtFilter(sport: Sport, timeslot: number, date: string): Promise<CourtFilter> {
  try {
    const { data } = await api.get(apiPaths.scheduleCourts(sport, "all", timeslot), { params: { date } });
    return { courts: z.array(courtFilterEntrySchema).parse(data), failed: false };
  } catch {
    return { courts: [], failed: true };
  }
}

export const courtFilterQueryKey = (sport: Sport) => ["court-filter", sport] as const;

export function useCourtFilter(sport: Sport, timeslot: number | null, date: string | null) {
  return useQuery({
    queryKey: [...courtFilterQueryKey(sport), timeslot, date],
    queryFn: () => getCourtFilter(sport, timeslot ?? 0, date ?? ""),
    enabled: timeslot !== null && Boolean(date),
    staleTime: 0,
  });
}
