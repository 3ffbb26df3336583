import { type PlayerPartners, playerPartnersSchema, playerPaths, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const partnersKey = (sport: Sport, orderId: string) => ["booking-partners", sport, orderId] as const;

/** GET …/orders/{order_id}/players/partners → the people the owner has played with, not on this booking yet. */
export async function getPartners(sport: Sport, orderId: string): Promise<PlayerPartners> {
  return playerPartnersSchema.parse((await api.get(playerPaths.partners(sport, orderId))).data);
}

export function usePartners(sport: Sport, orderId: string) {
  return useQuery({ queryKey: partnersKey(sport, orderId), queryFn: () => getPartners(sport, orderId) });
}
