import { type CustomerList, type CustomerListQuery, customerApiPaths, customerListSchema } from "@courtside/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/admin/customers?q=&page=&per_page= → {data, meta}: members and guests by name. */
export async function getCustomers(query: CustomerListQuery): Promise<CustomerList> {
  const { data } = await api.get(customerApiPaths.customers, { params: query });
  return customerListSchema.parse(data);
}

export const customersQueryKey = ["admin-customers"] as const;

export function useCustomers(query: CustomerListQuery) {
  return useQuery({
    queryKey: [...customersQueryKey, "list", query],
    queryFn: () => getCustomers(query),
    placeholderData: keepPreviousData,
  });
}
