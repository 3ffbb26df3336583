import { apiPaths, type Sport, type Timeslot, timeslotSchema } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** GET /api/{api}/timeslots → [{id, start, end, price_member, price_guest}]. */
export async function getTimeslots(sport: Sport): Promise<Timeslot[]> {
  const { data } = await api.get(apiPaths.timeslots(sport));
  return z.array(timeslotSchema).parse(data);
}

export function useTimeslots(sport: Sport) {
  return useQuery({ queryKey: ["timeslots", sport], queryFn: () => getTimeslots(sport), staleTime: 5 * 60_000 });
}
