import type { BookingPlayers, Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bookingPlayersKey } from "./booking-players.ts";
import { partnersKey } from "./get-partners.ts";

/**
 * A change to a booking's players (add by e-mail, add a partner, remove), answered with the
 * players: they replace the cached list, and who may be offered from the owner's partners is read again.
 */
export function usePlayersChange<V>(sport: Sport, orderId: string, change: (variables: V) => Promise<BookingPlayers>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (players) => {
      client.setQueryData(bookingPlayersKey(sport, orderId), players);
      void client.invalidateQueries({ queryKey: partnersKey(sport, orderId) });
    },
  });
}
