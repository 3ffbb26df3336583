import { type AddonInput, type AdminAddon, adminAddonSchema, adminCatalogPaths, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./keys.ts";

/** PUT /api/admin/{sport}/addons/{id} → the add-on as changed (`active: true` reactivates it). */
export async function updateAddon(sport: Sport, id: number, body: AddonInput): Promise<AdminAddon> {
  const { data } = await api.put(adminCatalogPaths.addon(sport, id), body);
  return adminAddonSchema.parse(data);
}

export function useUpdateAddon(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AddonInput }) => updateAddon(sport, id, body),
    onSuccess: () => refreshAfterChange(queryClient, sport, "addons"),
  });
}
