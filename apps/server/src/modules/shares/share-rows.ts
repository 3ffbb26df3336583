import { type ShareState, webRoutes } from "@courtside/contract";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityInstant, hhmm } from "../../facility-time.ts";
import { orderAccessKey } from "../orders/access-keys.ts";
import type { OrderDetails, OrderRow } from "../orders/order-queries.ts";
import { bookingRules } from "../rules/service.ts";

/** What split payment reads: a booking's shares (child orders of kind `share`), their state, link and deadline. */

/** A booking's shares, in the order they were written; an open place offered again replaces its expired share. */
export async function sharesOf(db: Db, bookingId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.parentOrderId, bookingId), eq(orders.kind, "share"), ne(orders.status, "expired")))
    .orderBy(asc(orders.createdAt), asc(orders.inv));
}

export async function shareById(db: Db, shareId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, shareId), eq(orders.kind, "share")));
  return row;
}

/** A share as people speak of it: an unpaid share that fell to the owner is theirs to pay. */
export function shareState(row: Pick<OrderRow, "status" | "fellToOwnerAt">): ShareState {
  if (row.status === "paid") return "paid";
  if (row.status === "refunded") return "refunded";
  if (row.status === "pending") return row.fellToOwnerAt ? "owner_pays" : "unpaid";
  return "cancelled";
}

/** The key of a share's link: its order's access key (the demo checkout takes the same one). */
export const shareKey = (deps: AppDeps, row: Pick<OrderRow, "id">) => orderAccessKey(deps.appSecret, row.id);

/** The share's payment page with its key, as its mail and the owner's list give it. */
export function shareLink(deps: AppDeps, row: Pick<OrderRow, "id">): string {
  const path = webRoutes.share.replace(":share_id", encodeURIComponent(row.id));
  return `${deps.config.appUrl}${path}?${new URLSearchParams({ key: shareKey(deps, row) }).toString()}`;
}

/** When the booking's unpaid shares fall to its owner: the sport's share_deadline_hours before its start. */
export async function shareDeadline(deps: AppDeps, db: Db, sport: OrderRow["sport"], d: OrderDetails): Promise<Date | null> {
  if (!d.date || !d.slot) return null;
  const { shareDeadlineHours } = await bookingRules(db, sport);
  const start = facilityInstant(d.date, hhmm(d.slot.startTime), deps.config.timezone);
  return new Date(start.getTime() - shareDeadlineHours * 3_600_000);
}
