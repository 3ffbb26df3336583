import { type AdminAddon, adminAddonSchema, adminCatalogPaths, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./keys.ts";

/** DELETE /api/admin/{sport}/addons/{id} → the add-on, now inactive (rows stay for the bookings that name them). */
export async function deactivateAddon(sport: Sport, id: number): Promise<AdminAddon> {
  const { data } = await api.delete(adminCatalogPaths.addon(sport, id));
  return adminAddonSchema.parse(data);
}

export function useDeactivateAddon(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deactivateAddon(sport, id),
    onSuccess: () => refreshAfterChange(queryClient, sport, "addons"),
  });
}
