import { adminCatalogPaths, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./keys.ts";

/** DELETE /api/admin/{sport}/closures/{id} → 204; what it closed opens again. */
export async function deleteClosure(sport: Sport, id: number): Promise<void> {
  await api.delete(adminCatalogPaths.closure(sport, id));
}

export function useDeleteClosure(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteClosure(sport, id),
    onSuccess: () => refreshAfterChange(queryClient, sport, "closures"),
  });
}
