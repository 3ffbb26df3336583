import {
  type AdminWaitlist,
  adminWaitlistSchema,
  type MyWaitlist,
  myWaitlistSchema,
  SPORTS,
  type Sport,
  type WaitlistJoinRequest,
  waitlistPaths,
} from "@courtside/contract";
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { myOrdersQueryKey } from "../../profile/api/get-my-orders.ts";
import { scheduleQueryKey } from "../../schedules/index.ts";
import { hasLiveEntry } from "../waitlist-words.ts";

export const myWaitlistKey = (sport: Sport) => ["waitlist", sport] as const;

/** While the member waits or holds an offer, the list is asked again every 5 s, so an offer shows the moment it is made. */
export const WAITLIST_POLL_MS = 5000;

/** GET /api/{api}/waitlist → the member's limit, the offer time and their entries from today on. */
const myWaitlistQuery = (sport: Sport, signedIn: boolean) =>
  queryOptions({
    queryKey: myWaitlistKey(sport),
    queryFn: async (): Promise<MyWaitlist> => myWaitlistSchema.parse((await api.get(waitlistPaths.entries(sport))).data),
    enabled: signedIn,
    refetchInterval: (query) => (query.state.data && hasLiveEntry(query.state.data) ? WAITLIST_POLL_MS : false),
  });

export function useMyWaitlist(sport: Sport, signedIn: boolean) {
  return useQuery(myWaitlistQuery(sport, signedIn));
}

/** The member's waitlist in each sport (the API answers one sport at a time), the given sport first. */
export function useMyWaitlistOfEverySport(first: Sport) {
  const sports = [first, ...SPORTS.filter((s) => s !== first)];
  return useQueries({
    queries: sports.map((s) => myWaitlistQuery(s, true)),
    combine: (results) => sports.map((sport, i) => ({ sport, query: results[i] })),
  });
}

/** POST …/waitlist: in line for a taken court-slot (no courts: any court). Answers the whole list again. */
export function useJoinWaitlist(sport: Sport) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: WaitlistJoinRequest): Promise<MyWaitlist> =>
      myWaitlistSchema.parse((await api.post(waitlistPaths.entries(sport), body)).data),
    onSuccess: (list) => client.setQueryData(myWaitlistKey(sport), list),
    // Refused because a court is free after all (or anything else): the grid asks what is free now.
    onError: (_error, body) => client.invalidateQueries({ queryKey: scheduleQueryKey(sport, body.date) }),
  });
}

/** DELETE …/waitlist/{id}: leave the line, or decline the court held for the member (it passes on at once). */
export function useLeaveWaitlist(sport: Sport) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (entryId: number): Promise<MyWaitlist> =>
      myWaitlistSchema.parse((await api.delete(waitlistPaths.entry(sport, entryId))).data),
    onSuccess: (list) => client.setQueryData(myWaitlistKey(sport), list),
    // A declined offer's hold is cancelled: the member's bookings change too.
    onSettled: () => client.invalidateQueries({ queryKey: myOrdersQueryKey(sport) }),
  });
}

/** How often the desk's view of the lines is asked again (offers come and go without the desk doing anything). */
const ADMIN_POLL_MS = 10_000;

/** GET /api/admin/{sport}/waitlist?date= (staff with bookings): who waits for what, per slot. */
export function useAdminWaitlist(sport: Sport, date: string | null) {
  return useQuery({
    queryKey: ["admin-waitlist", sport, date ?? ""],
    queryFn: async (): Promise<AdminWaitlist> =>
      adminWaitlistSchema.parse((await api.get(waitlistPaths.adminDay(sport), { params: { date } })).data),
    enabled: date !== null,
    refetchInterval: ADMIN_POLL_MS,
  });
}
