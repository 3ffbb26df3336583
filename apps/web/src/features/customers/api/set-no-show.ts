import { type AdminOrderDetail, adminOrderDetailSchema, customerApiPaths, type NoShowRequest } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { orderChanged } from "../../admin-bookings/order-cache.ts";
import { customersQueryKey } from "./get-customers.ts";

/** POST /api/admin/orders/{order_id}/no-show → the order; 409 when it is not paid or the slot has not started. */
export async function setNoShow(orderId: string, body: NoShowRequest): Promise<AdminOrderDetail> {
  const { data } = await api.post(customerApiPaths.orderNoShow(orderId), body);
  return adminOrderDetailSchema.parse(data);
}

export function useSetNoShow(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoShowRequest) => setNoShow(orderId, body),
    onSuccess: (order) => {
      orderChanged(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: customersQueryKey });
    },
  });
}
