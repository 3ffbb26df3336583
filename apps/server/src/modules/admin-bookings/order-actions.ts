import type { Billing, RefundDestination } from "@courtside/contract";
import { eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isExclusionViolation } from "../../db/errors.ts";
import { bookings, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError, notFound, type Wording, worded } from "../../http/http-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import type { ClubReason } from "../mail/refund-mail.ts";
import { sendCancellationNotice } from "../orders/cancellation-notice.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { closeCheckout, closeCheckoutLater } from "../payments/close-checkout.ts";
import { recordDeskCharge } from "../payments/desk-charge.ts";
import { orderPaid, takenCourtName } from "../payments/payment-service.ts";
import { DESK_PROVIDER } from "../payments/providers.ts";
import {
  assertRefundable,
  creditKept,
  type OpenCharge,
  type RecordedRefund,
  refundCharges,
  refundSummary,
  returnAppliedCredit,
  unrefundedCharges,
} from "../payments/refunds.ts";
import { adminBookingWords } from "./i18n.ts";
import { findOrderById } from "./order-detail.ts";
import { cancelRefusal, markPaidRefusal, orderRefusal, resendRefusal } from "./order-rules.ts";
import { orderSnapshot } from "./presenter.ts";

/** Money taken or returned at the desk (its home is payments/providers.ts; desk-booking.ts imports it here). */
export { DESK_PROVIDER };

type Staff = { adminId: string };

/** What staff asked for when cancelling: refund or not, where to, and why. */
export type StaffCancelInput = { refund: boolean; refund_to?: RefundDestination; reason?: string };

/** A staff cancellation as committed: the order now, its pending orders (checkouts to close), the refunds made, money kept. */
export type StaffCancellation = { row: OrderRow; pending: OrderRow[]; refunds: RecordedRefund[]; kept: boolean };

/**
 * Staff cancel an order at any time (the members' cancellation window does not bind them).
 * Pending: cancelled, courts freed, its provider checkout closed. Paid (or paid after its
 * hold lapsed, `refund_due`): every charge refunded the way it was paid (the provider that
 * took it, or at the desk) unless `refund` is false; 409 when that provider is gone. Its extra
 * add-on orders go with a booking. One audit row per order changed, in the same
 * transaction; the customer is mailed what was cancelled and refunded.
 */
export async function cancelByStaff(deps: AppDeps, staff: Staff, orderId: string, input: StaffCancelInput): Promise<OrderRow> {
  const done = await deps.database.db.transaction((tx) => cancelFamily(deps, tx, staff, orderId, input));
  afterStaffCancel(deps, done, input.reason);
  return done.row;
}

/** Once a staff cancellation committed: nobody may pay its pending orders online any more; the customer hears what happened. */
export function afterStaffCancel(deps: AppDeps, done: StaffCancellation, reason: ClubReason | undefined): void {
  for (const o of done.pending) closeCheckoutLater(deps, o);
  deps.background.run("cancellation mail", () =>
    sendCancellationNotice(deps, done.row, { byClub: true, reason, kept: done.kept, refunds: done.refunds }),
  );
}

/**
 * The cancellation itself, in the caller's transaction (a closure cancels several orders in
 * its own): the booking and its extras locked, refunded and audited, its courts freed.
 */
export async function cancelFamily(
  deps: AppDeps,
  tx: Db,
  staff: Staff,
  orderId: string,
  input: StaffCancelInput,
): Promise<StaffCancellation> {
  const now = deps.clock.now();
  // The booking and its extras, locked in one order every time (as the members' cancel does).
  const family = await tx
    .select()
    .from(orders)
    .where(or(eq(orders.id, orderId), eq(orders.parentOrderId, orderId)))
    .orderBy(orders.id)
    .for("update");
  const order = family.find((o) => o.id === orderId);
  if (!order) throw notFound();
  const why = cancelRefusal(order);
  if (why) throw why;
  if (order.refundDue && !input.refund) throw orderRefusal("admin-bookings.refundRequired", "refund_required", order);

  const members = [order, ...family.filter((o) => o.id !== order.id)];
  const moneyTaken = (o: OrderRow) => o.status === "paid" || (o.status === "expired" && o.refundDue);
  const charges = new Map<string, OpenCharge[]>();
  for (const o of members.filter(moneyTaken)) charges.set(o.id, await unrefundedCharges(tx, o.id));
  const taken = [...charges.values()].flat();
  // Every provider is checked before any money moves, so a refund never stops halfway.
  if (input.refund && input.refund_to !== "credit") assertRefundable(deps, taken);

  const refunds: RecordedRefund[] = [];
  let row = order;
  for (const o of members) {
    if (!moneyTaken(o) && o.status !== "pending") continue;
    const returned = moneyTaken(o)
      ? input.refund
        ? await refundCharges(deps, tx, o, charges.get(o.id) ?? [], now, input.refund_to)
        : []
      : // Unpaid: club credit put toward it goes back whatever staff chose.
        await returnAppliedCredit(tx, o, now);
    refunds.push(...returned);
    const [after] = await tx
      .update(orders)
      .set({ status: returned.length > 0 ? "refunded" : "cancelled", refundDue: false, cancelledAt: now })
      .where(eq(orders.id, o.id))
      .returning();
    if (after && o.id === order.id) row = after;
    await recordAudit(tx, {
      actorAdminId: staff.adminId,
      action: "order.cancel",
      entity: "order",
      entityId: o.id,
      before: orderSnapshot(o),
      after: { ...orderSnapshot(after ?? o), refund: refundSummary(returned), reason: input.reason ?? null },
    });
  }
  // A booking's courts are free at once (the NOTIFY trigger updates live grids); extras hold none.
  await tx.update(bookings).set({ active: false }).where(eq(bookings.orderId, order.id));
  const kept = !input.refund && taken.some((c) => c.amount > 0);
  return { row, pending: members.filter((o) => o.status === "pending"), refunds, kept };
}

/**
 * A pending order paid at the desk: a `desk` charge, the order paid, the confirmation mail
 * sent as for an online payment. Its provider checkout is closed first, so the customer
 * cannot pay online as well (a payment that still arrives is recorded and refunded); 409
 * when the customer has just completed it. An order whose hold lapsed takes its courts again
 * if they are still free (the exclusion constraint decides); otherwise 409 naming the court.
 */
export async function markPaidByStaff(deps: AppDeps, staff: Staff, orderId: string): Promise<OrderRow> {
  const { db } = deps.database;
  const found = await findOrderById(db, orderId);
  const refused = markPaidRefusal(found);
  if (refused) throw refused;
  if (found.paymentlink && (await closeCheckout(deps, found)) === "paid") {
    throw orderRefusal("admin-bookings.checkoutCompleted", "checkout_completed");
  }
  const now = deps.clock.now();
  const paid = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for("update");
    if (!order) throw orderRefusal("admin-bookings.orderGone", "order_gone");
    const why = markPaidRefusal(order);
    if (why) throw why;
    if (order.status === "expired") await holdAgain(tx, order);
    // Club credit already spent on it (credit first, the rest by card) and the players' shares of a split booking: the desk takes the rest.
    const amount = order.total - order.sharedOut - (await creditKept(tx, order.id));
    await recordDeskCharge(tx, order, now, amount);
    const [after] = await tx.update(orders).set({ status: "paid", paidAt: now }).where(eq(orders.id, order.id)).returning();
    await recordAudit(tx, {
      actorAdminId: staff.adminId,
      action: "order.mark_paid",
      entity: "order",
      entityId: order.id,
      before: orderSnapshot(order),
      after: { ...orderSnapshot(after ?? order), payment: { provider: DESK_PROVIDER, amount } },
    });
    return after ?? order;
  });
  orderPaid(deps, paid.id);
  return paid;
}

async function holdAgain(tx: Db, order: OrderRow) {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.update(bookings).set({ active: true }).where(eq(bookings.orderId, order.id));
    });
  } catch (err) {
    if (!isExclusionViolation(err)) throw err;
    const court = await takenCourtName(tx, order.id);
    throw new HttpError(
      409,
      worded(adminBookingWords, "admin-bookings.holdCourtTaken", { known: court ? "yes" : "no", court: court ?? "" }),
      undefined,
      undefined,
      { code: "hold_court_taken", params: court ? { court } : {} },
    );
  }
}

/** Queues the confirmation mail of a paid order again (and records who asked); answers what to tell staff. */
export async function resendConfirmation(deps: AppDeps, staff: Staff, orderId: string): Promise<Wording> {
  const { db } = deps.database;
  const order = await findOrderById(db, orderId);
  const why = resendRefusal(order);
  if (why) throw why;
  const to = (order.billing as Partial<Billing>).email ?? "";
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      actorAdminId: staff.adminId,
      action: "order.resend_confirmation",
      entity: "order",
      entityId: order.id,
      after: { to },
    });
  });
  orderPaid(deps, order.id);
  return worded(adminBookingWords, "admin-bookings.confirmationResent", { email: to });
}
