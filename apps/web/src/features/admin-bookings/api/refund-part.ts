import {
  type AdminOrderDetail,
  type AdminPartRefundBody,
  adminBookingApiPaths,
  adminOrderDetailSchema,
  IDEMPOTENCY_HEADER,
} from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { orderChanged } from "../order-cache.ts";

export interface RefundPartVariables {
  body: AdminPartRefundBody;
  /** One key per attempt: a double click or a retry refunds once. */
  idempotencyKey: string;
}

/** POST /api/admin/orders/{order_id}/refunds {amount | lines, to, reason} with Idempotency-Key → the order now. */
export async function refundPart(orderId: string, { body, idempotencyKey }: RefundPartVariables): Promise<AdminOrderDetail> {
  const { data } = await api.post(adminBookingApiPaths.orderRefunds(orderId), body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return adminOrderDetailSchema.parse(data);
}

export function useRefundPart(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: RefundPartVariables) => refundPart(orderId, variables),
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}
