import { type AdminTimeslotList, adminCatalogPaths, adminTimeslotListSchema, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { catalogQueryKey, WHOLE_LIST } from "./keys.ts";

/** GET /api/admin/{sport}/timeslots → {data, meta}, inactive rows included. */
export async function getAdminTimeslots(sport: Sport): Promise<AdminTimeslotList> {
  const { data } = await api.get(adminCatalogPaths.timeslots(sport), { params: WHOLE_LIST });
  return adminTimeslotListSchema.parse(data);
}

export function useAdminTimeslots(sport: Sport) {
  return useQuery({ queryKey: catalogQueryKey(sport, "timeslots"), queryFn: () => getAdminTimeslots(sport) });
}
