import { apiPaths, type CourtFilterEntry, courtFilterEntrySchema, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/**
 * GET /api/{api}/schedule-courts/all/{timeslot}?date= → the court filter. A failed call
 * becomes an empty list (spec section 8), never an error on screen.
 */
export async function getCourtFilter(sport: Sport, timeslot: number, date: string): Promise<CourtFilterEntry[]> {
  try {
    const { data } = await api.get(apiPaths.scheduleCourts(sport, "all", timeslot), { params: { date } });
    return z.array(courtFilterEntrySchema).parse(data);
  } catch {
    return [];
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
