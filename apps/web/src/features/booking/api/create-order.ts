import { apiPaths, IDEMPOTENCY_HEADER, type Order, type OrderCreateRequest, orderSchema, type Sport } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface CreateOrderVariables {
  body: OrderCreateRequest;
  /** One key per attempt: a double click or a retry answers the first order. */
  idempotencyKey: string;
}

/** POST /api/{api}/orders with Idempotency-Key → 201 order (pending, courts held). */
export async function createOrder(sport: Sport, { body, idempotencyKey }: CreateOrderVariables): Promise<Order> {
  const { data } = await api.post(apiPaths.orders(sport), body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  return orderSchema.parse(data);
}

export function useCreateOrder(sport: Sport) {
  return useMutation({ mutationFn: (variables: CreateOrderVariables) => createOrder(sport, variables) });
}
