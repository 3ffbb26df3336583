import { type AdminClosureList, adminCatalogPaths, adminClosureListSchema, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { catalogQueryKey, WHOLE_LIST } from "./keys.ts";

/** GET /api/admin/{sport}/closures → {data, meta}, inactive rows included. */
export async function getClosures(sport: Sport): Promise<AdminClosureList> {
  const { data } = await api.get(adminCatalogPaths.closures(sport), { params: WHOLE_LIST });
  return adminClosureListSchema.parse(data);
}

export function useClosures(sport: Sport) {
  return useQuery({ queryKey: catalogQueryKey(sport, "closures"), queryFn: () => getClosures(sport) });
}
