import {
  type AdminBookingList,
  type AdminBookingsQuery,
  adminBookingApiPaths,
  adminBookingListSchema,
  type Sport,
} from "@courtside/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/admin/{sport}/bookings?from=&to=&status=&q=&sort=&page=&per_page= → {data, meta}. */
export async function getBookings(sport: Sport, query: AdminBookingsQuery): Promise<AdminBookingList> {
  const { data } = await api.get(adminBookingApiPaths.bookings(sport), { params: query });
  return adminBookingListSchema.parse(data);
}

export const bookingsQueryKey = (sport?: Sport) => (sport ? (["admin-bookings", sport] as const) : (["admin-bookings"] as const));

export function useBookings(sport: Sport, query: AdminBookingsQuery, enabled = true) {
  return useQuery({
    queryKey: [...bookingsQueryKey(sport), query],
    queryFn: () => getBookings(sport, query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
