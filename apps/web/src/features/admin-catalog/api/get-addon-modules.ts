import { type AdminAddonModuleList, adminAddonModuleListSchema, adminCatalogPaths, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { catalogQueryKey, WHOLE_LIST } from "./keys.ts";

/** GET /api/admin/{sport}/addon-modules → {data, meta}, inactive rows included. */
export async function getAddonModules(sport: Sport): Promise<AdminAddonModuleList> {
  const { data } = await api.get(adminCatalogPaths.addonModules(sport), { params: WHOLE_LIST });
  return adminAddonModuleListSchema.parse(data);
}

export function useAddonModules(sport: Sport) {
  return useQuery({ queryKey: catalogQueryKey(sport, "addon-modules"), queryFn: () => getAddonModules(sport) });
}
