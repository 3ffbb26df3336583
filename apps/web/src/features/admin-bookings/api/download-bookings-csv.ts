import { type AdminBookingsQuery, adminBookingApiPaths, type Sport } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download-file.ts";

type BookingsCsvQuery = Omit<AdminBookingsQuery, "page" | "per_page">;

/** GET /api/admin/{sport}/bookings.csv with the list's filters, saved as the server names it. */
export function downloadBookingsCsv(sport: Sport, query: BookingsCsvQuery): Promise<string> {
  return downloadFile(adminBookingApiPaths.bookingsCsv(sport), query, `${sport}-bookings.csv`);
}

export function useDownloadBookingsCsv(sport: Sport) {
  return useMutation({ mutationFn: (query: BookingsCsvQuery) => downloadBookingsCsv(sport, query) });
}
