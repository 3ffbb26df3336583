import { apiPaths, type Sport } from "@courtside/contract";
import { api } from "../../../lib/api-client.ts";

/**
 * GET /api/{api}/orders/{id}/calendar.ics with the member's session, saved as `{inv}.ics`. A
 * plain link cannot carry the session's bearer token, so the file is fetched, then handed to
 * the browser as a download.
 */
export async function downloadCalendar(sport: Sport, orderId: string, inv: string): Promise<void> {
  const { data } = await api.get<Blob>(apiPaths.orderCalendar(sport, orderId), { responseType: "blob" });
  const url = URL.createObjectURL(new Blob([data], { type: "text/calendar" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${inv}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
