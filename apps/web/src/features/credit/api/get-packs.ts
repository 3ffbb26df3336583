import { type CreditPackList, creditApiPaths, creditPackListSchema } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const packsQueryKey = ["credit-packs"] as const;

/** GET /api/credit/packs (on sale) or GET /api/admin/credit-packs (every one, for staff). */
export async function getPacks(all: boolean): Promise<CreditPackList> {
  const { data } = await api.get(all ? creditApiPaths.adminPacks : creditApiPaths.packs);
  return creditPackListSchema.parse(data);
}

export function usePacks(all = false, enabled = true) {
  return useQuery({ queryKey: [...packsQueryKey, all ? "all" : "on-sale"], queryFn: () => getPacks(all), enabled });
}
