import { type BookingPlayers, bookingPlayersSchema, playerPaths, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingPlayersKey } from "./booking-players.ts";
import { partnersKey } from "./get-partners.ts";

/** POST …/orders/{order_id}/players/partners: someone the owner has played with, by member id. */
export async function addPartner(sport: Sport, orderId: string, memberId: string): Promise<BookingPlayers> {
  return bookingPlayersSchema.parse((await api.post(playerPaths.partners(sport, orderId), { member_id: memberId })).data);
}

export function useAddPartner(sport: Sport, orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => addPartner(sport, orderId, memberId),
    onSuccess: (players) => {
      client.setQueryData(bookingPlayersKey(sport, orderId), players);
      void client.invalidateQueries({ queryKey: partnersKey(sport, orderId) });
    },
  });
}
