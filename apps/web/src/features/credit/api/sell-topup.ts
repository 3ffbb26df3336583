import { type CreditAccount, creditAccountSchema, creditApiPaths, IDEMPOTENCY_HEADER } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { memberCreditQueryKey } from "./get-member-credit.ts";

/** POST /api/admin/members/{member_id}/credit/topups with Idempotency-Key → the account, credit added. */
export async function sellTopup(
  memberId: string,
  { packId, idempotencyKey }: { packId: number; idempotencyKey: string },
): Promise<CreditAccount> {
  const { data } = await api.post(
    creditApiPaths.deskTopups(memberId),
    { pack_id: packId },
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
  return creditAccountSchema.parse(data);
}

export function useSellTopup(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { packId: number; idempotencyKey: string }) => sellTopup(memberId, variables),
    onSuccess: (account) => queryClient.setQueryData(memberCreditQueryKey(memberId), account),
  });
}
