import { type AddonModule, addonModuleSchema, apiPaths, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/{api}/addon-modules/{id} → a multi-add-on module with its add-ons. */
export async function getAddonModule(sport: Sport, id: number): Promise<AddonModule> {
  const { data } = await api.get(apiPaths.addonModule(sport, id));
  return addonModuleSchema.parse(data);
}

export function useAddonModule(sport: Sport, id: number) {
  return useQuery({
    queryKey: ["addon-module", sport, id],
    queryFn: () => getAddonModule(sport, id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
