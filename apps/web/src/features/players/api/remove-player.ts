import { type BookingPlayers, bookingPlayersSchema, playerPaths, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingPlayersKey } from "./booking-players.ts";
import { partnersKey } from "./get-partners.ts";

/** DELETE …/orders/{order_id}/players/{player_id}: the owner takes a player off the booking. */
export async function removePlayer(sport: Sport, orderId: string, playerId: number): Promise<BookingPlayers> {
  return bookingPlayersSchema.parse((await api.delete(playerPaths.player(sport, orderId, playerId))).data);
}

export function useRemovePlayer(sport: Sport, orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (playerId: number) => removePlayer(sport, orderId, playerId),
    // Who is on it changed: so did who may be offered from the owner's partners.
    onSuccess: (players) => {
      client.setQueryData(bookingPlayersKey(sport, orderId), players);
      void client.invalidateQueries({ queryKey: partnersKey(sport, orderId) });
    },
  });
}
