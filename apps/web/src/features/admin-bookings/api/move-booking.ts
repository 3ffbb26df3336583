import {
  type AdminMoveRequestBody,
  type AdminOrderDetail,
  adminBookingApiPaths,
  adminOrderDetailSchema,
} from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { scheduleQueryKey } from "../../schedules/index.ts";
import { orderChanged } from "../order-cache.ts";

/** POST /api/admin/orders/{order_id}/move {booking_id, court_id, date, timeslot_id, price} → the order; 409 naming a taken or closed court. */
export async function moveBooking(orderId: string, body: AdminMoveRequestBody): Promise<AdminOrderDetail> {
  const { data } = await api.post(adminBookingApiPaths.orderMove(orderId), body);
  return adminOrderDetailSchema.parse(data);
}

export function useMoveBooking(order: AdminOrderDetail) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminMoveRequestBody) => moveBooking(order.order_id, body),
    onSuccess: (moved) => orderChanged(queryClient, moved),
    // A refusal means the grid was out of date: show what is free now.
    onError: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKey(order.sport) }),
  });
}
