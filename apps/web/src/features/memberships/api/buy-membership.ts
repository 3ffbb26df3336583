import { IDEMPOTENCY_HEADER, type Membership, membershipApiPaths, membershipSchema } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { myMembershipQueryKey } from "./get-my-membership.ts";

/** One key per attempt: a double click answers the first purchase. */
export type BuyVariables = { planId: number; idempotencyKey: string };

/** POST /api/memberships {plan_id} with Idempotency-Key → the pending membership and its payment link. */
export async function buyMembership({ planId, idempotencyKey }: BuyVariables): Promise<Membership> {
  const { data } = await api.post(
    membershipApiPaths.buy,
    { plan_id: planId },
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
  return membershipSchema.parse(data);
}

export function useBuyMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyMembership,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myMembershipQueryKey }),
  });
}
