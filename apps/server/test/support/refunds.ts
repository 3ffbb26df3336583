import { randomBytes } from "node:crypto";
import { adminBookingApiPaths as paths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { orders, payments } from "../../src/db/schema.ts";
import type { StaffSession } from "./back-office.ts";
import { memberToken, postOrder } from "./factories.ts";
import type { TestContext } from "./test-app.ts";

export const refundKey = () => `refund-${randomBytes(12).toString("hex")}`;

/** Staff refund part of an order (a fresh Idempotency-Key unless one is given). */
export const refundPartCall = (staff: StaffSession, orderId: string, body: unknown, key = refundKey()) =>
  staff.post(paths.orderRefunds(orderId), body, { "idempotency-key": key });

/**
 * A member's booking paid partly with club credit and partly by card: the split-payment flow
 * is built elsewhere, so the two charges are written here as it will write them (credit
 * first, the rest through the demo provider) and the order marked paid.
 */
export async function splitPaidOrder(t: TestContext, date: string, slotId: number, courtIds: number[], credit: number) {
  const c = t.client();
  const { member, token } = await memberToken(t.app, c);
  const billing = { name: member.name, email: member.email, phone: "+34 600 000 003" };
  const created = await postOrder(c, "tennis", { date, timeslot_id: slotId, court_ids: courtIds, billing }, { token });
  if (created.statusCode !== 201) throw new Error(created.body);
  const order = created.data as { order_id: string; inv: string; total: number };
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  await db.insert(payments).values([
    {
      orderId: order.order_id,
      provider: "credit",
      providerRef: `credit-spend-${order.inv}`,
      kind: "charge",
      amount: credit,
      currency: "EUR",
      createdAt: now,
    },
    {
      orderId: order.order_id,
      provider: "demo",
      providerRef: `demo-${order.inv}`,
      kind: "charge",
      amount: order.total - credit,
      currency: "EUR",
      createdAt: now,
    },
  ]);
  await db.update(orders).set({ status: "paid", paidAt: now, holdExpiresAt: null }).where(eq(orders.id, order.order_id));
  return { member, token, order };
}
