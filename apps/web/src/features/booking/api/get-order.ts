import { apiPaths, type Order, orderSchema, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/{api}/orders/{id}?key= → the order (its member, or whoever holds the key). */
export async function getOrder(sport: Sport, orderId: string, key?: string | null): Promise<Order> {
  const { data } = await api.get(apiPaths.order(sport, orderId), { params: key ? { key } : undefined });
  return orderSchema.parse(data);
}

export function useOrder(sport: Sport, orderId: string | null, key?: string | null) {
  return useQuery({
    queryKey: ["order", sport, orderId, key ?? null],
    queryFn: () => getOrder(sport, orderId ?? "", key),
    enabled: Boolean(orderId),
  });
}
