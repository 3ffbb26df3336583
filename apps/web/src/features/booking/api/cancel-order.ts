import { apiPaths, type Order, orderSchema, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { scheduleQueryKey } from "../../schedules/index.ts";
import { courtFilterQueryKey } from "./get-court-filter.ts";

/**
 * POST /api/{api}/orders/{id}/cancel?key= → the order: a held one released (cancelled), a paid
 * one cancelled and refunded within the cancellation window; 409 says why not. A guest sends
 * the order's key; a member's session is enough (and needed: a member order's key cannot cancel).
 */
export async function cancelBookingOrder(sport: Sport, orderId: string, key: string | null): Promise<Order> {
  const { data } = await api.post(apiPaths.orderCancel(sport, orderId), undefined, { params: key ? { key } : undefined });
  return orderSchema.parse(data);
}

export function useCancelBookingOrder(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, key }: { orderId: string; key: string | null }) => cancelBookingOrder(sport, orderId, key),
    onSuccess: (order, { key }) => {
      queryClient.setQueryData(["order", sport, order.order_id, key], order);
      // The freed courts show in the day grid and the court filter at once.
      void queryClient.invalidateQueries({ queryKey: scheduleQueryKey(sport) });
      void queryClient.invalidateQueries({ queryKey: courtFilterQueryKey(sport) });
    },
  });
}
