import { type Membership, membershipApiPaths, membershipSchema } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { myMembershipQueryKey } from "./get-my-membership.ts";

/** POST /api/memberships/{id}/cancel → the membership, ended at once without a refund. */
export async function cancelMembership(id: string): Promise<Membership> {
  const { data } = await api.post(membershipApiPaths.cancel(id), {});
  return membershipSchema.parse(data);
}

export function useCancelMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMembership,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myMembershipQueryKey }),
  });
}
