import {
  type DisputedResult,
  disputedResultListSchema,
  resultPaths,
  type SettledResult,
  type SettleResultRequest,
  type Sport,
  settledResultSchema,
} from "@courtside/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { parseApiError } from "../../../lib/api-errors.ts";

export const disputedResultsKey = (sport: Sport) => ["disputed-results", sport] as const;

/** GET /api/admin/{sport}/disputed-results → the sport's disputed results, the longest waiting first. */
export async function getDisputedResults(sport: Sport): Promise<DisputedResult[]> {
  return disputedResultListSchema.parse((await api.get(resultPaths.disputed(sport))).data).data;
}

export function useDisputedResults(sport: Sport) {
  return useQuery({ queryKey: disputedResultsKey(sport), queryFn: () => getDisputedResults(sport) });
}

/** POST …/disputed-results/{result_id}/settle → the result's status now and how levels moved. */
export async function settleResult(sport: Sport, resultId: number, body: SettleResultRequest): Promise<SettledResult> {
  return settledResultSchema.parse((await api.post(resultPaths.settle(sport, resultId), body)).data);
}

/**
 * Settles one dispute. Settled (or found settled by someone else: 409), it leaves the list at
 * once and the list is read again.
 */
export function useSettleResult(sport: Sport, resultId: number) {
  const client = useQueryClient();
  const leave = () => {
    client.setQueryData<DisputedResult[]>(disputedResultsKey(sport), (list) => list?.filter((d) => d.result_id !== resultId));
    void client.invalidateQueries({ queryKey: disputedResultsKey(sport) });
  };
  return useMutation({
    mutationFn: (body: SettleResultRequest) => settleResult(sport, resultId, body),
    onSuccess: () => {
      leave();
      // Confirmed: members' levels moved (their customer pages read them again).
      void client.invalidateQueries({ queryKey: ["member-levels"] });
    },
    onError: (error) => {
      if (parseApiError(error).status === 409) leave();
    },
  });
}
