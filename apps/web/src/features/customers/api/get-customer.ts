import { type CustomerDetail, customerApiPaths, customerDetailSchema } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { customersQueryKey } from "./get-customers.ts";

/** GET /api/admin/customers/{customer_id} → contact, counts, orders, payments, no-shows and notes. */
export async function getCustomer(id: string): Promise<CustomerDetail> {
  const { data } = await api.get(customerApiPaths.customer(id));
  return customerDetailSchema.parse(data);
}

export const customerQueryKey = (id: string) => [...customersQueryKey, "one", id] as const;

export function useCustomer(id: string) {
  return useQuery({ queryKey: customerQueryKey(id), queryFn: () => getCustomer(id), retry: false });
}
