import {
  IDEMPOTENCY_HEADER,
  type MemberSeriesRequest,
  type Series,
  type Sport,
  seriesApiPaths,
  seriesSchema,
} from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/{api}/series with Idempotency-Key → 201 the series: free dates booked, each to pay before it. */
export async function createMemberSeries(sport: Sport, body: MemberSeriesRequest, idempotencyKey: string): Promise<Series> {
  const { data } = await api.post(seriesApiPaths.memberCreate(sport), body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return seriesSchema.parse(data);
}

export function useCreateMemberSeries(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: MemberSeriesRequest; idempotencyKey: string }) =>
      createMemberSeries(sport, body, idempotencyKey),
    // The new dates are the member's orders: the profile lists them.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["my-orders", sport] }),
  });
}
