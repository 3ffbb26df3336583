import { type CreditAccount, creditAccountSchema, creditApiPaths } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const myCreditQueryKey = ["my-credit"] as const;

/** GET /api/credit/me → the member's balance and latest entries. */
export async function getMyCredit(): Promise<CreditAccount> {
  const { data } = await api.get(creditApiPaths.mine);
  return creditAccountSchema.parse(data);
}

/**
 * `enabled: false` for a guest: only a signed-in member has credit. Read afresh whenever a page
 * showing it opens: a top-up paid on a checkout elsewhere must show on return.
 */
export function useMyCredit(enabled = true) {
  return useQuery({ queryKey: myCreditQueryKey, queryFn: getMyCredit, enabled, refetchOnMount: "always" });
}
