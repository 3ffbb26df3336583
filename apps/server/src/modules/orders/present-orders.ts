import type { Order, Sport } from "@courtside/contract";
import { and, asc, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders, payments } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { bookingRules } from "../rules/service.ts";
import { orderAccessKey } from "./access-keys.ts";
import { type OrderDetails, type OrderRow, orderDetails } from "./order-queries.ts";
import { presentOrder } from "./presenter.ts";

/**
 * Orders as answers, in batch: details in two queries, the cancellation deadline from the
 * sport's rules, and each booking's extra add-on orders under `children` (an extras order has none).
 * A guest order carries its access key; a member opens it with a token.
 */
export async function presentOrders(deps: AppDeps, rows: OrderRow[]): Promise<Order[]> {
  const { db } = deps.database;
  const zone = deps.config.timezone;
  const sports = [...new Set(rows.map((r) => r.sport))];
  const cancelHours = new Map<Sport, number>();
  for (const sport of sports) cancelHours.set(sport, (await bookingRules(db, sport)).cancelHours);

  const present = async (list: OrderRow[]): Promise<Order[]> => {
    const [details, money] = await Promise.all([orderDetails(db, list), moneyOf(db, list)]);
    return list.map((row) => ({
      ...presentOrder(row, details.get(row.id), {
        // The link is the order's provider's (an older demo order's still needs its key).
        provider: deps.providers.get(row.paymentProvider),
        accessKey: orderAccessKey(deps.appSecret, row.id),
        revealKey: row.memberId === null,
        cancellation: { cancelHours: cancelHours.get(row.sport) ?? 24, zone },
      }),
      paid_total: money.get(row.id)?.paid ?? 0,
      refunded_total: money.get(row.id)?.refunded ?? 0,
    }));
  };

  const answers = await present(rows);
  const parents = rows.filter((r) => r.parentOrderId === null);
  if (parents.length === 0) return answers;
  const childRows = await db
    .select()
    .from(orders)
    // A split booking's shares are shown by the shares module (who owes, who paid), not as extras.
    .where(
      and(
        inArray(
          orders.parentOrderId,
          parents.map((r) => r.id),
        ),
        ne(orders.kind, "share"),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.inv));
  const children = await present(childRows);
  return answers.map((answer, i) =>
    rows[i]?.parentOrderId === null
      ? { ...answer, children: children.filter((_, j) => childRows[j]?.parentOrderId === answer.order_id) }
      : answer,
  );
}

/** What each order took and gave back, in one query. */
async function moneyOf(db: Db, rows: OrderRow[]): Promise<Map<string, { paid: number; refunded: number }>> {
  if (rows.length === 0) return new Map();
  const sums = await db
    .select({
      orderId: payments.orderId,
      paid: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.kind} = 'charge'), 0)::int`,
      refunded: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.kind} = 'refund'), 0)::int`,
    })
    .from(payments)
    .where(
      inArray(
        payments.orderId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(payments.orderId);
  return new Map(sums.map((s) => [s.orderId, { paid: Number(s.paid), refunded: Number(s.refunded) }]));
}

/**
 * A booking order just written, from what its creator already holds: no re-read. It is
 * pending (so no cancellation deadline yet) and has no extra add-on orders.
 */
export function presentCreated(deps: AppDeps, row: OrderRow, details: OrderDetails, cancelHours: number): Order {
  const answer = presentOrder(row, details, {
    provider: deps.payments,
    accessKey: orderAccessKey(deps.appSecret, row.id),
    revealKey: row.memberId === null,
    cancellation: { cancelHours, zone: deps.config.timezone },
  });
  // Nothing is paid yet (a free order takes no payment).
  return { ...answer, paid_total: 0, refunded_total: 0, children: [] };
}

export async function presentOne(deps: AppDeps, row: OrderRow): Promise<Order> {
  const [answer] = await presentOrders(deps, [row]);
  if (!answer) throw new Error("order not presented");
  return answer;
}
