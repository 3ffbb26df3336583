import type { Order, Sport } from "@courtside/contract";

/** Which of the member's bookings the profile lists: one sport, or every sport. */
export type SportFilter = Sport | "all";

/** Still to be played: paid or awaiting payment, and its slot has not ended (facility time). */
export function isUpcoming(order: Pick<Order, "date" | "timeslot" | "status">, today: string, now: string): boolean {
  // Cancelled, refunded and lapsed (expired) bookings will not be played, whatever their date.
  if (order.status !== "paid" && order.status !== "pending") return false;
  return order.date > today || (order.date === today && order.timeslot.end > now);
}

const startOf = (order: Order) => `${order.date} ${order.timeslot.start}`;

/**
 * The bookings of the chosen sport(s) as the profile lists them: upcoming soonest first, then
 * past and cancelled latest first. Extras are shown under their booking, never on their own.
 */
export function splitBookings(
  orders: Order[],
  filter: SportFilter,
  today: string,
  now: string,
): { upcoming: Order[]; over: Order[] } {
  const shown = orders.filter((o) => !o.parent_order_id && (filter === "all" || o.sport === filter));
  const upcoming = shown.filter((o) => isUpcoming(o, today, now)).sort((a, b) => startOf(a).localeCompare(startOf(b)));
  const over = shown.filter((o) => !isUpcoming(o, today, now)).sort((a, b) => startOf(b).localeCompare(startOf(a)));
  return { upcoming, over };
}
