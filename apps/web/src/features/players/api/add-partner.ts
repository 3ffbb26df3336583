import { type BookingPlayers, bookingPlayersSchema, playerPaths, type Sport } from "@courtside/contract";
import { api } from "../../../lib/api-client.ts";
import { usePlayersChange } from "./players-change.ts";

/** POST …/orders/{order_id}/players/partners: someone the owner has played with, by member id. */
export async function addPartner(sport: Sport, orderId: string, memberId: string): Promise<BookingPlayers> {
  return bookingPlayersSchema.parse((await api.post(playerPaths.partners(sport, orderId), { member_id: memberId })).data);
}

export function useAddPartner(sport: Sport, orderId: string) {
  return usePlayersChange(sport, orderId, (memberId: string) => addPartner(sport, orderId, memberId));
}
