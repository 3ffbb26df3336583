import type { Billing, DeskBookingInput, Order, OrderCreateInput, Sport } from "@courtside/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { members } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { invalidField, worded } from "../../http/http-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { digest } from "../auth/secrets.ts";
import { currentLocale } from "../i18n/request-language.ts";
import { readerLocale } from "../mail/layout.ts";
import { hashOfRequest, placeOrder, repeatAnswer } from "../orders/create-order.ts";
import { findOrderByIdempotencyKey } from "../orders/order-queries.ts";
import { validateOrder } from "../orders/order-validation.ts";
import { presentOne } from "../orders/present-orders.ts";
import { priceOrder } from "../orders/pricing.ts";
import { recordDeskCharge } from "../payments/desk-charge.ts";
import { expireLapsedHolds } from "../payments/hold-expiry.ts";
import { orderPaid } from "../payments/payment-service.ts";
import { adminBookingWords } from "./i18n.ts";
import { DESK_PROVIDER } from "./order-actions.ts";
import { orderSnapshot } from "./presenter.ts";

/** Who the booking is for: a member (member prices) or a guest's contact (guest prices). */
export async function customerOf(
  db: Db,
  customer: DeskBookingInput["customer"],
): Promise<{ memberId: string | null; billing: Billing }> {
  if (customer.guest) return { memberId: null, billing: customer.guest };
  const [member] = await db
    .select()
    .from(members)
    .where(eq(members.id, customer.member_id ?? ""));
  if (!member)
    throw invalidField("customer.member_id", worded(adminBookingWords, "admin-bookings.memberGone"), {
      code: "member_not_found",
      params: { member_id: customer.member_id ?? "" },
    });
  const billing = { name: member.name, email: member.email, ...(member.phone ? { phone: member.phone } : {}) } as Billing;
  return { memberId: member.id, billing };
}

/**
 * A booking made by staff for a phone or walk-in customer. The online order's rules apply
 * (same validation, the booking policy's prices and plan limits, closures, exclusion
 * constraint and 409 naming the court), except that staff may override a plan's limits
 * (audited) and may book any date from today on, and a booking paid later keeps its courts
 * (no hold expiry) until it is marked paid or cancelled. Paid at once: a desk charge and the
 * confirmation mail. The audit row is written with the order.
 */
export async function createDeskBooking(
  deps: AppDeps,
  sport: Sport,
  adminId: string,
  input: DeskBookingInput,
  idempotencyKey: string,
): Promise<Order> {
  const { db } = deps.database;
  const key = digest(`${sport}:desk:${adminId}:${idempotencyKey}`);
  const customer = await customerOf(db, input.customer);
  const order: OrderCreateInput = {
    date: input.date,
    timeslot_id: input.timeslot_id,
    court_ids: input.court_ids,
    addons1: input.addons1,
    addons2: input.addons2,
    multiaddons1: [],
    multiaddons2: [],
    billing: customer.billing,
    guest: customer.memberId === null,
  };
  const requestHash = hashOfRequest(order);
  const earlier = await findOrderByIdempotencyKey(db, key);
  if (earlier) return repeatAnswer(deps, earlier, order, requestHash);

  await expireLapsedHolds(db, deps.clock.now());
  const valid = await validateOrder(deps, sport, order, customer.memberId, "staff");
  // The lines are written in the customer's language: a member's own, else the staff's.
  const locale = await readerLocale(deps, customer.billing.email, currentLocale());
  const priced = priceOrder(valid.toPrice, locale);
  const paid = input.payment === "paid";
  const placed = await placeOrder(deps, sport, customer.memberId, order, key, valid, priced, {
    paymentProvider: DESK_PROVIDER,
    locale,
    holdMinutes: null,
    paid,
    createdByAdminId: adminId,
    requestHash,
    // Staff book for a plan member within the plan's limits, unless they choose to override them.
    quota: input.override_limits ? null : valid.policy.quota,
    alsoWrite: async (tx, row) => {
      if (paid) {
        await recordDeskCharge(tx, row, row.createdAt);
      }
      await recordAudit(tx, {
        actorAdminId: adminId,
        action: "order.desk_create",
        entity: "order",
        entityId: row.id,
        after: {
          ...orderSnapshot(row),
          date: order.date,
          timeslot_id: order.timeslot_id,
          court_ids: order.court_ids,
          payment: input.payment,
          ...(input.override_limits && valid.policy.quota && { override_limits: true }),
        },
      });
    },
  });
  if ("repeat" in placed) return repeatAnswer(deps, placed.repeat, order, requestHash);
  if (paid) orderPaid(deps, placed.order.id);
  return presentOne(deps, placed.order);
}
