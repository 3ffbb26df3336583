import type { Order, Sport } from "@courtside/contract";
import { and, eq, isNull } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityInstant } from "../../facility-time.ts";
import type { Principal } from "../../http/auth.ts";
import { HttpError, notFound, worded } from "../../http/http-error.ts";
import { accessKeyMatches } from "./access-keys.ts";
import { orderWords } from "./i18n.ts";
import { findOrder, type OrderRow, orderDetails } from "./order-queries.ts";
import { presentOrders } from "./present-orders.ts";

/**
 * Who may see an order: its member, any administrator, or whoever holds its access key.
 * Everyone else gets the same 404 as for an order that does not exist.
 */
export async function viewOrder(
  deps: AppDeps,
  sport: Sport,
  principal: Principal | null,
  orderId: string,
  key: string | undefined,
): Promise<Order> {
  const row = await findViewableOrder(deps, sport, principal, orderId, key);
  const [answer] = await presentOrders(deps, [row]);
  return answer as Order;
}

/** The order row if the caller may see it (and so also cancel it, or fetch its calendar); else 404. */
export async function findViewableOrder(
  deps: AppDeps,
  sport: Sport,
  principal: Principal | null,
  orderId: string,
  key: string | undefined,
): Promise<OrderRow> {
  const row = await findOrder(deps.database.db, sport, orderId);
  if (!row || !mayView(row, principal, key)) throw notFound();
  return row;
}

/**
 * A member's order travels with its payment link key (mails, a shared checkout page); the key
 * may show and pay it, but cancelling (and so refunding) needs the member's session.
 */
export function refuseKeyOnlyCancelOfMemberOrder(row: OrderRow, principal: Principal | null): void {
  if (!row.memberId || principal?.kind === "administrator") return;
  if (principal?.kind === "member" && principal.member.id === row.memberId) return;
  throw new HttpError(403, worded(orderWords, "orders.cancel.signIn"), undefined, undefined, { code: "member_sign_in_required" });
}

function mayView(row: OrderRow, principal: Principal | null, key: string | undefined): boolean {
  if (principal?.kind === "administrator") return true;
  if (principal?.kind === "member" && row.memberId === principal.member.id) return true;
  return accessKeyMatches(row.accessKeyHash, key);
}

/** The member's orders of the sport: upcoming (soonest first), then past (latest first); extras under each. */
export async function memberOrders(deps: AppDeps, sport: Sport, memberId: string): Promise<Order[]> {
  const { db } = deps.database;
  const rows = await db
    .select()
    .from(orders)
    // Court bookings only: a membership's order is on the membership page, not among bookings (nor in the calendar feed).
    .where(and(eq(orders.memberId, memberId), eq(orders.sport, sport), eq(orders.kind, "booking"), isNull(orders.parentOrderId)));
  const details = await orderDetails(db, rows);
  const now = deps.clock.now().getTime();
  const startOf = (row: OrderRow) => {
    const d = details.get(row.id);
    return d?.date && d.slot ? facilityInstant(d.date, d.slot.startTime, deps.config.timezone).getTime() : 0;
  };
  const sorted = rows
    .map((row) => ({ row, start: startOf(row) }))
    .sort((a, b) => {
      const aUp = a.start > now;
      const bUp = b.start > now;
      if (aUp !== bUp) return aUp ? -1 : 1;
      return aUp ? a.start - b.start : b.start - a.start;
    });
  return presentOrders(
    deps,
    sorted.map(({ row }) => row),
  );
}
