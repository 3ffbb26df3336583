import type { Sport } from "@courtside/contract";
import { hhmm, isWeekend, slotInstants } from "../../facility-time.ts";
import type { AddonRow, TimeslotRow } from "../../modules/catalog/catalog-service.ts";
import type { OrderRow } from "../../modules/orders/order-queries.ts";
import { awake, type DemoClub, inSmallHours } from "./club.ts";
import type { BookingIntent, ChosenAddon, DemoCourt } from "./ledger.ts";
import type { DemoPlayer } from "./people.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Orders staff take at the desk (phone calls, walk-ins); the rest are booked online. */
const DESK_SHARE = 0.12;
/** Orders for two courts at once (a group, a coaching session). */
const PAIR_SHARE = 0.1;
/** Paid bookings that later get extra add-ons (balls, a racket) as an order of their own. */
const EXTRAS_SHARE = 0.05;

export type SlotOnDate = { sport: Sport; date: string; slot: TimeslotRow };
export type Channel = "online" | "desk";

/** Books `courts` of a slot as paid orders: mostly one court each, now and then two together. */
export function bookCourts(club: DemoClub, at: SlotOnDate, courts: DemoCourt[]): void {
  const queue = club.random.shuffled(courts);
  while (queue.length > 0) {
    const group = queue.splice(0, queue.length >= 2 && club.random.chance(PAIR_SHARE) ? 2 : 1);
    const order = club.ledger.book(intentFor(club, at, group, club.people.anyone(), { paid: true }));
    if (club.random.chance(EXTRAS_SHARE)) addExtrasLater(club, at, order);
  }
}

/** An order for courts of a slot as `player` placed it: its channel, add-ons and when. */
export function intentFor(
  club: DemoClub,
  at: SlotOnDate,
  courts: DemoCourt[],
  player: DemoPlayer,
  how: { paid: boolean; channel?: Channel },
): BookingIntent {
  const channel = how.channel ?? (club.random.chance(DESK_SHARE) ? "desk" : "online");
  return {
    ...at,
    courts,
    player,
    ...chooseAddons(club, at, courts.length),
    createdAt: placedAt(club, startOf(club, at), channel),
    channel:
      channel === "desk"
        ? { kind: "desk", adminId: club.staff.deskId[at.sport] }
        : // A documentation-range address (TEST-NET-2): never a real client's.
          { kind: "online", address: `198.51.100.${club.random.int(1, 254)}` },
    paid: how.paid,
  };
}

/**
 * Balls or rackets bought for a paid booking after it was paid and before it starts, never
 * later than now nor in the small hours. Skipped when that leaves no time (a booking placed
 * just before its start).
 */
export function addExtrasLater(club: DemoClub, at: SlotOnDate, parent: OrderRow, wanted?: ChosenAddon[]): OrderRow | null {
  const groupOne = club.catalog[at.sport].addons.filter((a) => a.module === "addons" && a.group === 1);
  const addons = wanted ?? someOf(club, at, 1, groupOne, 0.6);
  if (addons.length === 0 || !parent.paidAt) return null;
  const from = parent.paidAt.getTime() + HOUR;
  const to = Math.min(startOf(club, at).getTime() - 30 * MINUTE, club.ledger.club.now.getTime() - 5 * MINUTE);
  if (to <= from) return null;
  const createdAt = awake(club, new Date(from + Math.floor(club.random.next() * (to - from))), new Date(from));
  if (inSmallHours(club, createdAt)) return null;
  return club.ledger.addExtras(parent, at.date, at.slot, addons, createdAt);
}

export function startOf(club: DemoClub, at: SlotOnDate): Date {
  return slotInstants(at.date, hhmm(at.slot.startTime), hhmm(at.slot.endTime), club.ledger.club.zone).start;
}

/**
 * When the order was placed: online mostly a day or three ahead, some the same day, some a
 * week or more; at the desk from a walk-in half an hour before to a call two days ahead.
 * Always before the slot starts, a few minutes before now, and not in the small hours.
 */
function placedAt(club: DemoClub, start: Date, channel: Channel): Date {
  const { random } = club;
  const hours =
    channel === "desk"
      ? random.int(30, 48 * 60) / 60
      : random.weighted([
          { item: random.int(60, 8 * 60) / 60, weight: 35 },
          { item: random.int(24, 72), weight: 40 },
          { item: random.int(72, 240), weight: 25 },
        ]);
  const latest = club.ledger.club.now.getTime() - random.int(5, 180) * MINUTE;
  return awake(club, new Date(Math.min(start.getTime() - hours * HOUR, latest) - random.int(0, 59) * 1000));
}

/**
 * What players add: now and then rackets or balls (group 1, a few per court), rarely a coach
 * or the ball machine (group 2, one per slot); on weekday mornings a few join the sport's
 * module (camp, clinic) for the day. Never more than the stock left in the slot.
 */
function chooseAddons(club: DemoClub, at: SlotOnDate, courtCount: number) {
  const plain = (group: number) => club.catalog[at.sport].addons.filter((a) => a.module === "addons" && a.group === group);
  const addons = [...someOf(club, at, courtCount, plain(1), 0.15), ...someOf(club, at, 1, plain(2), 0.03)];
  const morning = Number(hhmm(at.slot.startTime).slice(0, 2)) < 12;
  const joinsModule = morning && !isWeekend(at.date) && club.random.chance(0.06);
  const moduleAddons = club.catalog[at.sport].addons.filter((a) => a.module === "multi-addons");
  const multiAddons = joinsModule ? someOf(club, at, 1, moduleAddons, 0.7).map((a) => ({ ...a, date: at.date })) : [];
  return { addons, multiAddons };
}

/** Each add-on with probability `share`, up to two per court, within the stock left. */
function someOf(club: DemoClub, at: SlotOnDate, courtCount: number, candidates: AddonRow[], share: number): ChosenAddon[] {
  const chosen: ChosenAddon[] = [];
  for (const addon of candidates) {
    if (!club.random.chance(share)) continue;
    const most = addon.group === 2 ? 1 : 2 * courtCount;
    const qty = Math.min(club.random.int(1, most), club.ledger.stockLeft(addon, at.date, at.slot.id));
    if (qty > 0) chosen.push({ addon, qty });
  }
  return chosen;
}
