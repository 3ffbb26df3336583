import { formatDay } from "@courtside/contract";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, courts, timeslots } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { addDays, facilityToday, hhmm, type Instants, slotInstants } from "../../facility-time.ts";
import { HttpError, invalidField, worded } from "../../http/http-error.ts";
import { payerTier } from "../booking-policy/tier.ts";
import { tierWindow } from "../booking-policy/window.ts";
import type { TimeslotRow } from "../catalog/catalog-service.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { type BookingReach, STAFF_HORIZON_DAYS } from "../orders/order-validation.ts";
import { bookingRules } from "../rules/service.ts";
import { moveWords } from "./i18n.ts";

/** Where one booked court goes: the booking, and the court, date and slot it moves to. */
export type MoveInput = { booking_id: number; court_id: number; date: string; timeslot_id: number };

/** One booked court and where it goes. */
export type Placement = { bookingId: number; from: { id: number; name: string }; to: { id: number; name: string } };

/** Where the order's courts are, as a customer reads it. */
export type Place = { courts: string[]; date: string; start: string; end: string };

/** A checked move: every active court of the order, its old and new place, the target slot. */
export type MovePlan = {
  placements: Placement[];
  slot: TimeslotRow;
  date: string;
  during: Instants;
  /** The order's slot before the move (all its courts share it). */
  was: { date: string; slotId: number; place: Place };
  now: Place;
  timeChanges: boolean;
};

/** The order's held courts with their court and slot, in booking id order (the order rows are updated in). */
export function heldCourtsOf(db: Db, orderId: string) {
  return db
    .select({ booking: bookings, court: { id: courts.id, name: courts.name }, slot: timeslots })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(timeslots, eq(timeslots.id, bookings.timeslotId))
    .where(and(eq(bookings.orderId, orderId), eq(bookings.active, true)))
    .orderBy(asc(bookings.id));
}
type HeldCourt = Awaited<ReturnType<typeof heldCourtsOf>>[number];

/**
 * Checks a move against the order and the catalog before anything is written: the booked
 * court is the order's and still held, it has not started, the target court and slot are
 * open ones of the order's sport, the date is today or later (up to the staff horizon, or the
 * sport's public booking horizon for a member) and the slot still to come, and something actually changes. Closures and other bookings are
 * left to the writing transaction (the database decides).
 */
export async function planMove(deps: AppDeps, order: OrderRow, input: MoveInput, reach: BookingReach): Promise<MovePlan> {
  const { db } = deps.database;
  const zone = deps.config.timezone;
  const now = deps.clock.now();
  const held = await heldCourtsOf(db, order.id);
  const moving = held.find((h) => h.booking.id === input.booking_id);
  if (!moving)
    throw invalidField("booking_id", worded(moveWords, "moves.courtNotInOrder"), {
      code: "move_booking_not_in_order",
      params: { booking_id: input.booking_id },
    });
  const first = held[0] as HeldCourt;
  const wasDuring = slotInstants(first.booking.date, first.slot.startTime, first.slot.endTime, zone);
  if (wasDuring.start <= now)
    throw new HttpError(409, worded(moveWords, "moves.started"), undefined, undefined, { code: "move_booking_started" });

  const [court, slot] = await Promise.all([openCourt(db, order, input.court_id), openSlot(db, order, input.timeslot_id)]);
  await refuseDateOutsideReach(deps, order, input.date, reach);
  const during = slotInstants(input.date, slot.startTime, slot.endTime, zone);
  if (during.start <= now)
    throw invalidField("timeslot_id", worded(moveWords, "moves.slotStarted"), {
      code: "move_slot_started",
      params: { date: input.date, timeslot_id: slot.id },
    });

  const timeChanges = input.date !== first.booking.date || slot.id !== first.booking.timeslotId;
  // An order books one slot: when its time changes, its other courts go along, each on its own court.
  const placements = held
    .filter((h) => h.booking.id === moving.booking.id || timeChanges)
    .map((h) => ({ bookingId: h.booking.id, from: h.court, to: h.booking.id === moving.booking.id ? court : h.court }));
  refuseDoubleCourts(held, placements, court.name);
  if (!timeChanges && court.id === moving.court.id)
    throw invalidField("court_id", worded(moveWords, "moves.samePlace", { court: court.name }), {
      code: "move_unchanged",
      params: { court: court.name },
    });

  const courtsNow = held.map((h) => placements.find((p) => p.bookingId === h.booking.id)?.to.name ?? h.court.name);
  return {
    placements,
    slot,
    date: input.date,
    during,
    was: {
      date: first.booking.date,
      slotId: first.booking.timeslotId,
      place: placeOf(
        held.map((h) => h.court.name),
        first.booking.date,
        first.slot,
      ),
    },
    now: placeOf(courtsNow, input.date, slot),
    timeChanges,
  };
}

const placeOf = (names: string[], date: string, slot: TimeslotRow): Place => ({
  courts: names,
  date,
  start: hhmm(slot.startTime),
  end: hhmm(slot.endTime),
});

async function openCourt(db: Db, order: OrderRow, courtId: number) {
  const [court] = await db
    .select({ id: courts.id, name: courts.name })
    .from(courts)
    .where(and(eq(courts.id, courtId), eq(courts.sport, order.sport), eq(courts.active, true)));
  if (!court)
    throw invalidField("court_id", worded(moveWords, "moves.courtNotOpen", { sport: order.sport }), {
      code: "move_court_unavailable",
      params: { court_id: courtId, sport: order.sport },
    });
  return court;
}

async function openSlot(db: Db, order: OrderRow, timeslotId: number) {
  const [slot] = await db
    .select()
    .from(timeslots)
    .where(and(eq(timeslots.id, timeslotId), eq(timeslots.sport, order.sport), eq(timeslots.active, true)));
  if (!slot)
    throw invalidField("timeslot_id", worded(moveWords, "moves.slotNotOffered", { sport: order.sport }), {
      code: "move_timeslot_unavailable",
      params: { timeslot_id: timeslotId, sport: order.sport },
    });
  return slot;
}

async function refuseDateOutsideReach(deps: AppDeps, order: OrderRow, date: string, reach: BookingReach) {
  const now = deps.clock.now();
  const zone = deps.config.timezone;
  const today = facilityToday(now, zone);
  if (date < today) throw invalidField("date", worded(moveWords, "moves.datePast"), { code: "move_date_past", params: { date } });
  if (reach === "staff") {
    const last = addDays(today, STAFF_HORIZON_DAYS - 1);
    if (date > last)
      throw invalidField("date", worded(moveWords, "moves.beyondStaffHorizon", { last }), {
        code: "move_outside_horizon",
        params: { last_date: last },
      });
    return;
  }
  // As far ahead as the member may book today (their plan's window, or the sport's horizon).
  const [rules, tier] = await Promise.all([
    bookingRules(deps.database.db, order.sport),
    payerTier(deps.database.db, order.sport, order.memberId, today),
  ]);
  const horizon = tierWindow(now, zone, tier, rules);
  if (date <= horizon.last) return;
  const message = worded(moveWords, "moves.beyondHorizon", (locale) => ({ last: formatDay(horizon.last, locale) }));
  throw new HttpError(422, message, { date: [message] }, undefined, {
    code: "move_outside_horizon",
    params: { last_date: horizon.last },
  });
}

/** Two courts of one order cannot share a court at the same time (the moving one onto a court the order keeps). */
function refuseDoubleCourts(held: HeldCourt[], placements: Placement[], target: string) {
  const moved = new Set(placements.map((p) => p.bookingId));
  const after = [...placements.map((p) => p.to.id), ...held.filter((h) => !moved.has(h.booking.id)).map((h) => h.court.id)];
  if (new Set(after).size !== after.length)
    throw invalidField("court_id", worded(moveWords, "moves.courtTwice", { court: target }), {
      code: "move_court_twice",
      params: { court: target },
    });
}

/** Bookings of other orders that hold one of the courts during the span (committed rows): the first court's name. */
export async function courtTakenDuring(db: Db, orderId: string, courtIds: number[], span: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: courts.name })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(
      and(
        inArray(bookings.courtId, courtIds),
        eq(bookings.active, true),
        ne(bookings.orderId, orderId),
        sql`${bookings.during} && ${span}::tstzrange`,
      ),
    )
    .limit(1);
  return row?.name;
}
