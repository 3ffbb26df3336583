import { creditApiPaths, IDEMPOTENCY_HEADER, type Topup, topupSchema } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/credit/topups with Idempotency-Key → the pending top-up with its payment link. */
export async function buyTopup({ packId, idempotencyKey }: { packId: number; idempotencyKey: string }): Promise<Topup> {
  const { data } = await api.post(
    creditApiPaths.topups,
    { pack_id: packId },
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
  return topupSchema.parse(data);
}

export function useBuyTopup() {
  return useMutation({ mutationFn: buyTopup });
}
