import {
  type CalendarFeedCreated,
  type CalendarFeedState,
  calendarFeedCreatedSchema,
  calendarFeedPaths,
  calendarFeedStateSchema,
} from "@courtside/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

const key = ["calendar-feed"] as const;

/** GET /api/frontend/calendar-feed → whether the subscription is on. */
export async function getCalendarFeed(): Promise<CalendarFeedState> {
  const { data } = await api.get(calendarFeedPaths.mine);
  return calendarFeedStateSchema.parse(data);
}

/** POST → a new secret address (shown once; the previous one stops working). */
export async function createCalendarFeed(): Promise<CalendarFeedCreated> {
  const { data } = await api.post(calendarFeedPaths.mine);
  return calendarFeedCreatedSchema.parse(data);
}

/** DELETE → the subscription stops. */
export async function stopCalendarFeed(): Promise<void> {
  await api.delete(calendarFeedPaths.mine);
}

export function useCalendarFeed() {
  return useQuery({ queryKey: key, queryFn: getCalendarFeed });
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCalendarFeed, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export function useStopCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: stopCalendarFeed, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}
