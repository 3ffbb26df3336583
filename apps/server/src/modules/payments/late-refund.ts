import { eq } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { orderSnapshot } from "../admin-bookings/presenter.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { sendRefundNotice } from "../orders/cancellation-notice.ts";
import { refundCharges, refundSummary, unrefundedCharges } from "./refunds.ts";
import { type Refusal, refusalText } from "./refusal.ts";

/** Runs refundDuePayment without holding up the answer (the payer or the webhook). */
export function refundDueLater(deps: AppDeps, orderId: string, reason: Refusal): void {
  deps.background.urgent("refund of an unusable payment", () => refundDuePayment(deps, orderId, reason));
}

/**
 * Money an order cannot use (refund_due: it arrived after the hold lapsed and the court was
 * taken, after the order was cancelled, or for an order already paid another way) goes back
 * through the provider that took it: refund rows recorded, refund_due cleared, the order
 * refunded (a paid order stays paid and keeps the payment that paid it), the payer mailed
 * why. When the provider fails (or is gone) nothing changes: refund_due stays for staff,
 * whose cancel refunds it, and the failure is logged. Answers whether it refunded.
 */
export async function refundDuePayment(deps: AppDeps, orderId: string, reason: Refusal): Promise<boolean> {
  const now = deps.clock.now();
  let done: Awaited<ReturnType<typeof refundInTransaction>>;
  try {
    done = await refundInTransaction(deps, orderId, reason, now);
  } catch (err) {
    deps.log.warn({ err, orderId }, "automatic refund failed; the order stays refund_due for staff to refund");
    return false;
  }
  if (!done) return false;
  await sendRefundNotice(deps, done.order, done.refunds, reason);
  return true;
}

async function refundInTransaction(deps: AppDeps, orderId: string, reason: Refusal, now: Date) {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    // Staff may have refunded it meanwhile.
    if (!row?.refundDue) return null;
    const open = await unrefundedCharges(tx, row.id);
    // A paid order keeps the payment that paid it (its oldest); the later ones go back.
    const due = row.status === "paid" ? open.slice(1) : open;
    const refunds = await refundCharges(deps, tx, row, due, now);
    const [after] = await tx
      .update(orders)
      .set(
        row.status === "paid"
          ? { refundDue: false }
          : { refundDue: false, status: "refunded", cancelledAt: row.cancelledAt ?? now },
      )
      .where(eq(orders.id, row.id))
      .returning();
    await recordAudit(tx, {
      actorAdminId: null,
      action: "order.auto_refund",
      entity: "order",
      entityId: row.id,
      before: orderSnapshot(row),
      after: { ...orderSnapshot(after ?? row), refund: refundSummary(refunds), reason: refusalText(reason) },
    });
    return refunds.length > 0 ? { order: after ?? row, refunds } : null;
  });
}
