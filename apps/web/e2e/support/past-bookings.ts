import type { Page } from "@playwright/test";
import { facilityDate } from "./booking.ts";

export type PastOrder = { order_id: string; inv: string; customer: { name: string; email: string } };

/**
 * The demo's recent paid tennis bookings of guests in the past, most recent first (no extras),
 * read with the signed-in administrator's token: their slots have started, so staff may mark
 * them no-shows.
 */
export async function pastGuestBookings(page: Page): Promise<PastOrder[]> {
  const query = `status=paid&to=${facilityDate(-2)}&sort=date_desc&per_page=100`;
  const rows: (PastOrder & { customer_type: string; parent_order_id: string | null })[] = await page.evaluate(async (q) => {
    const res = await fetch(`/api/admin/tennis/bookings?${q}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem("authToken")}` },
    });
    return (await res.json()).data;
  }, query);
  return rows.filter((r) => r.customer_type === "guest" && r.parent_order_id === null);
}
