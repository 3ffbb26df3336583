import { type AddonAvailability, addonAvailabilitySchema, apiPaths, type Sport } from "@courtside/contract";
import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/{api}/addons/{id} → one add-on with the units still free per date and timeslot. */
export async function getAddon(sport: Sport, id: number): Promise<AddonAvailability> {
  const { data } = await api.get(apiPaths.addon(sport, id));
  return addonAvailabilitySchema.parse(data);
}

const addonQueryOptions = (sport: Sport, id: number) =>
  queryOptions({ queryKey: ["addon", sport, id], queryFn: () => getAddon(sport, id), staleTime: 15_000 });

export function useAddon(sport: Sport, id: number | null) {
  return useQuery({ ...addonQueryOptions(sport, id ?? 0), enabled: id !== null && id > 0 });
}

/** The availability of several add-ons at once (those with a stock). */
export function useAddonsAvailability(sport: Sport, ids: number[]) {
  return useQueries({ queries: ids.map((id) => addonQueryOptions(sport, id)) });
}

/** Units still free of an add-on on a date in a timeslot; null = unlimited or unknown. */
export function remainingFor(addon: AddonAvailability | undefined, date: string | null, timeslotId: number | null) {
  if (!addon || addon.stock === null || !date || timeslotId === null) return null;
  const day = addon.availability.find((d) => d.date === date);
  return day?.timeslots.find((t) => t.timeslot_id === timeslotId)?.remaining ?? null;
}
