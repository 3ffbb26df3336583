import { type CreditAccount, creditAccountSchema, creditApiPaths } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const memberCreditQueryKey = (memberId: string) => ["member-credit", memberId] as const;

/** GET /api/admin/members/{member_id}/credit → a member's balance and latest entries, for staff. */
export async function getMemberCredit(memberId: string): Promise<CreditAccount> {
  const { data } = await api.get(creditApiPaths.ofMember(memberId));
  return creditAccountSchema.parse(data);
}

export function useMemberCredit(memberId: string) {
  return useQuery({ queryKey: memberCreditQueryKey(memberId), queryFn: () => getMemberCredit(memberId) });
}
