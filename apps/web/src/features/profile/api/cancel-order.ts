import { apiPaths, type Order, orderSchema, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { scheduleQueryKey } from "../../schedules/index.ts";
import { myOrdersQueryKey } from "./get-my-orders.ts";

/** POST /api/{api}/orders/{id}/cancel → the order (cancelled or refunded); 409 outside the window. */
export async function cancelOrder(sport: Sport, orderId: string): Promise<Order> {
  const { data } = await api.post(apiPaths.orderCancel(sport, orderId));
  return orderSchema.parse(data);
}

/** Cancels one of the member's bookings, of whichever sport it is. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sport, order_id }: Pick<Order, "sport" | "order_id">) => cancelOrder(sport, order_id),
    onSettled: async (_order, _error, { sport, order_id }) => {
      // The freed courts show in the day grid and the court filter at once.
      void queryClient.invalidateQueries({ queryKey: scheduleQueryKey(sport) });
      void queryClient.invalidateQueries({ queryKey: ["court-filter", sport] });
      void queryClient.invalidateQueries({ queryKey: ["order", sport, order_id] });
      await queryClient.invalidateQueries({ queryKey: myOrdersQueryKey(sport) });
    },
  });
}
