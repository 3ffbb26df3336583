import { apiPaths, type Order, orderSchema, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** GET /api/{api}/my-orders → the member's orders of the sport, upcoming first. */
export async function getMyOrders(sport: Sport): Promise<Order[]> {
  const { data } = await api.get(apiPaths.myOrders(sport));
  return z.array(orderSchema).parse(data);
}

export const myOrdersQueryKey = (sport: Sport) => ["my-orders", sport] as const;

export function useMyOrders(sport: Sport) {
  return useQuery({ queryKey: myOrdersQueryKey(sport), queryFn: () => getMyOrders(sport), staleTime: 0 });
}
