import { type MyGame, myGamesSchema, playerPaths, SPORTS, type Sport } from "@courtside/contract";
import { queryOptions, useQueries } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const myGamesKey = (sport: Sport) => ["my-games", sport] as const;

/** GET /api/{api}/my-games → bookings others own that the member plays in, upcoming first. */
export async function getMyGames(sport: Sport): Promise<MyGame[]> {
  return myGamesSchema.parse((await api.get(playerPaths.myGames(sport))).data);
}

const myGamesQuery = (sport: Sport) =>
  queryOptions({ queryKey: myGamesKey(sport), queryFn: () => getMyGames(sport), staleTime: 0 });

/** The member's games of every sport (the API answers one sport at a time). */
export function useMyGamesOfEverySport() {
  return useQueries({
    queries: SPORTS.map(myGamesQuery),
    combine: (results) => SPORTS.map((sport, i) => ({ sport, query: results[i] })),
  });
}
