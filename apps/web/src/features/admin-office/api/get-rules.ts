import { type AdminRules, adminOfficePaths, adminRulesSchema, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { OFFICE_KEY } from "./keys.ts";

/** GET /api/admin/{sport}/rules → {sport, total_days, hold_minutes, cancel_hours}. */
export async function getAdminRules(sport: Sport): Promise<AdminRules> {
  const { data } = await api.get(adminOfficePaths.rules(sport));
  return adminRulesSchema.parse(data);
}

export function useAdminRules(sport: Sport) {
  return useQuery({ queryKey: [OFFICE_KEY, "rules", sport], queryFn: () => getAdminRules(sport), staleTime: 0 });
}
