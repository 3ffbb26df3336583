import { apiPaths, type BookingTerms, bookingTermsSchema, type Sport } from "@courtside/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/{api}/booking-terms → the caller's tier, bookable dates and limits (the booking policy's answer). */
export async function getBookingTerms(sport: Sport): Promise<BookingTerms> {
  const { data } = await api.get(apiPaths.bookingTerms(sport));
  return bookingTermsSchema.parse(data);
}

export const bookingTermsQueryKey = (sport?: Sport) =>
  sport ? (["booking-terms", sport] as const) : (["booking-terms"] as const);

export const bookingTermsQueryOptions = (sport: Sport) =>
  queryOptions({ queryKey: bookingTermsQueryKey(sport), queryFn: () => getBookingTerms(sport), staleTime: 60_000 });

export function useBookingTerms(sport: Sport) {
  return useQuery(bookingTermsQueryOptions(sport));
}
