import { type MyGame, myGamesSchema, playerPaths, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { myGamesKey } from "./my-games.ts";

/** POST …/orders/{order_id}/leave: the member leaves a booking they were added to; answers their games. */
export async function leaveBooking(sport: Sport, orderId: string): Promise<MyGame[]> {
  return myGamesSchema.parse((await api.post(playerPaths.leave(sport, orderId))).data);
}

export function useLeaveBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sport, order_id }: Pick<MyGame, "sport" | "order_id">) => leaveBooking(sport, order_id),
    onSuccess: (games, { sport }) => client.setQueryData(myGamesKey(sport), games),
  });
}
