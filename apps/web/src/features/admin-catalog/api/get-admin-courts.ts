import { type AdminCourtList, adminCatalogPaths, adminCourtListSchema, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { catalogQueryKey, WHOLE_LIST } from "./keys.ts";

/** GET /api/admin/{sport}/courts → {data, meta}, inactive rows included. */
export async function getAdminCourts(sport: Sport): Promise<AdminCourtList> {
  const { data } = await api.get(adminCatalogPaths.courts(sport), { params: WHOLE_LIST });
  return adminCourtListSchema.parse(data);
}

export function useAdminCourts(sport: Sport) {
  return useQuery({ queryKey: catalogQueryKey(sport, "courts"), queryFn: () => getAdminCourts(sport) });
}
