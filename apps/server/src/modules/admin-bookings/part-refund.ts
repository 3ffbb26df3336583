import type { AdminPartRefundRequest, Locale } from "@courtside/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { orderLines, orders, staffRefunds } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError, invalidField, type Wording, worded } from "../../http/http-error.ts";
import { digest } from "../auth/secrets.ts";
import { formatMoney } from "../mail/money.ts";
import { sendPartRefundNotice } from "../orders/cancellation-notice.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { unrefundedCharges } from "../payments/refunds.ts";
import { adminBookingWords } from "./i18n.ts";
import { findOrderById } from "./order-detail.ts";
import { orderRefusal, partRefundRefusal } from "./order-rules.ts";
import { applyPartRefund, type HeldCourt, heldCourts, leftOf, type PartRefundPlan } from "./part-refund-core.ts";

type Staff = { adminId: string };

const reusedKey = () =>
  invalidField("idempotency-key", worded(adminBookingWords, "admin-bookings.keyReused"), { code: "idempotency_key_reused" });

/**
 * Staff refund part of a paid order: an amount (goodwill; no court is freed) or chosen lines
 * (each in full; a court line frees its court when its slot has not started, since a court
 * refunded before play is one the player will not use). One transaction under the order's row
 * lock: the money back, the lines and courts, the order's status, the key, the audit row. A
 * repeat of the Idempotency-Key refunds nothing again; the customer is mailed after commit.
 */
export async function refundPartByStaff(
  deps: AppDeps,
  staff: Staff,
  orderId: string,
  input: AdminPartRefundRequest,
  key: string,
): Promise<void> {
  const { db } = deps.database;
  const found = await findOrderById(db, orderId);
  const requestKey = digest(`staff-refund:${staff.adminId}:${key}`);
  const lines = input.lines ? [...new Set(input.lines)].sort((a, b) => a - b) : null;
  const requestHash = digest(JSON.stringify([found.id, input.amount ?? null, lines, input.to, input.reason]));
  let done: Awaited<ReturnType<typeof refundInTransaction>>;
  try {
    done = await db.transaction((tx) =>
      refundInTransaction(deps, tx, staff, found.id, { ...input, lines }, { requestKey, requestHash }),
    );
  } catch (err) {
    // The key was taken meanwhile by a refund of another order (same order: the row lock serialises them).
    if (isUniqueViolation(err)) throw reusedKey();
    throw err;
  }
  if (!done) return;
  const { row, refunds, freed } = done;
  deps.background.run("part refund mail", () =>
    sendPartRefundNotice(deps, row, { reason: input.reason, refunds, freedCourts: freed }),
  );
}

type Keyed = { requestKey: string; requestHash: string };
type Input = Omit<AdminPartRefundRequest, "lines"> & { lines: number[] | null };

async function refundInTransaction(deps: AppDeps, tx: Db, staff: Staff, orderId: string, input: Input, keyed: Keyed) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw orderRefusal("admin-bookings.orderGone", "order_gone");
  // A repeat racing the first waits on the row lock above, then finds the first one's key here.
  const [earlier] = await tx.select().from(staffRefunds).where(eq(staffRefunds.requestKey, keyed.requestKey));
  if (earlier) {
    if (earlier.requestHash !== keyed.requestHash) throw reusedKey();
    return null;
  }
  const why = partRefundRefusal(order);
  if (why) throw why;
  if (input.to === "credit" && !order.memberId)
    throw invalidField("to", worded(adminBookingWords, "admin-bookings.creditForGuest"), { code: "credit_refund_guest" });
  const charges = await unrefundedCharges(tx, order.id);
  const left = leftOf(charges);
  if (left <= 0) throw orderRefusal("admin-bookings.nothingLeft", "refund_nothing_left");
  const held = await heldCourts(deps, tx, order.id);
  const plan = input.lines ? await planByLines(tx, order, input.lines, held) : planByAmount(input.amount ?? 0);
  const field = input.lines ? "lines" : "amount";
  const money = (minor: number, locale: Locale) => formatMoney(minor, order.currency, locale);
  if (plan.amount > left)
    throw overRefund(
      field,
      worded(adminBookingWords, "admin-bookings.refundAtMost", (locale) => ({ left: money(left, locale) })),
      left,
    );
  const stillToPlay = held.some((c) => !c.started && !plan.freeBookingIds.includes(c.bookingId));
  if (plan.amount === left && stillToPlay)
    throw overRefund(
      field,
      worded(adminBookingWords, "admin-bookings.refundAllWhileBooked", (locale) => ({
        left: money(left, locale),
        most: money(left - 1, locale),
      })),
      left - 1,
    );

  const applied = await applyPartRefund(deps, tx, order, charges, { ...plan, to: input.to }, held, {
    adminId: staff.adminId,
    reason: input.reason,
  });
  await tx.insert(staffRefunds).values({
    orderId: order.id,
    requestKey: keyed.requestKey,
    requestHash: keyed.requestHash,
    adminId: staff.adminId,
    amount: plan.amount,
    destination: input.to,
    reason: input.reason,
  });
  return applied;
}

/** 422 naming the field and the most that may be refunded (`params.limit`, minor units). */
function overRefund(field: string, message: Wording, limit: number) {
  return new HttpError(422, message, { [field]: [message] }, undefined, { code: "refund_exceeds_left", params: { limit } });
}

const planByAmount = (amount: number): Omit<PartRefundPlan, "to"> => ({ amount, lineIds: [], freeBookingIds: [] });

/** Each chosen line in full; 422 for a line not of this order or already refunded on its own. */
async function planByLines(tx: Db, order: OrderRow, ids: number[], held: HeldCourt[]): Promise<Omit<PartRefundPlan, "to">> {
  const rows = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), inArray(orderLines.id, ids)));
  const foreign = ids.filter((id) => !rows.some((r) => r.id === id));
  if (foreign.length > 0)
    throw invalidField("lines", worded(adminBookingWords, "admin-bookings.foreignLines", { lines: foreign.join(", ") }), {
      code: "refund_line_not_in_order",
      params: { lines: foreign.map(String) },
    });
  const refunded = rows.filter((r) => r.refundedAt !== null);
  if (refunded.length > 0)
    throw invalidField(
      "lines",
      // The lines' descriptions, as they were written on the order.
      worded(adminBookingWords, "admin-bookings.linesRefunded", { lines: refunded.map((r) => r.description).join("; ") }),
      { code: "refund_line_refunded", params: { lines: refunded.map((r) => String(r.id)) } },
    );
  const amount = rows.reduce((sum, r) => sum + r.amount, 0);
  if (amount <= 0)
    throw invalidField("lines", worded(adminBookingWords, "admin-bookings.linesFree"), { code: "refund_lines_free" });
  // A refunded court line frees its court when its slot is still to come.
  const freeBookingIds = held
    .filter((c) => !c.started && rows.some((r) => r.kind === "court" && r.courtId === c.courtId && r.date === c.date))
    .map((c) => c.bookingId);
  return { amount, lineIds: rows.map((r) => r.id), freeBookingIds };
}
