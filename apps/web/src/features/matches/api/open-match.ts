import { type BookingShares, bookingSharesSchema, matchPaths, type OpenMatchRequest, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/{api}/orders/{order_id}/open-match: the owner opens their held booking's free places as a match. */
export async function openMatch(sport: Sport, orderId: string, body: OpenMatchRequest): Promise<BookingShares> {
  return bookingSharesSchema.parse((await api.post(matchPaths.open(sport, orderId), body)).data);
}

export function useOpenMatch(sport: Sport, orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenMatchRequest) => openMatch(sport, orderId, body),
    onSuccess: (shares) => {
      // The booking's shares are these now (the shares feature's key), and the order's payment
      // link asks for the owner's place only: read it again.
      client.setQueryData(["booking-shares", sport, orderId], shares);
      void client.invalidateQueries({ queryKey: ["order"] });
      void client.invalidateQueries({ queryKey: ["my-orders", sport] });
      void client.invalidateQueries({ queryKey: ["open-matches", sport] });
    },
  });
}
