import {
  apiPaths,
  type MemberMoveRequest,
  type MemberMoveResult,
  memberMoveResultSchema,
  type Order,
  type Sport,
} from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { scheduleQueryKey } from "../../schedules/index.ts";
import { myOrdersQueryKey } from "./get-my-orders.ts";

/** POST /api/{api}/orders/{id}/move → the booking where it is now and how the price difference was settled. */
export async function moveBooking(sport: Sport, orderId: string, body: MemberMoveRequest): Promise<MemberMoveResult> {
  const { data } = await api.post(apiPaths.orderMove(sport, orderId), body);
  return memberMoveResultSchema.parse(data);
}

/** Moves one of the member's bookings; the grids and the member's list show the new place at once. */
export function useMoveBooking(order: Pick<Order, "sport" | "order_id">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberMoveRequest) => moveBooking(order.sport, order.order_id, body),
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: scheduleQueryKey(order.sport) });
      void queryClient.invalidateQueries({ queryKey: ["court-filter", order.sport] });
      void queryClient.invalidateQueries({ queryKey: ["order", order.sport, order.order_id] });
      await queryClient.invalidateQueries({ queryKey: myOrdersQueryKey(order.sport) });
    },
  });
}
