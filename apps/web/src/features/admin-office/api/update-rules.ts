import { type AdminRules, adminOfficePaths, adminRulesSchema, type RulesUpdate, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rulesQueryOptions } from "../../schedules/index.ts";
import { refreshOffice } from "./keys.ts";

/** PUT /api/admin/{sport}/rules {total_days, hold_minutes, cancel_hours} → the saved rules. */
export async function updateRules(sport: Sport, body: RulesUpdate): Promise<AdminRules> {
  const { data } = await api.put(adminOfficePaths.rules(sport), body);
  return adminRulesSchema.parse(data);
}

/** On success the public rules are refetched too, so this tab's booking pages use the new horizon at once. */
export function useUpdateRules(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RulesUpdate) => updateRules(sport, body),
    onSuccess: async () => {
      await Promise.all([
        refreshOffice(queryClient),
        queryClient.invalidateQueries({ queryKey: rulesQueryOptions(sport).queryKey }),
      ]);
    },
  });
}
