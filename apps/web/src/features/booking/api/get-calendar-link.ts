import { apiPaths, type Sport } from "@courtside/contract";
import { env } from "../../../lib/env.ts";

/** GET /api/{api}/orders/{id}/calendar.ics?key=: a plain link (the browser downloads the file). */
export function calendarHref(sport: Sport, orderId: string, key: string | null): string {
  const path = apiPaths.orderCalendar(sport, orderId);
  return `${env.apiUrl}${path}${key ? `?key=${encodeURIComponent(key)}` : ""}`;
}
