import type { Membership, MembershipPayment } from "@courtside/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import { membershipPlans, orders, payments } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { payableLink } from "../orders/account-order.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import type { MembershipRow } from "./activate.ts";
import { withBenefits } from "./plan-queries.ts";
import { presentPlan } from "./presenter.ts";

/** Memberships as answers: each with its plan and benefits and its order's payment, in three queries. */
export async function presentMemberships(deps: AppDeps, rows: MembershipRow[]): Promise<Membership[]> {
  if (rows.length === 0) return [];
  const { db } = deps.database;
  const planIds = [...new Set(rows.map((r) => r.planId))];
  const orderIds = rows.flatMap((r) => (r.orderId ? [r.orderId] : []));
  const [planRows, orderRows, refunds] = await Promise.all([
    db.select().from(membershipPlans).where(inArray(membershipPlans.id, planIds)),
    orderIds.length > 0 ? db.select().from(orders).where(inArray(orders.id, orderIds)) : [],
    orderIds.length > 0
      ? db
          .select({ orderId: payments.orderId, sum: sql<number>`sum(${payments.amount})::int` })
          .from(payments)
          .where(and(inArray(payments.orderId, orderIds), eq(payments.kind, "refund")))
          .groupBy(payments.orderId)
      : [],
  ]);
  const plans = new Map((await withBenefits(db, planRows)).map((p) => [p.id, presentPlan(p, deps.config.currency)]));
  const refunded = new Map(refunds.map((r) => [r.orderId, r.sum]));
  return rows.map((row) => {
    const plan = plans.get(row.planId);
    if (!plan) throw new Error(`plan ${row.planId} missing`);
    const order = orderRows.find((o) => o.id === row.orderId);
    return {
      id: row.id,
      status: row.status,
      plan,
      starts_on: row.startsOn,
      ends_on: row.endsOn,
      order_id: row.orderId,
      payments: order ? [presentPayment(deps, order, refunded.get(order.id) ?? 0)] : [],
    };
  });
}

function presentPayment(deps: AppDeps, order: OrderRow, refunded: number): MembershipPayment {
  const link = payableLink(deps, order);
  return {
    inv: order.inv,
    amount: order.total,
    currency: order.currency,
    date: (order.paidAt ?? order.createdAt).toISOString(),
    status: order.status,
    refunded,
    paymentlink: link,
  };
}
