import { type MyMembership, membershipApiPaths, myMembershipSchema } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const myMembershipQueryKey = ["my-membership"] as const;

/** GET /api/memberships/me → tier today, current and upcoming memberships, member number. */
export async function getMyMembership(): Promise<MyMembership> {
  const { data } = await api.get(membershipApiPaths.mine);
  return myMembershipSchema.parse(data);
}

export function useMyMembership() {
  return useQuery({ queryKey: myMembershipQueryKey, queryFn: getMyMembership });
}
