import { type AddPlayerRequest, type BookingPlayers, bookingPlayersSchema, playerPaths, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingPlayersKey } from "./booking-players.ts";
import { partnersKey } from "./get-partners.ts";

/** POST …/orders/{order_id}/players: a member's e-mail, or anyone's e-mail and name (invited by mail). */
export async function addPlayer(sport: Sport, orderId: string, body: AddPlayerRequest): Promise<BookingPlayers> {
  return bookingPlayersSchema.parse((await api.post(playerPaths.players(sport, orderId), body)).data);
}

export function useAddPlayer(sport: Sport, orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPlayerRequest) => addPlayer(sport, orderId, body),
    // Who is on it changed: so did who may be offered from the owner's partners.
    onSuccess: (players) => {
      client.setQueryData(bookingPlayersKey(sport, orderId), players);
      void client.invalidateQueries({ queryKey: partnersKey(sport, orderId) });
    },
  });
}
