import { type Series, type SeriesCancelRequest, type Sport, seriesApiPaths, seriesSchema } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsQueryKey } from "../../admin-bookings/api/get-bookings.ts";
import { scheduleQueryKey } from "../../schedules/index.ts";
import { seriesQueryKey } from "./get-series.ts";

/** POST /api/admin/{sport}/series/{series_id}/cancel {from_date?} → the series, that date and the later ones cancelled. */
export async function cancelSeries(sport: Sport, seriesId: string, body: SeriesCancelRequest): Promise<Series> {
  const { data } = await api.post(seriesApiPaths.adminCancel(sport, seriesId), body);
  return seriesSchema.parse(data);
}

export function useCancelSeries(sport: Sport, seriesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeriesCancelRequest) => cancelSeries(sport, seriesId, body),
    onSuccess: (series) => {
      queryClient.setQueryData(seriesQueryKey(sport, seriesId), series);
      // Each cancelled date is an order: its page, the lists and the grids have news.
      void queryClient.invalidateQueries({ queryKey: ["admin-order"] });
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey(sport) });
      void queryClient.invalidateQueries({ queryKey: scheduleQueryKey(sport) });
    },
  });
}
