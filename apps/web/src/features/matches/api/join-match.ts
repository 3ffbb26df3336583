import { type JoinMatchRequest, type MatchJoin, matchJoinSchema, matchPaths, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { myCreditQueryKey } from "../../credit/index.ts";

/** POST /api/{api}/open-matches/{order_id}/join {pay}: take a place and pay it (credit at once, or a card checkout). */
export async function joinMatch(sport: Sport, orderId: string, body: JoinMatchRequest): Promise<MatchJoin> {
  return matchJoinSchema.parse((await api.post(matchPaths.join(sport, orderId), body)).data);
}

export function useJoinMatch(sport: Sport, orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinMatchRequest) => joinMatch(sport, orderId, body),
    onSuccess: (answer) => {
      // The listing shows the place taken; credit spent shows in the balance.
      void client.invalidateQueries({ queryKey: ["open-matches", sport] });
      if (answer.paid) void client.invalidateQueries({ queryKey: myCreditQueryKey });
    },
  });
}
