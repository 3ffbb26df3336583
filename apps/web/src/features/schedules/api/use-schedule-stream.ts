import { AVAILABILITY_EVENT, apiPaths, type Sport } from "@courtside/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { env } from "../../../lib/env.ts";
import { scheduleQueryKey } from "./get-schedule.ts";

/**
 * GET /api/{api}/schedules/stream?date= (Server-Sent Events): every `availability` event
 * invalidates the day grid of that date (and the court filter), so what is shown refetches.
 * EventSource reconnects by itself; without EventSource nothing happens.
 */
export function useScheduleStream(sport: Sport, date: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!date || typeof EventSource === "undefined") return;
    const url = new URL(apiPaths.schedulesStream(sport), env.apiUrl || window.location.origin);
    url.searchParams.set("date", date);
    const source = new EventSource(url, { withCredentials: true });
    const onAvailability = () => {
      void queryClient.invalidateQueries({ queryKey: scheduleQueryKey(sport, date) });
      void queryClient.invalidateQueries({ queryKey: ["court-filter", sport] });
    };
    source.addEventListener(AVAILABILITY_EVENT, onAvailability);
    return () => {
      source.removeEventListener(AVAILABILITY_EVENT, onAvailability);
      source.close();
    };
  }, [sport, date, queryClient]);
}
