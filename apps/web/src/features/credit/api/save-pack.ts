import {
  type CreditPack,
  type CreditPackCreateRequest,
  type CreditPackUpdateRequest,
  creditApiPaths,
  creditPackSchema,
} from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { packsQueryKey } from "./get-packs.ts";

/** POST /api/admin/credit-packs, or PATCH /api/admin/credit-packs/{pack_id} with `id` → the pack. */
export async function savePack(
  variables: { id?: undefined; body: CreditPackCreateRequest } | { id: number; body: CreditPackUpdateRequest },
): Promise<CreditPack> {
  const { data } =
    variables.id === undefined
      ? await api.post(creditApiPaths.adminPacks, variables.body)
      : await api.patch(creditApiPaths.adminPack(variables.id), variables.body);
  return creditPackSchema.parse(data);
}

export function useSavePack() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePack, onSuccess: () => queryClient.invalidateQueries({ queryKey: packsQueryKey }) });
}
