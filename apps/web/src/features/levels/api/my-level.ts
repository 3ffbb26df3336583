import { levelPaths, type MyLevel, myLevelSchema, type SelfLevelRequest, type Sport } from "@courtside/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const myLevelKey = (sport: Sport) => ["level", sport] as const;

/** GET /api/{api}/level → the member's level in the sport, whether self-rated, and its latest changes. */
export async function getMyLevel(sport: Sport): Promise<MyLevel> {
  return myLevelSchema.parse((await api.get(levelPaths.mine(sport))).data);
}

export function useMyLevel(sport: Sport) {
  return useQuery({ queryKey: myLevelKey(sport), queryFn: () => getMyLevel(sport) });
}

/** PUT /api/{api}/level → the member rates themself; answers the level as GET does. */
export async function rateMyself(sport: Sport, body: SelfLevelRequest): Promise<MyLevel> {
  return myLevelSchema.parse((await api.put(levelPaths.mine(sport), body)).data);
}

export function useRateMyself(sport: Sport) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SelfLevelRequest) => rateMyself(sport, body),
    onSuccess: (level) => client.setQueryData(myLevelKey(sport), level),
  });
}
