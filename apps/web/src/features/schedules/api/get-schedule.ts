import { apiPaths, type DaySchedule, dayScheduleSchema, type Sport } from "@courtside/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/{api}/schedules?date= → the day grid {date, courts, timeslots, cells}. */
export async function getSchedule(sport: Sport, date: string): Promise<DaySchedule> {
  const { data } = await api.get(apiPaths.schedules(sport), { params: { date } });
  return dayScheduleSchema.parse(data);
}

export const scheduleQueryKey = (sport: Sport, date?: string) =>
  date ? (["schedule", sport, date] as const) : (["schedule", sport] as const);

export const scheduleQueryOptions = (sport: Sport, date: string) =>
  queryOptions({
    queryKey: scheduleQueryKey(sport, date),
    queryFn: () => getSchedule(sport, date),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useSchedule(sport: Sport, date: string | null) {
  return useQuery({ ...scheduleQueryOptions(sport, date ?? ""), enabled: Boolean(date) });
}
