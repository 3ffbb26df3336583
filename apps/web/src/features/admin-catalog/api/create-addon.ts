import { type AddonInput, type AdminAddon, adminAddonSchema, adminCatalogPaths, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./keys.ts";

/** POST /api/admin/{sport}/addons → 201 the new add-on. */
export async function createAddon(sport: Sport, body: AddonInput): Promise<AdminAddon> {
  const { data } = await api.post(adminCatalogPaths.addons(sport), body);
  return adminAddonSchema.parse(data);
}

export function useCreateAddon(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddonInput) => createAddon(sport, body),
    onSuccess: () => refreshAfterChange(queryClient, sport, "addons"),
  });
}
