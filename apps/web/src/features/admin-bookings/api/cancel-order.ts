import {
  type AdminCancelRequest,
  type AdminOrderDetail,
  adminBookingApiPaths,
  adminOrderDetailSchema,
} from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { orderChanged } from "../order-cache.ts";

/** POST /api/admin/orders/{order_id}/cancel {refund?, reason?} → the order (cancelled or refunded); 409 in a wrong state. */
export async function cancelOrder(orderId: string, body: AdminCancelRequest): Promise<AdminOrderDetail> {
  const { data } = await api.post(adminBookingApiPaths.orderCancel(orderId), body);
  return adminOrderDetailSchema.parse(data);
}

export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCancelRequest) => cancelOrder(orderId, body),
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}
