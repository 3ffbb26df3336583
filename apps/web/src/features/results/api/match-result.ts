import {
  type EnterResultRequest,
  type MatchResultView,
  matchResultViewSchema,
  resultPaths,
  type Sport,
} from "@courtside/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const matchResultKey = (sport: Sport, orderId: string) => ["match-result", sport, orderId] as const;

/** GET /api/{api}/orders/{order_id}/result → the booking's members and its result, as the caller sees them. */
export async function getMatchResult(sport: Sport, orderId: string): Promise<MatchResultView> {
  return matchResultViewSchema.parse((await api.get(resultPaths.result(sport, orderId))).data);
}

export function useMatchResult(sport: Sport, orderId: string) {
  return useQuery({ queryKey: matchResultKey(sport, orderId), queryFn: () => getMatchResult(sport, orderId) });
}

/** POST …/result (enter), …/result/confirm or …/result/dispute → the result as GET answers it. */
async function sendResult(sport: Sport, orderId: string, action: ResultAction): Promise<MatchResultView> {
  const { data } =
    action.kind === "enter"
      ? await api.post(resultPaths.result(sport, orderId), action.body)
      : await api.post((action.kind === "confirm" ? resultPaths.confirm : resultPaths.dispute)(sport, orderId));
  return matchResultViewSchema.parse(data);
}

export type ResultAction = { kind: "enter"; body: EnterResultRequest } | { kind: "confirm" } | { kind: "dispute" };

export function useSendResult(sport: Sport, orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ResultAction) => sendResult(sport, orderId, action),
    onSuccess: (view) => {
      client.setQueryData(matchResultKey(sport, orderId), view);
      // Levels moved: the profile's levels read again.
      void client.invalidateQueries({ queryKey: ["level", sport] });
    },
  });
}
