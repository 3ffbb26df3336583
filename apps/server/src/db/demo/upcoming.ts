import { SPORTS, type Sport } from "@courtside/contract";
import { addDays, isWeekend } from "../../facility-time.ts";
import { awake, closure, courtNamed, type DemoClub, freeCourts, openCourts, slotAt } from "./club.ts";
import { demandShare, PEAK_SHARE } from "./demand.ts";
import { addExtrasLater, bookCourts, intentFor } from "./slot-orders.ts";

/**
 * The demo club books ahead on today and tomorrow only. Browser tests book from day +2 on, each
 * on its own days and courts (see the README), so what they count is theirs alone.
 */
export const UPCOMING_DAYS = 2;

/** How much of a slot's usual demand is booked already: today nearly all of it, tomorrow most. */
const BOOKED_SO_FAR = [0.85, 0.7];

const DAY = 86_400_000;

/**
 * Today and tomorrow, partly booked: peaks busy but never full (a newcomer can still book
 * one), quiet hours mostly free; the demo member's own booking tomorrow with extras bought
 * since, a pay-later booking taken at the desk, and tomorrow morning a court closed for
 * repainting.
 */
export function bookUpcoming(club: DemoClub): void {
  const tomorrow = addDays(club.today, 1);
  closure(club, {
    sport: "tennis",
    court: courtNamed(club, "tennis", "Court 4"),
    date: tomorrow,
    from: "07:00",
    to: "10:00",
    reason: "Line repainting",
    createdAt: awake(club, new Date(club.ledger.club.now.getTime() - 3 * DAY)),
  });
  demoMemberBooksTomorrow(club, tomorrow);
  payLaterAtTheDesk(club, tomorrow);
  for (let offset = 0; offset < UPCOMING_DAYS; offset++) {
    const date = addDays(club.today, offset);
    for (const sport of SPORTS) bookAhead(club, sport, date, BOOKED_SO_FAR[offset] ?? 0.5);
  }
}

function bookAhead(club: DemoClub, sport: Sport, date: string, soFar: number) {
  for (const slot of club.catalog[sport].slots) {
    const usual = demandShare(sport, date, slot.startTime);
    const open = openCourts(club, sport, date, slot);
    const free = freeCourts(club, sport, date, slot);
    let wanted = open.filter(() => club.random.chance(usual * soFar)).length;
    // A peak shows courts in use, and always one left to book.
    if (usual >= PEAK_SHARE) wanted = Math.max(wanted, 2);
    wanted = Math.min(wanted, open.length - 1);
    const more = wanted - (open.length - free.length);
    if (more > 0) bookCourts(club, { sport, date, slot }, club.random.shuffled(free).slice(0, more));
  }
}

/** The demo member's tennis at tomorrow's peak, with rackets, and a tube of balls added since. */
function demoMemberBooksTomorrow(club: DemoClub, tomorrow: string) {
  const at = { sport: "tennis" as const, date: tomorrow, slot: slotAt(club, "tennis", isWeekend(tomorrow) ? "10:00" : "19:00") };
  const addon = (name: string) => {
    const found = club.catalog.tennis.addons.find((a) => a.name === name);
    if (!found) throw new Error(`the demo tennis catalog has no add-on ${name}`);
    return found;
  };
  const intent = intentFor(club, at, [courtNamed(club, "tennis", "Court 2")], club.people.demoMember, {
    paid: true,
    channel: "online",
  });
  // Booked two days ago, so the extras had time to follow.
  const createdAt = awake(club, new Date(club.ledger.club.now.getTime() - 2 * DAY - 3 * 3_600_000));
  const rackets = [{ addon: addon("Racket rental"), qty: 2 }];
  const order = club.ledger.book({ ...intent, createdAt, addons: rackets, multiAddons: [] });
  addExtrasLater(club, at, order, [{ addon: addon("Tube of 4 balls"), qty: 1 }]);
}

/** A phone booking for tomorrow evening's padel, to be paid at the desk on arrival: courts kept, unpaid. */
function payLaterAtTheDesk(club: DemoClub, tomorrow: string) {
  const slot = slotAt(club, "padel", isWeekend(tomorrow) ? "11:30" : "17:30");
  const court = freeCourts(club, "padel", tomorrow, slot)[0];
  if (!court) return;
  const at = { sport: "padel" as const, date: tomorrow, slot };
  club.ledger.book(intentFor(club, at, [court], club.people.aGuest(), { paid: false, channel: "desk" }));
}
