import {
  type CreditAccount,
  type CreditAdjustmentRequest,
  creditAccountSchema,
  creditApiPaths,
  IDEMPOTENCY_HEADER,
} from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { memberCreditQueryKey } from "./get-member-credit.ts";

export type AdjustVariables = { body: CreditAdjustmentRequest; idempotencyKey: string };

/** POST /api/admin/members/{member_id}/credit with Idempotency-Key → the account after the adjustment. */
export async function adjustCredit(memberId: string, { body, idempotencyKey }: AdjustVariables): Promise<CreditAccount> {
  const { data } = await api.post(creditApiPaths.ofMember(memberId), body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  return creditAccountSchema.parse(data);
}

export function useAdjustCredit(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: AdjustVariables) => adjustCredit(memberId, variables),
    onSuccess: (account) => queryClient.setQueryData(memberCreditQueryKey(memberId), account),
  });
}
