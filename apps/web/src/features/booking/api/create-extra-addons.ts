import { apiPaths, type ExtraAddonsRequest, IDEMPOTENCY_HEADER, type Order, orderSchema, type Sport } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface CreateExtraAddonsVariables {
  body: ExtraAddonsRequest;
  /** One key per attempt: a double click or a retry answers the first child order. */
  idempotencyKey: string;
}

/** POST /api/{api}/orders/{id}/extra-addons {addons1, addons2} with Idempotency-Key → 201 child order with its own inv and paymentlink. */
export async function createExtraAddons(
  sport: Sport,
  orderId: string,
  { body, idempotencyKey }: CreateExtraAddonsVariables,
): Promise<Order> {
  const { data } = await api.post(apiPaths.orderExtraAddons(sport, orderId), body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return orderSchema.parse(data);
}

export function useCreateExtraAddons(sport: Sport, orderId: string) {
  return useMutation({
    mutationFn: (variables: CreateExtraAddonsVariables) => createExtraAddons(sport, orderId, variables),
  });
}
