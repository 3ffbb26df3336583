import { type CustomerDetail, customerApiPaths, customerDetailSchema, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { customerQueryKey } from "./get-customer.ts";

/** POST /api/admin/customers/{customer_id}/suspensions/{sport}/lift → the customer; 409 when not suspended. */
export async function liftSuspension(id: string, sport: Sport): Promise<CustomerDetail> {
  const { data } = await api.post(customerApiPaths.liftSuspension(id, sport));
  return customerDetailSchema.parse(data);
}

export function useLiftSuspension(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sport: Sport) => liftSuspension(id, sport),
    // The answer is the customer as it now is: no need to read it again.
    onSuccess: (customer) => queryClient.setQueryData(customerQueryKey(id), customer),
    onError: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(id) }),
  });
}
