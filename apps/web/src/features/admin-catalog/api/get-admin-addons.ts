import { type AdminAddonList, adminAddonListSchema, adminCatalogPaths, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { catalogQueryKey, WHOLE_LIST } from "./keys.ts";

/** GET /api/admin/{sport}/addons → {data, meta}, inactive rows included. */
export async function getAdminAddons(sport: Sport): Promise<AdminAddonList> {
  const { data } = await api.get(adminCatalogPaths.addons(sport), { params: WHOLE_LIST });
  return adminAddonListSchema.parse(data);
}

export function useAdminAddons(sport: Sport) {
  return useQuery({ queryKey: catalogQueryKey(sport, "addons"), queryFn: () => getAdminAddons(sport) });
}
