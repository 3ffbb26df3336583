import { type AdminCourt, adminCatalogPaths, adminCourtSchema, type CourtInput, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./keys.ts";

/** POST /api/admin/{sport}/courts → 201 the new court. */
export async function createCourt(sport: Sport, body: CourtInput): Promise<AdminCourt> {
  const { data } = await api.post(adminCatalogPaths.courts(sport), body);
  return adminCourtSchema.parse(data);
}

export function useCreateCourt(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourtInput) => createCourt(sport, body),
    onSuccess: () => refreshAfterChange(queryClient, sport, "courts"),
  });
}
