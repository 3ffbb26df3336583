import {
  type MemberSeriesRequest,
  type SeriesPreview,
  type Sport,
  seriesApiPaths,
  seriesPreviewSchema,
} from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/{api}/series/preview (member token) → each date free, taken, closed or outside the horizon. */
export async function previewMemberSeries(sport: Sport, body: MemberSeriesRequest): Promise<SeriesPreview> {
  const { data } = await api.post(seriesApiPaths.memberPreview(sport), body);
  return seriesPreviewSchema.parse(data);
}

export function usePreviewMemberSeries(sport: Sport) {
  return useMutation({ mutationFn: (body: MemberSeriesRequest) => previewMemberSeries(sport, body) });
}
