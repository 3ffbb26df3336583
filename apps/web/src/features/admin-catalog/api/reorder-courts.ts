import { type AdminCourtList, adminCatalogPaths, adminCourtListSchema, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { catalogQueryKey, refreshAfterChange } from "./keys.ts";

/** PUT /api/admin/{sport}/courts/order with the court ids in the new order → the reordered list. */
export async function reorderCourts(sport: Sport, ids: number[]): Promise<AdminCourtList> {
  const { data } = await api.put(adminCatalogPaths.courtOrder(sport), { ids });
  return adminCourtListSchema.parse(data);
}

/**
 * Each move shows at once (the cached list is reordered before the call) and moves run one
 * after another (one mutation scope), so quick presses all land, in order. The list is
 * refetched once the last of them has settled.
 */
export function useReorderCourts(sport: Sport) {
  const queryClient = useQueryClient();
  const mutationKey = ["reorder-courts", sport];
  const key = catalogQueryKey(sport, "courts");
  return useMutation({
    mutationKey,
    scope: { id: `reorder-courts-${sport}` },
    mutationFn: (ids: number[]) => reorderCourts(sport, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const current = queryClient.getQueryData<AdminCourtList>(key);
      if (!current) return;
      const byId = new Map(current.data.map((c) => [c.id, c]));
      const listed = ids.flatMap((id) => byId.get(id) ?? []);
      const rest = current.data.filter((c) => !ids.includes(c.id));
      queryClient.setQueryData<AdminCourtList>(key, { ...current, data: [...listed, ...rest] });
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey }) <= 1) await refreshAfterChange(queryClient, sport, "courts");
    },
  });
}
