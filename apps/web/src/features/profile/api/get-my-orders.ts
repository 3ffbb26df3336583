import { apiPaths, type Order, orderSchema, SPORTS, type Sport } from "@courtside/contract";
import { queryOptions, useQueries } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** GET /api/{api}/my-orders → the member's orders of the sport, upcoming first. */
export async function getMyOrders(sport: Sport): Promise<Order[]> {
  const { data } = await api.get(apiPaths.myOrders(sport));
  return z.array(orderSchema).parse(data);
}

export const myOrdersQueryKey = (sport: Sport) => ["my-orders", sport] as const;

export const myOrdersQuery = (sport: Sport) =>
  queryOptions({ queryKey: myOrdersQueryKey(sport), queryFn: () => getMyOrders(sport), staleTime: 0 });

/** The member's orders of every sport: one call per sport (the API lists one sport at a time), each its own state. */
export function useMyOrdersOfEverySport() {
  return useQueries({
    queries: SPORTS.map(myOrdersQuery),
    combine: (results) => SPORTS.map((sport, i) => ({ sport, query: results[i] })),
  });
}
