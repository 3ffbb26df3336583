import { type AdminTimeslot, adminCatalogPaths, adminTimeslotSchema, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./keys.ts";

/** DELETE /api/admin/{sport}/timeslots/{id} → the timeslot, now inactive (rows stay for the bookings that name them). */
export async function deactivateTimeslot(sport: Sport, id: number): Promise<AdminTimeslot> {
  const { data } = await api.delete(adminCatalogPaths.timeslot(sport, id));
  return adminTimeslotSchema.parse(data);
}

export function useDeactivateTimeslot(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deactivateTimeslot(sport, id),
    onSuccess: () => refreshAfterChange(queryClient, sport, "timeslots"),
  });
}
