import { type AdminCourt, adminCatalogPaths, adminCourtSchema, type CourtInput, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./keys.ts";

/** PUT /api/admin/{sport}/courts/{id} → the court as changed (`active: true` reactivates it). */
export async function updateCourt(sport: Sport, id: number, body: CourtInput): Promise<AdminCourt> {
  const { data } = await api.put(adminCatalogPaths.court(sport, id), body);
  return adminCourtSchema.parse(data);
}

export function useUpdateCourt(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CourtInput }) => updateCourt(sport, id, body),
    onSuccess: () => refreshAfterChange(queryClient, sport, "courts"),
  });
}
