import { creditApiPaths, type Order, orderSchema } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { myCreditQueryKey } from "./get-my-credit.ts";

/** POST /api/credit/orders/{order_id}/pay → the order, paid with the member's club credit. */
export async function payWithCredit(orderId: string): Promise<Order> {
  const { data } = await api.post(creditApiPaths.payOrder(orderId));
  return orderSchema.parse(data);
}

export function usePayWithCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payWithCredit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myCreditQueryKey }),
  });
}
