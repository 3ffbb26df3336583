import { apiPaths, type ExtraAddonsRequest, type Order, orderSchema, type Sport } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/{api}/orders/{id}/extra-addons {addons1, addons2} → 201 child order with its own inv and paymentlink. */
export async function createExtraAddons(sport: Sport, orderId: string, body: ExtraAddonsRequest): Promise<Order> {
  const { data } = await api.post(apiPaths.orderExtraAddons(sport, orderId), body);
  return orderSchema.parse(data);
}

export function useCreateExtraAddons(sport: Sport, orderId: string) {
  return useMutation({ mutationFn: (body: ExtraAddonsRequest) => createExtraAddons(sport, orderId, body) });
}
