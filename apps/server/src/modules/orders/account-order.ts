import { randomUUID } from "node:crypto";
import type { Billing, Sport } from "@courtside/contract";
import type { Db } from "../../db/client.ts";
import { type members, orderLines, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday } from "../../facility-time.ts";
import { digest } from "../auth/secrets.ts";
import { recordDeskCharge } from "../payments/desk-charge.ts";
import { DESK_PROVIDER } from "../payments/providers.ts";
import { orderAccessKey } from "./access-keys.ts";
import { withFreshInvoice } from "./fresh-invoice.ts";
import type { OrderRow } from "./order-queries.ts";

type MemberRow = typeof members.$inferSelect;

/** What an order that pays for something other than courts is: a membership, a credit top-up. */
export type AccountOrder = {
  kind: "membership" | "topup";
  /** The invoice prefix and the staff who see it. */
  sport: Sport;
  member: MemberRow;
  total: number;
  /** Its one line's words. */
  description: string;
  idempotencyKey: string;
  requestHash: string;
  /** Sold at the desk by this administrator: paid there at once (a desk charge). Else paid online. */
  soldBy: string | null;
  /** How long an online purchase's checkout stays open. */
  checkoutMinutes: number;
};

/**
 * Writes such an order and its one line in the caller's transaction: no courts, no hold payer
 * (it counts against no hold limit). Sold at the desk, or costing nothing, it is paid at once;
 * otherwise it waits for its payment, whose settling runs the kind's handler (order-kinds.ts).
 */
export async function writeAccountOrder(deps: AppDeps, tx: Db, sale: AccountOrder): Promise<OrderRow> {
  const now = deps.clock.now();
  const { member } = sale;
  const orderId = randomUUID();
  const paidNow = sale.soldBy !== null || sale.total === 0;
  // As desk bookings for members do: the contact as the member keeps it (phone may be empty).
  const billing = { name: member.name, email: member.email, ...(member.phone ? { phone: member.phone } : {}) } as Billing;
  // An invoice number drawn twice is drawn again without losing the sale.
  const [order] = await withFreshInvoice(tx, sale.sport, facilityToday(now, deps.config.timezone), (savepoint, inv) =>
    savepoint
      .insert(orders)
      .values({
        id: orderId,
        sport: sale.sport,
        kind: sale.kind,
        memberId: member.id,
        status: paidNow ? "paid" : "pending",
        billing,
        total: sale.total,
        currency: deps.config.currency,
        inv,
        paymentProvider: sale.soldBy ? DESK_PROVIDER : deps.payments.name,
        accessKeyHash: digest(orderAccessKey(deps.appSecret, orderId)),
        idempotencyKey: sale.idempotencyKey,
        requestHash: sale.requestHash,
        holdExpiresAt: paidNow ? null : new Date(now.getTime() + sale.checkoutMinutes * 60_000),
        paidAt: paidNow ? now : null,
        createdByAdminId: sale.soldBy,
        createdAt: now,
      })
      .returning(),
  );
  if (!order) throw new Error(`${sale.kind} order not written`);
  await tx
    .insert(orderLines)
    .values({ orderId, kind: sale.kind, description: sale.description, qty: 1, unitPrice: sale.total, amount: sale.total });
  if (sale.soldBy && sale.total > 0) await recordDeskCharge(tx, order, now);
  return order;
}

/** Where a pending order is paid, as its provider links it (null once it is not pending). */
export function payableLink(deps: AppDeps, order: OrderRow): string | null {
  if (order.status !== "pending" || !order.paymentlink) return null;
  const provider = deps.providers.get(order.paymentProvider);
  return provider?.linkFor(order.paymentlink, orderAccessKey(deps.appSecret, order.id)) ?? order.paymentlink;
}
