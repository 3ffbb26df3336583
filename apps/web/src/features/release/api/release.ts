import {
  type MyRelease,
  myReleaseSchema,
  type ReleaseDraw,
  type ReleaseWindow,
  releaseDrawSchema,
  releasePaths,
  releaseWindowSchema,
  type Sport,
} from "@courtside/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const myReleaseKey = (sport: Sport, date: string) => ["release", sport, date] as const;

/** While the draw is open or being drawn the page asks every 2 s, so a result shows the moment it exists. */
const LIVE_MS = 2000;

/** GET /api/{api}/release-entries?date= → the member's draw for the date: window, entries, then result. */
export function useMyRelease(sport: Sport, date: string | null, signedIn: boolean) {
  return useQuery({
    queryKey: myReleaseKey(sport, date ?? ""),
    queryFn: async (): Promise<MyRelease> =>
      myReleaseSchema.parse((await api.get(releasePaths.entries(sport), { params: { date } })).data),
    enabled: signedIn && date !== null,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      if (data.phase === "open" || data.phase === "drawing") return LIVE_MS;
      // Before the window: ask again as it opens.
      if (data.phase === "before" && data.opens_at) return Math.max(LIVE_MS, Date.parse(data.opens_at) - Date.now());
      return false;
    },
  });
}

/**
 * GET /api/{api}/release-window?date= (anyone) → where the date's draw stands. A guest's grid
 * asks it on a sport with a draw; while open or being made it asks again every 5 s.
 */
export function useReleaseWindow(sport: Sport, date: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ["release-window", sport, date ?? ""],
    queryFn: async (): Promise<ReleaseWindow> =>
      releaseWindowSchema.parse((await api.get(releasePaths.window(sport), { params: { date } })).data),
    enabled: enabled && date !== null,
    refetchInterval: (query) => {
      const phase = query.state.data?.phase;
      return phase === "open" || phase === "drawing" ? 5000 : false;
    },
  });
}

/**
 * PUT …/release-entries: the member's entries as they stand, then the new picks, in that order
 * of preference. The list replaces the entries, so it always carries the ones already in.
 */
export function useEnterDraw(sport: Sport, date: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      entered,
      picks,
    }: {
      entered: MyRelease["entries"];
      picks: { timeslotId: number; courtId: number }[];
    }) => {
      const court_slots = [
        ...entered.map((e) => ({ timeslot_id: e.timeslot_id, court_id: e.court_id })),
        ...picks.map((p) => ({ timeslot_id: p.timeslotId, court_id: p.courtId })),
      ];
      return myReleaseSchema.parse((await api.put(releasePaths.entries(sport), { date, court_slots })).data);
    },
    onSuccess: (release) => client.setQueryData(myReleaseKey(sport, date), release),
    onSettled: () => client.invalidateQueries({ queryKey: myReleaseKey(sport, date) }),
  });
}

/** DELETE …/release-entries/{id} while the draw is open. */
export function useWithdrawEntry(sport: Sport, date: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (entryId: number) => myReleaseSchema.parse((await api.delete(releasePaths.entry(sport, entryId))).data),
    onSettled: () => client.invalidateQueries({ queryKey: myReleaseKey(sport, date) }),
  });
}

/** GET /api/admin/{sport}/release-draws?date= (staff with bookings). */
export function useReleaseDraw(sport: Sport, date: string) {
  return useQuery({
    queryKey: ["admin-release-draw", sport, date],
    queryFn: async (): Promise<ReleaseDraw> =>
      releaseDrawSchema.parse((await api.get(releasePaths.adminDraws(sport), { params: { date } })).data),
  });
}
