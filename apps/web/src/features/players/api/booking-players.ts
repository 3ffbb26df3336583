import { type BookingPlayers, bookingPlayersSchema, playerPaths, type Sport } from "@courtside/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const bookingPlayersKey = (sport: Sport, orderId: string) => ["booking-players", sport, orderId] as const;

/** GET /api/{api}/orders/{order_id}/players → the booking's players (its owner or one of its players asks). */
export async function getBookingPlayers(sport: Sport, orderId: string): Promise<BookingPlayers> {
  return bookingPlayersSchema.parse((await api.get(playerPaths.players(sport, orderId))).data);
}

export const bookingPlayersQuery = (sport: Sport, orderId: string) =>
  queryOptions({ queryKey: bookingPlayersKey(sport, orderId), queryFn: () => getBookingPlayers(sport, orderId) });

export function useBookingPlayers(sport: Sport, orderId: string) {
  return useQuery(bookingPlayersQuery(sport, orderId));
}
