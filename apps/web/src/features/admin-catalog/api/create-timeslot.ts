import { type AdminTimeslot, adminCatalogPaths, adminTimeslotSchema, type Sport, type TimeslotInput } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./keys.ts";

/** POST /api/admin/{sport}/timeslots → 201 the new timeslot. */
export async function createTimeslot(sport: Sport, body: TimeslotInput): Promise<AdminTimeslot> {
  const { data } = await api.post(adminCatalogPaths.timeslots(sport), body);
  return adminTimeslotSchema.parse(data);
}

export function useCreateTimeslot(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeslotInput) => createTimeslot(sport, body),
    onSuccess: () => refreshAfterChange(queryClient, sport, "timeslots"),
  });
}
