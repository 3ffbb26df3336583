import { type AdminBookingsQuery, adminBookingApiPaths, type Sport } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The file name the server gave in Content-Disposition, or a fallback. */
function filenameOf(disposition: unknown, sport: Sport): string {
  const match = typeof disposition === "string" ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? `${sport}-bookings.csv`;
}

/**
 * GET /api/admin/{sport}/bookings.csv with the list's filters. Fetched with the bearer token
 * (a plain link would not carry it), then saved from a blob URL.
 */
export async function downloadBookingsCsv(sport: Sport, query: Omit<AdminBookingsQuery, "page" | "per_page">) {
  const response = await api.get<Blob>(adminBookingApiPaths.bookingsCsv(sport), { params: query, responseType: "blob" });
  const name = filenameOf(response.headers["content-disposition"], sport);
  const url = URL.createObjectURL(response.data);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function useDownloadBookingsCsv(sport: Sport) {
  return useMutation({ mutationFn: (query: Omit<AdminBookingsQuery, "page" | "per_page">) => downloadBookingsCsv(sport, query) });
}
