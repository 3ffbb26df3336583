import {
  type AdminSeriesRequest,
  IDEMPOTENCY_HEADER,
  type Series,
  type Sport,
  seriesApiPaths,
  seriesSchema,
} from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsQueryKey } from "../../admin-bookings/api/get-bookings.ts";
import { scheduleQueryKey } from "../../schedules/index.ts";
import { seriesQueryKey } from "./get-series.ts";

export interface SeriesVariables {
  body: AdminSeriesRequest;
  /** One key per attempt: a double click or a retry books each date once. */
  idempotencyKey: string;
}

/** POST /api/admin/{sport}/series with Idempotency-Key → 201 the series: the free dates booked, the others with why. */
export async function createSeries(sport: Sport, { body, idempotencyKey }: SeriesVariables): Promise<Series> {
  const { data } = await api.post(seriesApiPaths.adminCreate(sport), body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  return seriesSchema.parse(data);
}

export function useCreateSeries(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SeriesVariables) => createSeries(sport, variables),
    onSuccess: (series) => queryClient.setQueryData(seriesQueryKey(series.sport, series.series_id), series),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: scheduleQueryKey(sport) });
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey(sport) });
    },
  });
}
