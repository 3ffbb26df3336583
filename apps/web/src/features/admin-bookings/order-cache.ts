import type { AdminOrderDetail } from "@courtside/contract";
import type { QueryClient } from "@tanstack/react-query";
import { scheduleQueryKey } from "../schedules/index.ts";
import { bookingsQueryKey } from "./api/get-bookings.ts";
import { adminOrderQueryKey } from "./api/get-order.ts";

/** After a staff action: the answer is the order now; lists and the sport's grids refetch. */
export function orderChanged(queryClient: QueryClient, order: AdminOrderDetail) {
  queryClient.setQueryData(adminOrderQueryKey(order.order_id), order);
  void queryClient.invalidateQueries({ queryKey: bookingsQueryKey() });
  void queryClient.invalidateQueries({ queryKey: scheduleQueryKey(order.sport) });
  void queryClient.invalidateQueries({ queryKey: ["court-filter", order.sport] });
  // One date of a weekly series: the series' dates show its state too.
  if (order.series_id) void queryClient.invalidateQueries({ queryKey: ["admin-series"] });
}
