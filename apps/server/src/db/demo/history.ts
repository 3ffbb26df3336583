import { SPORTS, type Sport } from "@courtside/contract";
import { addDays, facilityInstant } from "../../facility-time.ts";
import { awake, closure, courtNamed, type DemoClub, freeCourts, openCourts, slotAt } from "./club.ts";
import { demandShare } from "./demand.ts";
import { bookCourts, intentFor, type SlotOnDate, startOf } from "./slot-orders.ts";

/** How far back the demo club's paid history reaches. */
export const HISTORY_DAYS = 28;

/**
 * The last four weeks: every slot booked about as much as its hour usually is (weather and
 * chance move a day up or down), a maintenance morning and a club evening that closed
 * courts, and the few orders that did not simply get paid: a booking cancelled and refunded
 * by staff, a pay-later desk booking called off, holds that lapsed unpaid.
 */
export async function bookHistory(club: DemoClub): Promise<void> {
  closePast(club);
  for (let offset = -HISTORY_DAYS; offset < 0; offset++) {
    const date = addDays(club.today, offset);
    for (const sport of SPORTS) bookDay(club, sport, date);
  }
  await cancelledByStaff(club);
  lapsedHolds(club);
}

function bookDay(club: DemoClub, sport: Sport, date: string) {
  // A rainy or a glorious day: the whole day's demand moves together.
  const dayFactor = 0.85 + club.random.next() * 0.25;
  for (const slot of club.catalog[sport].slots) {
    const share = demandShare(sport, date, slot.startTime) * dayFactor;
    const booked = openCourts(club, sport, date, slot).filter(() => club.random.chance(share));
    bookCourts(club, { sport, date, slot }, booked);
  }
}

function closePast(club: DemoClub) {
  const maintenance = addDays(club.today, -9);
  closure(club, {
    sport: "tennis",
    court: courtNamed(club, "tennis", "Court 3"),
    date: maintenance,
    from: "07:00",
    to: "14:00",
    reason: "Clay court maintenance: brushing and new lines",
    createdAt: facilityInstant(addDays(maintenance, -6), "09:12", club.ledger.club.zone),
  });
  const clubNight = addDays(club.today, -16);
  closure(club, {
    sport: "padel",
    court: null,
    date: clubNight,
    from: "19:00",
    to: "22:30",
    reason: "Members' padel night (club event)",
    createdAt: facilityInstant(addDays(clubNight, -12), "17:40", club.ledger.club.zone),
  });
}

/**
 * A member's paid tennis booking that staff cancelled and refunded (an injury), and a padel
 * pay-later booking taken at the desk and called off before anyone paid.
 */
async function cancelledByStaff(club: DemoClub) {
  const refunded = firstFree(club, "tennis", addDays(club.today, -12), ["19:00", "18:00", "20:00", "17:00", "16:00"]);
  const member = club.people.aMember();
  const paid = club.ledger.book(intentFor(club, refunded.at, [refunded.court], member, { paid: true, channel: "online" }));
  await club.ledger.cancelByStaff(paid, {
    adminId: club.staff.deskId.tennis,
    at: between(club, paid.paidAt ?? paid.createdAt, startOf(club, refunded.at)),
    refund: true,
    reason: "Injured wrist, called the desk to cancel",
  });

  const calledOff = firstFree(club, "padel", addDays(club.today, -5), ["19:00", "17:30", "20:30", "16:00"]);
  const later = club.ledger.book(
    intentFor(club, calledOff.at, [calledOff.court], club.people.aGuest(), { paid: false, channel: "desk" }),
  );
  await club.ledger.cancelByStaff(later, {
    adminId: club.staff.deskId.padel,
    at: between(club, later.createdAt, startOf(club, calledOff.at)),
    refund: false,
    reason: "Group could not make it; nothing was paid",
  });
}

/** Guests who held courts online and never paid: the holds lapsed and the courts went back. */
function lapsedHolds(club: DemoClub) {
  for (const [sport, daysAgo, starts] of [
    ["tennis", 20, ["18:00", "19:00", "20:00", "21:00"]],
    ["padel", 14, ["19:00", "20:30", "17:30"]],
    ["tennis", 3, ["09:00", "10:00", "11:00", "12:00"]],
  ] as const) {
    const { at, court } = firstFree(club, sport, addDays(club.today, -daysAgo), starts);
    club.ledger.book(intentFor(club, at, [court], club.people.aGuest(), { paid: false, channel: "online" }));
  }
}

/** A minute-exact moment a little past the middle of two instants, in waking hours (a cancellation after the order, before the start). */
function between(club: DemoClub, from: Date, to: Date): Date {
  const at = from.getTime() + (to.getTime() - from.getTime()) * 0.6;
  return awake(club, new Date(Math.ceil(at / 60_000) * 60_000), from);
}

/** The first slot among `starts` with a free court, and that court; any slot of the day if none. */
function firstFree(club: DemoClub, sport: Sport, date: string, starts: readonly string[]) {
  const slots = [...starts.map((s) => slotAt(club, sport, s)), ...club.catalog[sport].slots];
  for (const slot of slots) {
    const at: SlotOnDate = { sport, date, slot };
    const court = freeCourts(club, sport, date, slot)[0];
    if (court) return { at, court };
  }
  throw new Error(`no free ${sport} court on ${date} for the demo`);
}
