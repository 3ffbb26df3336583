import { formatDayAt, type MemberMoveRequest, type MemberMoveResult, type Sport } from "@courtside/contract";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm } from "../../facility-time.ts";
import { HttpError, invalidField, notFound, worded } from "../../http/http-error.ts";
import { findOrder, type OrderRow, orderDetails } from "../orders/order-queries.ts";
import { presentOrders } from "../orders/present-orders.ts";
import { cancellationDeadline } from "../orders/presenter.ts";
import { bookingRules } from "../rules/service.ts";
import { moveWords } from "./i18n.ts";
import { type MoveDone, moveOrder } from "./move-order.ts";
import { heldCourtsOf } from "./move-plan.ts";

/**
 * A member moves their own paid booking to another court, time or date while it may still
 * be cancelled free (cancel_hours before its start), to a slot within the sport's public
 * booking horizon that has not started. The price difference is always settled. Someone
 * else's order, or none, is 404 as for the other member order routes.
 */
export async function moveBookingByMember(
  deps: AppDeps,
  sport: Sport,
  memberId: string,
  orderId: string,
  input: MemberMoveRequest,
): Promise<MemberMoveResult> {
  const { db } = deps.database;
  const found = await findOrder(db, sport, orderId);
  if (!found || found.memberId !== memberId || found.parentOrderId) throw notFound();
  const held = await heldCourtsOf(db, found.id);
  const moving = held.find((h) => h.court.id === input.from_court_id);
  if (!moving && found.status === "paid")
    throw invalidField("from_court_id", worded(moveWords, "moves.courtNotInBooking"), {
      code: "move_court_not_in_booking",
      params: { court_id: input.from_court_id },
    });
  const { cancelHours } = await bookingRules(db, sport);
  const target = {
    booking_id: moving?.booking.id ?? 0,
    court_id: input.court_id,
    date: input.date,
    timeslot_id: input.timeslot_id,
  };
  const done = await moveOrder(deps, { kind: "member", memberId }, found, target, {
    reach: "public",
    refusal: (order, db) => memberMoveRefusal(deps, db, order, cancelHours),
  });
  return resultOf(deps, done);
}

/** A member may move a paid booking until free cancellation ends; each refusal names its rule. */
async function memberMoveRefusal(deps: AppDeps, db: Db, order: OrderRow, cancelHours: number): Promise<HttpError | null> {
  if (order.status !== "paid") {
    const message = worded(moveWords, "moves.notPaid", { status: order.status });
    return new HttpError(409, message, undefined, undefined, { code: "move_not_paid", params: { status: order.status } });
  }
  const details = (await orderDetails(db, [order])).get(order.id);
  if (!details?.date || !details.slot)
    return new HttpError(409, worded(moveWords, "moves.noCourts"), undefined, undefined, { code: "move_no_courts" });
  const deadline = cancellationDeadline(details.date, details.slot, cancelHours, deps.config.timezone);
  if (deps.clock.now() < deadline) return null;
  const { date, slot } = details;
  const message = worded(moveWords, "moves.windowClosed", (locale) => ({
    hours: cancelHours,
    start: formatDayAt(date, hhmm(slot.startTime), locale),
  }));
  return new HttpError(409, message, undefined, undefined, {
    code: "move_window_closed",
    params: { deadline: deadline.toISOString(), cancel_hours: cancelHours },
  });
}

async function resultOf(deps: AppDeps, done: MoveDone): Promise<MemberMoveResult> {
  const fresh = await findOrder(deps.database.db, done.order.sport, done.order.id);
  const [order] = await presentOrders(deps, [fresh ?? done.order]);
  const s = done.settlement;
  const [child] = s.kind === "charge" ? await presentOrders(deps, [s.child]) : [];
  return {
    order: order as MemberMoveResult["order"],
    difference: {
      kind: s.kind,
      amount: s.amount,
      currency: done.order.currency,
      order_id: child?.order_id ?? null,
      paymentlink: child?.paymentlink ?? null,
    },
  };
}
