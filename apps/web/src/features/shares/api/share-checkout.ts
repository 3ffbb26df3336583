import { type ShareView, sharePaths, shareViewSchema } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/shares/{share_id}/checkout {key} → the share with its card checkout's link. */
export async function openShareCheckout(shareId: string, key: string): Promise<ShareView> {
  return shareViewSchema.parse((await api.post(sharePaths.checkout(shareId), { key })).data);
}

export function useShareCheckout() {
  return useMutation({ mutationFn: ({ shareId, key }: { shareId: string; key: string }) => openShareCheckout(shareId, key) });
}
