import {
  type AdminMembership,
  adminMembershipSchema,
  type DeskMembershipRequest,
  IDEMPOTENCY_HEADER,
  membershipApiPaths,
} from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminPlansQueryKey } from "./get-admin-plans.ts";

export type SellVariables = { body: DeskMembershipRequest; idempotencyKey: string };

/** POST /api/admin/memberships with Idempotency-Key → the membership, paid at the desk and active. */
export async function sellMembership({ body, idempotencyKey }: SellVariables): Promise<AdminMembership> {
  const { data } = await api.post(membershipApiPaths.adminMemberships, body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return adminMembershipSchema.parse(data);
}

export function useSellMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellMembership,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPlansQueryKey }),
  });
}
