import { type AdminOrderDetail, adminBookingApiPaths, adminOrderDetailSchema } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/admin/orders/{order_id} → the order with bookings, lines, payments, extras and history. */
export async function getAdminOrder(orderId: string): Promise<AdminOrderDetail> {
  const { data } = await api.get(adminBookingApiPaths.order(orderId));
  return adminOrderDetailSchema.parse(data);
}

export const adminOrderQueryKey = (orderId: string) => ["admin-order", orderId] as const;

export function useAdminOrder(orderId: string) {
  return useQuery({ queryKey: adminOrderQueryKey(orderId), queryFn: () => getAdminOrder(orderId) });
}
