import { type ShareView, sharePaths, shareViewSchema } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const shareKey = (shareId: string, key: string | null) => ["share", shareId, key] as const;

/** GET /api/shares/{share_id}?key= → the share as its payment page shows it (the member who owes it may omit the key). */
export async function getShare(shareId: string, key: string | null): Promise<ShareView> {
  const { data } = await api.get(sharePaths.share(shareId), { params: key ? { key } : undefined });
  return shareViewSchema.parse(data);
}

/** Read afresh on every visit: the page is where a payer lands back after the checkout. */
export function useShare(shareId: string, key: string | null) {
  return useQuery({
    queryKey: shareKey(shareId, key),
    queryFn: () => getShare(shareId, key),
    enabled: Boolean(shareId),
    refetchOnMount: "always",
  });
}
