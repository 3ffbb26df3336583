import { type AdminAddonModule, adminAddonModuleSchema, adminCatalogPaths, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./keys.ts";

/** DELETE /api/admin/{sport}/addon-modules/{id} → the add-on module, now inactive (rows stay for the bookings that name them). */
export async function deactivateAddonModule(sport: Sport, id: number): Promise<AdminAddonModule> {
  const { data } = await api.delete(adminCatalogPaths.addonModule(sport, id));
  return adminAddonModuleSchema.parse(data);
}

export function useDeactivateAddonModule(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deactivateAddonModule(sport, id),
    onSuccess: () => refreshAfterChange(queryClient, sport, "addon-modules"),
  });
}
