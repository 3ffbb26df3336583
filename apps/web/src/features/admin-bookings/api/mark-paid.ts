import { type AdminOrderDetail, adminBookingApiPaths, adminOrderDetailSchema } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { orderChanged } from "../order-cache.ts";

/** POST /api/admin/orders/{order_id}/mark-paid → the order, paid at the desk; 409 if not pending or its courts went. */
export async function markPaid(orderId: string): Promise<AdminOrderDetail> {
  const { data } = await api.post(adminBookingApiPaths.orderMarkPaid(orderId));
  return adminOrderDetailSchema.parse(data);
}

export function useMarkPaid(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => markPaid(orderId), onSuccess: (order) => orderChanged(queryClient, order) });
}
