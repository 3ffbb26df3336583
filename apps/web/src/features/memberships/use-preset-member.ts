import type { AdminMemberMatch } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { getCustomer } from "../customers/api/get-customer.ts";

/**
 * The member a link chose for the sale (`?member=<id>`, from the customer's page), as the
 * lookup would have found them; `missing` when the id names no member.
 */
export function usePresetMember(memberId: string | null) {
  const query = useQuery({
    queryKey: ["sell-membership", "preset", memberId],
    queryFn: () => getCustomer(memberId ?? ""),
    enabled: Boolean(memberId),
    retry: false,
  });
  const customer = query.data;
  const member: AdminMemberMatch | null =
    customer?.kind === "member" ? { id: customer.id, name: customer.name, email: customer.email, phone: customer.phone } : null;
  return { member, missing: Boolean(memberId) && (query.isError || (customer !== undefined && !member)) };
}
