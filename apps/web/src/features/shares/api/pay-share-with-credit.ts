import { creditApiPaths, type Order, orderSchema } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { myCreditQueryKey } from "../../credit/index.ts";
import { balanceDueKey } from "./balance-due.ts";

/**
 * POST /api/credit/orders/{share_id}/pay: a share is an order of its own (kind `share`), owed by
 * a member (its player, or the owner once it fell to them), who pays it all with club credit.
 */
export async function payShareWithCredit(shareId: string): Promise<Order> {
  return orderSchema.parse((await api.post(creditApiPaths.payOrder(shareId), { use: "all" })).data);
}

export function usePayShareWithCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: payShareWithCredit,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: myCreditQueryKey });
      void client.invalidateQueries({ queryKey: balanceDueKey });
      void client.invalidateQueries({ queryKey: ["share"] });
      void client.invalidateQueries({ queryKey: ["booking-shares"] });
    },
  });
}
