import { type Billing, isPolicyRefusal, type OrderCreateInput, type Sport } from "@courtside/contract";
import { eq, sql } from "drizzle-orm";
import { preparedPer } from "../../db/prepared.ts";
import { members } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../http/http-error.ts";
import { digest } from "../auth/secrets.ts";
import { closeCheckoutLater } from "../payments/close-checkout.ts";
import { startPayment } from "../payments/start-payment.ts";
import { cancelFamily } from "./cancel-order.ts";
import { hashOfRequest, placeOrder } from "./create-order.ts";
import { findOrderByIdempotencyKey } from "./order-queries.ts";
import { type BookingReach, validateOrder } from "./order-validation.ts";
import { priceOrder } from "./pricing.ts";

/** One court-slot the club holds for a member on its own initiative: a release draw's win, a waitlist offer. */
export type MemberHold = {
  sport: Sport;
  date: string;
  timeslotId: number;
  courtId: number;
  memberId: string;
  /** One per hold meant (digested here): a retry after a crash finds the hold it already placed. */
  key: string;
  /** How long the court is held; the sport's hold_minutes when absent. */
  holdMinutes?: number;
  reach: BookingReach;
};

const isLive = (status: string) => status === "pending" || status === "paid";

const memberById = preparedPer((db) =>
  db
    .select()
    .from(members)
    .where(eq(members.id, sql.placeholder("id")))
    .prepare("member_hold_member"),
);

/** placed: the order holding it; taken: the court-slot is someone else's (or gone); refused: the member's limits or a suspension. */
export type MemberHoldAnswer = { attempt: "placed"; orderId: string } | { attempt: "taken" | "refused" };

/**
 * An ordinary online order (validateOrder and placeOrder, the member's prices, plan limits
 * counted under their lock), billed to the member's account and not counted against their
 * unpaid holds (they did not ask for it this minute). The exclusion constraint still decides:
 * a court-slot someone booked meanwhile answers `taken`.
 */
export async function placeMemberHold(deps: AppDeps, hold: MemberHold): Promise<MemberHoldAnswer> {
  const { db } = deps.database;
  const key = digest(hold.key);
  // Side by side: an offer waits on them one after another otherwise.
  const [placed, [member]] = await Promise.all([
    findOrderByIdempotencyKey(db, key),
    memberById(db).execute({ id: hold.memberId }),
  ]);
  // A retry finds its hold; one that was withdrawn or lapsed since holds nothing for them any more.
  if (placed) return isLive(placed.status) ? { attempt: "placed", orderId: placed.id } : { attempt: "taken" };
  if (!member) return { attempt: "refused" };
  const input: OrderCreateInput = {
    date: hold.date,
    timeslot_id: hold.timeslotId,
    court_ids: [hold.courtId],
    addons1: [],
    addons2: [],
    multiaddons1: [],
    multiaddons2: [],
    // As the desk bills a member (admin-bookings/desk-booking.ts): the account's contact.
    billing: { name: member.name, email: member.email, ...(member.phone ? { phone: member.phone } : {}) } as Billing,
    guest: false,
  };
  try {
    const valid = await validateOrder(deps, hold.sport, input, hold.memberId, hold.reach);
    const priced = priceOrder(valid.toPrice, member.locale);
    const written = await placeOrder(deps, hold.sport, hold.memberId, input, key, valid, priced, {
      paymentProvider: deps.payments.name,
      locale: member.locale,
      holdMinutes: hold.holdMinutes ?? valid.holdMinutes,
      paid: false,
      createdByAdminId: null,
      quota: valid.policy.quota,
      requestHash: hashOfRequest(input),
    });
    const order = "repeat" in written ? written.repeat : written.order;
    // A provider that fails now leaves the hold without a link; the order's page opens the payment again (repeatAnswer).
    if (!order.paymentRef) {
      await startPayment(deps, order, priced.lines.map((l) => l.description).join("; ")).catch((err: unknown) => {
        deps.log.warn({ err, order: order.id }, "could not open the payment of a hold placed for a member");
      });
    }
    return { attempt: "placed", orderId: order.id };
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    // The member's plan limits or a suspension are the member's; anything else (taken, closed, gone) is the court-slot's.
    return { attempt: err.statusCode === 422 && isPolicyRefusal(err.detail?.code) ? "refused" : "taken" };
  }
}

/** Thrown inside the withdrawal's transaction when the hold is no longer only held. */
class NotWithdrawable extends Error {}

/**
 * Takes back a hold the club placed (placeMemberHold) that nobody has paid: cancelled, its court
 * freed, its checkout closed, nobody mailed (they were never told of it). False when it was paid
 * or is over meanwhile: then it stands.
 */
export async function withdrawMemberHold(deps: AppDeps, orderId: string): Promise<boolean> {
  const now = deps.clock.now();
  try {
    const done = await deps.database.db.transaction((tx) =>
      cancelFamily(deps, tx, orderId, now, async (order) => {
        if (order.status !== "pending") throw new NotWithdrawable();
      }),
    );
    for (const o of done.pending) closeCheckoutLater(deps, o);
    return true;
  } catch (err) {
    if (err instanceof NotWithdrawable) return false;
    throw err;
  }
}
