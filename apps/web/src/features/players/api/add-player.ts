import { type AddPlayerRequest, type BookingPlayers, bookingPlayersSchema, playerPaths, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingPlayersKey } from "./booking-players.ts";

/** POST …/orders/{order_id}/players: a member's e-mail, or anyone's e-mail and name (invited by mail). */
export async function addPlayer(sport: Sport, orderId: string, body: AddPlayerRequest): Promise<BookingPlayers> {
  return bookingPlayersSchema.parse((await api.post(playerPaths.players(sport, orderId), body)).data);
}

export function useAddPlayer(sport: Sport, orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPlayerRequest) => addPlayer(sport, orderId, body),
    onSuccess: (players) => client.setQueryData(bookingPlayersKey(sport, orderId), players),
  });
}
