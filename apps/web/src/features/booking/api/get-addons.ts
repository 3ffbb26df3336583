import { type Addon, addonSchema, apiPaths, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** GET /api/{api}/addons → every add-on of the sport. */
export async function getAddons(sport: Sport): Promise<Addon[]> {
  const { data } = await api.get(apiPaths.addons(sport));
  return z.array(addonSchema).parse(data);
}

export function useAddons(sport: Sport) {
  return useQuery({ queryKey: ["addons", sport], queryFn: () => getAddons(sport), staleTime: 5 * 60_000 });
}
