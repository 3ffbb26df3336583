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

/** POST /api/admin/{sport}/addon-modules → 201 the new add-on module. */
export async function createAddonModule(sport: Sport, body: AddonModuleInput): Promise<AdminAddonModule> {
  const { data } = await api.post(adminCatalogPaths.addonModules(sport), body);
  return adminAddonModuleSchema.parse(data);
}

export function useCreateAddonModule(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddonModuleInput) => createAddonModule(sport, body),
    onSuccess: () => refreshAfterChange(queryClient, sport, "addon-modules"),
  });
}
