import type { AdminMoveRequest } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { moveOrder } from "../moves/move-order.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { findOrderById } from "./order-detail.ts";
import { moveRefusal } from "./order-rules.ts";

type Staff = { adminId: string };

/**
 * Staff move a booked court of an order to another court, time or date of the same sport
 * (any date up to the staff horizon). `price: "settle"` (default) charges or refunds the
 * difference of a paid order at the new place; "keep" keeps the price as booked (audited so).
 */
export async function moveBookingByStaff(deps: AppDeps, staff: Staff, orderId: string, input: AdminMoveRequest) {
  const found = await findOrderById(deps.database.db, orderId);
  const { price, ...target } = input;
  await moveOrder(deps, { kind: "staff", adminId: staff.adminId, settle: price === "settle" }, found, target, {
    reach: "staff",
    refusal: (order: OrderRow) => moveRefusal(order),
  });
}
