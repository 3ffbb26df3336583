import {
  type AddonModuleInput,
  type AdminAddonModule,
  adminAddonModuleSchema,
  adminCatalogPaths,
  type Sport,
} from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./keys.ts";

/** PUT /api/admin/{sport}/addon-modules/{id} → the add-on module as changed (`active: true` reactivates it). */
export async function updateAddonModule(sport: Sport, id: number, body: AddonModuleInput): Promise<AdminAddonModule> {
  const { data } = await api.put(adminCatalogPaths.addonModule(sport, id), body);
  return adminAddonModuleSchema.parse(data);
}

export function useUpdateAddonModule(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AddonModuleInput }) => updateAddonModule(sport, id, body),
    onSuccess: () => refreshAfterChange(queryClient, sport, "addon-modules"),
  });
}
