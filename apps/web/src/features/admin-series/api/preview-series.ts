import {
  type AdminSeriesRequest,
  type SeriesPreview,
  type Sport,
  seriesApiPaths,
  seriesPreviewSchema,
} from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/admin/{sport}/series/preview → each date free, taken, closed or outside; nothing is written. */
export async function previewSeries(sport: Sport, body: AdminSeriesRequest): Promise<SeriesPreview> {
  const { data } = await api.post(seriesApiPaths.adminPreview(sport), body);
  return seriesPreviewSchema.parse(data);
}

export function usePreviewSeries(sport: Sport) {
  return useMutation({ mutationFn: (body: AdminSeriesRequest) => previewSeries(sport, body) });
}
