import { type AdminCourt, adminCatalogPaths, adminCourtSchema, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./keys.ts";

/** DELETE /api/admin/{sport}/courts/{id} → the court, now inactive (rows stay for the bookings that name them). */
export async function deactivateCourt(sport: Sport, id: number): Promise<AdminCourt> {
  const { data } = await api.delete(adminCatalogPaths.court(sport, id));
  return adminCourtSchema.parse(data);
}

export function useDeactivateCourt(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deactivateCourt(sport, id),
    onSuccess: () => refreshAfterChange(queryClient, sport, "courts"),
  });
}
