import { acceptedSchema, adminBookingApiPaths } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminOrderQueryKey } from "./get-order.ts";

/** POST /api/admin/orders/{order_id}/resend-confirmation → 202 {message}; 409 unless paid. */
export async function resendConfirmation(orderId: string): Promise<string> {
  const { data } = await api.post(adminBookingApiPaths.orderResendConfirmation(orderId));
  return acceptedSchema.parse(data).message;
}

export function useResendConfirmation(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendConfirmation(orderId),
    // The history gains the resend.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrderQueryKey(orderId) }),
  });
}
