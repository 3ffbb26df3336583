import { randomUUID } from "node:crypto";
import { type Billing, SPORTS, type Sport } from "@courtside/contract";
import type { Db } from "../../db/client.ts";
import { type members, memberships, orderLines, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday } from "../../facility-time.ts";
import { digest } from "../auth/secrets.ts";
import { orderAccessKey } from "../orders/access-keys.ts";
import { withFreshInvoice } from "../orders/fresh-invoice.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { recordDeskCharge } from "../payments/desk-charge.ts";
import { DESK_PROVIDER } from "../payments/providers.ts";
import { activatePending, type MembershipRow } from "./activate.ts";
import { periodWords } from "./periods.ts";
import type { PlanWithBenefits } from "./plan-queries.ts";

type MemberRow = typeof members.$inferSelect;

/** Minutes an online purchase's checkout stays open (Stripe's shortest checkout is 30). */
export const MEMBERSHIP_CHECKOUT_MINUTES = 30;

/**
 * Orders have a sport (their invoice prefix, the back office's sport guard). A membership's
 * is the first sport its plan gives benefits in, in the club's sport order, so the staff of
 * that sport see its order; a plan with no benefits takes the first sport.
 */
export function orderSportOf(plan: PlanWithBenefits): Sport {
  return SPORTS.find((sport) => plan.benefits.some((b) => b.sport === sport)) ?? (SPORTS[0] as Sport);
}

export type MembershipSale = {
  member: MemberRow;
  plan: PlanWithBenefits;
  idempotencyKey: string;
  requestHash: string;
  /** Sold at the desk by this administrator: paid at once with a desk charge. Otherwise an online purchase. */
  soldBy: string | null;
};

/**
 * Writes a purchase in the caller's transaction: the order (kind membership, one line,
 * hold_payer null: it holds no court and counts against no hold limit) and its pending
 * membership. A desk sale, and a free plan, are paid at once and the membership activated
 * here; an online purchase waits for its payment (payment-service settles it).
 */
export async function writeMembershipSale(
  deps: AppDeps,
  tx: Db,
  sale: MembershipSale,
): Promise<{ order: OrderRow; membership: MembershipRow }> {
  const now = deps.clock.now();
  const { member, plan } = sale;
  const sport = orderSportOf(plan);
  const orderId = randomUUID();
  const paidNow = sale.soldBy !== null || plan.price === 0;
  // As desk bookings for members do: the contact as the member keeps it (phone may be empty).
  const billing = { name: member.name, email: member.email, ...(member.phone ? { phone: member.phone } : {}) } as Billing;
  // An invoice number drawn twice is drawn again without losing the sale.
  const [order] = await withFreshInvoice(tx, sport, facilityToday(now, deps.config.timezone), (savepoint, inv) =>
    savepoint
      .insert(orders)
      .values({
        id: orderId,
        sport,
        kind: "membership",
        memberId: member.id,
        status: paidNow ? "paid" : "pending",
        billing,
        total: plan.price,
        currency: deps.config.currency,
        inv,
        paymentProvider: sale.soldBy ? DESK_PROVIDER : deps.payments.name,
        accessKeyHash: digest(orderAccessKey(deps.appSecret, orderId)),
        idempotencyKey: sale.idempotencyKey,
        requestHash: sale.requestHash,
        holdExpiresAt: paidNow ? null : new Date(now.getTime() + MEMBERSHIP_CHECKOUT_MINUTES * 60_000),
        paidAt: paidNow ? now : null,
        createdByAdminId: sale.soldBy,
        createdAt: now,
      })
      .returning(),
  );
  if (!order) throw new Error("membership order not written");
  const description = `${plan.name}, ${periodWords[plan.period]}`;
  await tx
    .insert(orderLines)
    .values({ orderId, kind: "membership", description, qty: 1, unitPrice: plan.price, amount: plan.price });
  if (sale.soldBy && plan.price > 0) {
    await recordDeskCharge(tx, order, now);
  }
  const [pending] = await tx
    .insert(memberships)
    .values({ memberId: member.id, planId: plan.id, status: "pending", orderId, soldByAdminId: sale.soldBy, createdAt: now })
    .returning();
  if (!pending) throw new Error("membership not written");
  const membership = paidNow ? await activatePending(tx, pending.id, now, deps.config.timezone) : pending;
  return { order, membership: membership ?? pending };
}
