import { type ShareView, sharePaths, shareViewsSchema } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const balanceDueKey = ["balance-due"] as const;

/** GET /api/shares/balance-due → the shares that fell to the signed-in member, every sport. */
export async function getBalanceDue(): Promise<ShareView[]> {
  return shareViewsSchema.parse((await api.get(sharePaths.balanceDue)).data);
}

export function useBalanceDue() {
  return useQuery({ queryKey: balanceDueKey, queryFn: getBalanceDue, refetchOnMount: "always" });
}
