import { type AddPlayerRequest, type BookingPlayers, bookingPlayersSchema, playerPaths, type Sport } from "@courtside/contract";
import { api } from "../../../lib/api-client.ts";
import { usePlayersChange } from "./players-change.ts";

/** POST …/orders/{order_id}/players: a member's e-mail, or anyone's e-mail and name (invited by mail). */
export async function addPlayer(sport: Sport, orderId: string, body: AddPlayerRequest): Promise<BookingPlayers> {
  return bookingPlayersSchema.parse((await api.post(playerPaths.players(sport, orderId), body)).data);
}

export function useAddPlayer(sport: Sport, orderId: string) {
  return usePlayersChange(sport, orderId, (body: AddPlayerRequest) => addPlayer(sport, orderId, body));
}
