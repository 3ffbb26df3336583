import { apiPaths, type Order, orderSchema } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/payments/demo/{inv}/pay {key} → the order, paid (demo provider: no money moves). */
export async function payDemo(inv: string, key: string): Promise<Order> {
  const { data } = await api.post(apiPaths.demoPay(inv), { key });
  return orderSchema.parse(data);
}

export function usePayDemo() {
  return useMutation({ mutationFn: ({ inv, key }: { inv: string; key: string }) => payDemo(inv, key) });
}
