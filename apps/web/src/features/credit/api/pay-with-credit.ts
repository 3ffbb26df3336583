import { type CreditUse, creditApiPaths, type Order, orderSchema } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { myCreditQueryKey } from "./get-my-credit.ts";

/**
 * POST /api/credit/orders/{order_id}/pay → the order: paid with the member's club credit
 * (`all`), or with the credit put toward it and a link for the rest by card (`available`).
 */
export async function payWithCredit({ orderId, use }: { orderId: string; use: CreditUse }): Promise<Order> {
  const { data } = await api.post(creditApiPaths.payOrder(orderId), { use });
  return orderSchema.parse(data);
}

export function usePayWithCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payWithCredit,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: myCreditQueryKey });
      // The order page shows what is left to pay by card, with its new link.
      void queryClient.invalidateQueries({ queryKey: ["order"] });
    },
  });
}
