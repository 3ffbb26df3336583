import { type BookingShares, bookingSharesSchema, type Sport, sharePaths } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const bookingSharesKey = (sport: Sport, orderId: string) => ["booking-shares", sport, orderId] as const;

/** GET /api/{api}/orders/{order_id}/shares → the booking's shares (its owner or one of its players asks). */
export async function getBookingShares(sport: Sport, orderId: string): Promise<BookingShares> {
  return bookingSharesSchema.parse((await api.get(sharePaths.shares(sport, orderId))).data);
}

/** Read afresh whenever a view showing it opens: a player may have paid meanwhile, on another device. */
export function useBookingShares(sport: Sport, orderId: string, enabled = true) {
  return useQuery({
    queryKey: bookingSharesKey(sport, orderId),
    queryFn: () => getBookingShares(sport, orderId),
    enabled,
    refetchOnMount: "always",
  });
}
