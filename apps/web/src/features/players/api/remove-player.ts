import { type BookingPlayers, bookingPlayersSchema, playerPaths, type Sport } from "@courtside/contract";
import { api } from "../../../lib/api-client.ts";
import { usePlayersChange } from "./players-change.ts";

/** DELETE …/orders/{order_id}/players/{player_id}: the owner takes a player off the booking. */
export async function removePlayer(sport: Sport, orderId: string, playerId: number): Promise<BookingPlayers> {
  return bookingPlayersSchema.parse((await api.delete(playerPaths.player(sport, orderId, playerId))).data);
}

export function useRemovePlayer(sport: Sport, orderId: string) {
  return usePlayersChange(sport, orderId, (playerId: number) => removePlayer(sport, orderId, playerId));
}
