import {
  adminBookingApiPaths,
  type DeskBookingRequest,
  IDEMPOTENCY_HEADER,
  type Order,
  orderSchema,
  type Sport,
} from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { scheduleQueryKey } from "../../schedules/index.ts";
import { bookingsQueryKey } from "./get-bookings.ts";

export interface DeskBookingVariables {
  body: DeskBookingRequest;
  /** One key per attempt: a double click or a retry answers the first order. */
  idempotencyKey: string;
}

/** POST /api/admin/{sport}/bookings with Idempotency-Key → 201 order; 409 names a court someone else has. */
export async function createDeskBooking(sport: Sport, { body, idempotencyKey }: DeskBookingVariables): Promise<Order> {
  const { data } = await api.post(adminBookingApiPaths.bookings(sport), body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return orderSchema.parse(data);
}

export function useCreateDeskBooking(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: DeskBookingVariables) => createDeskBooking(sport, variables),
    onSettled: () => {
      // Won or lost, the grid has news.
      void queryClient.invalidateQueries({ queryKey: scheduleQueryKey(sport) });
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey(sport) });
    },
  });
}
