import { formatSlot, type OrderCreateInput, type Sport } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { hhmm } from "../../facility-time.ts";
import { HttpError, worded } from "../../http/http-error.ts";
import type { PriceList } from "../booking-policy/prices.ts";
import { knownDaySchedule } from "../schedule/schedule-service.ts";
import { orderWords } from "./i18n.ts";

/** How long a lost race marks its date as contested (see knownTaken). */
const CONTESTED_MS = 10_000;
const lastLoss = new WeakMap<AppDeps, Map<string, number>>();

/** Who stands in the way: `held` by an unpaid order (it may come free again), or `booked` (paid, or kept at the desk). */
export type TakenState = "held" | "booked";
export type TakenCourt = { name: string | undefined; state: TakenState };

/**
 * The loser of a race learns which court went and how: a court only held may come free when
 * its hold lapses unpaid, a booked one will not. Either way it can pick another and keep the rest.
 */
export function courtTaken(court: TakenCourt, slot: { startTime: string; endTime: string }, date: string) {
  const message = worded(orderWords, court.state === "held" ? "orders.courtHeld" : "orders.courtBooked", (locale) => ({
    known: court.name === undefined ? "no" : "yes",
    court: court.name ?? "",
    when: formatSlot(date, hhmm(slot.startTime), hhmm(slot.endTime), locale),
  }));
  return new HttpError(409, message, { court_ids: [message] }, undefined, {
    code: "court_taken",
    params: { court: court.name ?? "", state: court.state },
  });
}

export function markContested(deps: AppDeps, sport: Sport, date: string): void {
  const losses = lastLoss.get(deps) ?? new Map<string, number>();
  lastLoss.set(deps, losses);
  losses.set(`${sport}|${date}`, Date.now());
  if (losses.size > 100) for (const [k, at] of losses) if (Date.now() - at > CONTESTED_MS) losses.delete(k);
}

/**
 * The early 409: a wanted court this instance knows is held or booked for the slot is
 * refused before any write, because the constraint would refuse it anyway. Known means
 * the notification-fed day grid (schedule-cache.ts), current and untouched since it was
 * read; without one the order goes to the database, whose exclusion constraint alone
 * decides who wins. The grid is read for this when `read` says the court is contested
 * (another attempt was ahead in line) or the date just saw a lost race; otherwise only a
 * grid already cached (someone looked at the day) is used. A grid read after the request
 * began (`since`) is what the database said while it was in flight, so it counts too.
 */
export async function knownTaken(
  deps: AppDeps,
  sport: Sport,
  input: OrderCreateInput,
  prices: PriceList,
  options: { read: boolean; since: number },
): Promise<HttpError | null> {
  const lostAt = lastLoss.get(deps)?.get(`${sport}|${input.date}`);
  const contested = options.read || (lostAt !== undefined && Date.now() - lostAt < CONTESTED_MS);
  const grid = await knownDaySchedule(deps, sport, input.date, prices, { read: contested, since: options.since });
  const slot = grid?.timeslots.find((t) => t.id === input.timeslot_id);
  if (!grid || !slot || !input.court_ids.every((id) => grid.courts.some((c) => c.id === id))) return null;
  for (const court of grid.courts) {
    if (!input.court_ids.includes(court.id)) continue;
    const cell = grid.cells.find((c) => c.court_id === court.id && c.timeslot_id === slot.id);
    if (cell?.status === "held" || cell?.status === "booked")
      return courtTaken({ name: court.name, state: cell.status }, { startTime: slot.start, endTime: slot.end }, input.date);
  }
  return null;
}
