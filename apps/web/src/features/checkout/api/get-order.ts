import { apiPaths, type Order, orderSchema } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/payments/demo/{inv}?key= → the order the payment link pays; 404 when the link names none. */
export async function getCheckoutOrder(inv: string, key: string): Promise<Order> {
  const { data } = await api.get(apiPaths.demoCheckout(inv), { params: { key } });
  return orderSchema.parse(data);
}

/** The order behind `/pay/{inv}?key=`, in any browser; nothing to ask without a key. */
export function useCheckoutOrder(inv: string, key: string | null) {
  return useQuery({
    queryKey: ["checkout-order", inv, key],
    queryFn: () => getCheckoutOrder(inv, key ?? ""),
    enabled: Boolean(inv && key),
    // A link that names no order stays that way: say so at once rather than after retries.
    retry: false,
  });
}
