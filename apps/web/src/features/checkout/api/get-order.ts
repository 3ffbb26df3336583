import { apiPaths, type Order, orderSchema, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/{api}/orders/{id}?key= → the order being paid. */
export async function getCheckoutOrder(sport: Sport, orderId: string, key: string | null): Promise<Order> {
  const { data } = await api.get(apiPaths.order(sport, orderId), { params: key ? { key } : undefined });
  return orderSchema.parse(data);
}

export function useCheckoutOrder(target: { sport: Sport; orderId: string } | null, key: string | null) {
  return useQuery({
    queryKey: ["order", target?.sport, target?.orderId, key],
    queryFn: () => getCheckoutOrder(target?.sport ?? "tennis", target?.orderId ?? "", key),
    enabled: target !== null,
  });
}
