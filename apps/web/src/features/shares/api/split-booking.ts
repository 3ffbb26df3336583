import { type BookingShares, bookingSharesSchema, type SplitRequest, type Sport, sharePaths } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingSharesKey } from "./booking-shares.ts";

/**
 * POST …/orders/{order_id}/split: the owner splits their held booking equally with its players;
 * `chargeCard`: they agree that shares unpaid at the deadline are charged to their card.
 */
export async function splitBooking(sport: Sport, orderId: string, chargeCard = false): Promise<BookingShares> {
  const body: SplitRequest = { charge_card: chargeCard };
  return bookingSharesSchema.parse((await api.post(sharePaths.split(sport, orderId), body)).data);
}

export function useSplitBooking(sport: Sport, orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chargeCard: boolean) => splitBooking(sport, orderId, chargeCard),
    onSuccess: (shares) => {
      client.setQueryData(bookingSharesKey(sport, orderId), shares);
      // The order's payment link now asks only for the owner's share (shared_out is set).
      void client.invalidateQueries({ queryKey: ["order"] });
      void client.invalidateQueries({ queryKey: ["my-orders", sport] });
    },
  });
}
