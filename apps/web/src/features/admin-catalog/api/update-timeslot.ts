import { type AdminTimeslot, adminCatalogPaths, adminTimeslotSchema, type Sport, type TimeslotInput } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./keys.ts";

/** PUT /api/admin/{sport}/timeslots/{id} → the timeslot as changed (`active: true` reactivates it). */
export async function updateTimeslot(sport: Sport, id: number, body: TimeslotInput): Promise<AdminTimeslot> {
  const { data } = await api.put(adminCatalogPaths.timeslot(sport, id), body);
  return adminTimeslotSchema.parse(data);
}

export function useUpdateTimeslot(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TimeslotInput }) => updateTimeslot(sport, id, body),
    onSuccess: () => refreshAfterChange(queryClient, sport, "timeslots"),
  });
}
