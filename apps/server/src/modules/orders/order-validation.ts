import { type AddonQuantity, formatDayAt, formatSlot, type OrderCreateInput, type Sport } from "@courtside/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../deps.ts";
import {
  addDays,
  bookingHorizon,
  dayInstants,
  facilityToday,
  type Horizon,
  hhmm,
  type Instants,
  isWithinHorizon,
  overlaps,
  slotInstants,
} from "../../facility-time.ts";
import { HttpError, invalidField, worded } from "../../http/http-error.ts";
import { type Decision, decide, outsideWindow } from "../booking-policy/policy.ts";
import { payerTier } from "../booking-policy/tier.ts";
import { type AddonRow, activeAddons, type TimeslotRow } from "../catalog/catalog-service.ts";
import { type CatalogSnapshot, catalogSnapshots } from "../catalog/catalog-snapshot.ts";
import { stockInUse, stockKey } from "../catalog/stock.ts";
import { assertNotSuspended } from "../customers/suspension.ts";
import { assertNoReleaseDraw } from "../release/order-gate.ts";
import { type Closure, closuresDuring } from "../schedule/occupancy.ts";
import { orderWords } from "./i18n.ts";
import type { OrderToPrice } from "./pricing.ts";

/** Units of one add-on an order wants in one slot, with the list it came from (for the error). */
export type StockDemand = { key: string; addon: AddonRow; date: string; qty: number; field: string };

export type ValidOrder = {
  slot: TimeslotRow;
  during: Instants;
  holdMinutes: number;
  cancelHours: number;
  /** The booking policy's answer for this payer: tier, prices, window, unpaid-hold limit (as the snapshot has the sport's rule; a refusal re-reads it: hold-limits.ts) and plan quotas. */
  policy: Decision;
  courts: { id: number; name: string }[];
  toPrice: OrderToPrice;
  stock: StockDemand[];
};

export type AddonList = "addons1" | "addons2" | "multiaddons1" | "multiaddons2";
export const listRule: Record<AddonList, { module: AddonRow["module"]; group: 1 | 2 }> = {
  addons1: { module: "addons", group: 1 },
  addons2: { module: "addons", group: 2 },
  multiaddons1: { module: "multi-addons", group: 1 },
  multiaddons2: { module: "multi-addons", group: 2 },
};

/** How far ahead staff may book at the desk (players are held to the sport's horizon). */
export const STAFF_HORIZON_DAYS = 731;

/**
 * Who books: players ("public") within the sport's booking horizon; staff at the desk
 * ("staff") on any date from today up to STAFF_HORIZON_DAYS ahead; a release draw's winner
 * ("release-draw") as a player, past the gate that keeps players out until the draw is made.
 */
export type BookingReach = "public" | "staff" | "release-draw";

/**
 * Every rule an order must meet before anything is written; the stock check runs again under
 * lock, the plan quotas are counted under lock. The sport's rules, timeslots and courts come
 * from a snapshot at most a second old (catalog-snapshot.ts); add-ons, closures and the
 * payer's tier (booking-policy) are read together with it; the checks then run in the order a
 * caller should hear about them.
 */
export async function validateOrder(
  deps: AppDeps,
  sport: Sport,
  input: OrderCreateInput,
  memberId: string | null,
  reach: BookingReach = "public",
): Promise<ValidOrder> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const zone = deps.config.timezone;
  const multiLists = ["multiaddons1", "multiaddons2"] as const;
  const wanted = [
    ...(["addons1", "addons2"] as const).flatMap((list) => input[list].map((a) => ({ list, date: input.date, ...a }))),
    ...multiLists.flatMap((list) => input[list].flatMap((e) => e.addons.map((a) => ({ list, date: e.date, ...a })))),
  ];
  // Closures of the date and the next (a slot may run past midnight); the slot's are picked below.
  const days = dayInstants(input.date, zone);
  const [snapshot, addonRows, closed, tier] = await Promise.all([
    catalogSnapshots(deps).get(sport, { fresh: false }),
    wanted.length > 0 ? activeAddons(db, sport, [...new Set(wanted.map((w) => w.addon_id))]) : [],
    closuresDuring(db, sport, { start: days.start, end: dayInstants(addDays(input.date, 1), zone).end }),
    payerTier(db, sport, memberId, facilityToday(now, zone)),
  ]);
  const decision = (c: CatalogSnapshot) =>
    decide(tier, c.rules, now, zone, { sport, date: input.date, courts: input.court_ids.length });
  // A snapshot may be up to a second old: what it would refuse is checked against a fresh read.
  const catalog = accepts(snapshot, input, horizonOf(decision(snapshot), now, zone, reach))
    ? snapshot
    : await catalogSnapshots(deps).get(sport, { fresh: true });
  const { rules, courts: courtRows } = catalog;
  const slot = catalog.timeslots.find((t) => t.id === input.timeslot_id);
  const policy = decision(catalog);
  // Suspended after no-shows (a rule per sport): players hear it first; staff book for them anyway.
  if (reach !== "staff") {
    await assertNotSuspended(db, sport, { memberId, email: input.billing.email }, rules, now, zone);
  }

  const horizon = horizonOf(policy, now, zone, reach);
  const refuseOutside = (field: string) =>
    reach !== "staff"
      ? outsideWindow(tier, policy.window, field, input.date, zone)
      : input.date < horizon.first
        ? invalidField(field, worded(orderWords, "orders.dateInPast"), { code: "date_in_past", params: { date: input.date } })
        : invalidField(field, worded(orderWords, "orders.dateBeyondDesk", { days: STAFF_HORIZON_DAYS }), {
            code: "date_beyond_desk_horizon",
            params: { date: input.date, last: horizon.last, days: STAFF_HORIZON_DAYS },
          });
  if (!isWithinHorizon(input.date, horizon)) throw refuseOutside("date");
  // While a date's release draw is open (and until it is made) its court-slots go by draw, not first come; the desk still books.
  if (reach === "public") await assertNoReleaseDraw(db, sport, input.date, rules, now, zone, memberId === null);

  if (!slot) throw timeslotNotOfSport(sport, input.timeslot_id);
  const during = slotInstants(input.date, slot.startTime, slot.endTime, zone);
  if (during.start <= now)
    throw invalidField("timeslot_id", worded(orderWords, "orders.timeslotStarted"), {
      code: "timeslot_started",
      params: { date: input.date, timeslot_id: slot.id },
    });

  const courts = input.court_ids.map((id) => courtRows.find((c) => c.id === id));
  if (courts.some((c) => !c))
    throw courtsNotOfSport(
      sport,
      input.court_ids.filter((_, i) => !courts[i]),
    );
  const chosen = courts as NonNullable<(typeof courts)[number]>[];

  for (const list of multiLists) {
    if (input[list].some((entry) => !isWithinHorizon(entry.date, horizon))) throw refuseOutside(list);
  }
  const resolve = (list: AddonList, a: AddonQuantity) => {
    const row = addonRows.find((r) => r.id === a.addon_id);
    const rule = listRule[list];
    if (!row || row.module !== rule.module || row.group !== rule.group) throw addonWrongList(sport, list, a.addon_id);
    return row;
  };
  const resolved = wanted.map((w) => ({ ...w, addon: resolve(w.list, w) }));

  refuseClosedAmong(
    closed.filter((c) => overlaps(c, during)),
    input.date,
    slot,
    chosen,
  );

  return {
    slot,
    during,
    holdMinutes: rules.holdMinutes,
    cancelHours: rules.cancelHours,
    policy,
    // As an order's details list them (court sort order), for the answer.
    courts: courtRows.filter((c) => input.court_ids.includes(c.id)).map((c) => ({ id: c.id, name: c.name })),
    toPrice: {
      date: input.date,
      prices: policy.prices,
      slot,
      courts: chosen.map((c) => ({ id: c.id, name: c.name })),
      addons: resolved.filter((r) => r.list === "addons1" || r.list === "addons2").map((r) => ({ addon: r.addon, qty: r.qty })),
      multiAddons: resolved.filter((r) => r.list.startsWith("multi")).map((r) => ({ addon: r.addon, qty: r.qty, date: r.date })),
    },
    stock: stockDemands(resolved, slot.id),
  };
}

/** 422 naming timeslot_id: the timeslot is not one of the sport's (also for a weekly series). */
export function timeslotNotOfSport(sport: Sport, timeslotId: number): HttpError {
  return invalidField("timeslot_id", worded(orderWords, "orders.timeslotNotOfSport", { sport }), {
    code: "timeslot_not_of_sport",
    params: { sport, timeslot_id: timeslotId },
  });
}

/** 422 naming court_ids: a court is not an open one of the sport (also for a weekly series). */
export function courtsNotOfSport(sport: Sport, unknown: number[]): HttpError {
  return invalidField("court_ids", worded(orderWords, "orders.courtNotOfSport", { sport }), {
    code: "court_not_of_sport",
    params: { sport, court_ids: unknown.map(String) },
  });
}

/** 422 naming the add-on list an add-on cannot go in: the list takes the sport's add-ons (or multi-add-ons) of one group. */
export function addonWrongList(sport: Sport, list: AddonList, addonId: number): HttpError {
  const rule = listRule[list];
  const kind = rule.module === "addons" ? "single" : "multi";
  return invalidField(
    list,
    worded(orderWords, "orders.addonWrongList", { addon: String(addonId), list, sport, kind, group: String(rule.group) }),
    { code: "addon_wrong_list", params: { addon_id: addonId, list, group: rule.group } },
  );
}

/** Whether the snapshot has the order's date in its horizon, its timeslot and every court. */
function accepts(snapshot: CatalogSnapshot, input: OrderCreateInput, horizon: Horizon): boolean {
  return (
    isWithinHorizon(input.date, horizon) &&
    snapshot.timeslots.some((t) => t.id === input.timeslot_id) &&
    input.court_ids.every((id) => snapshot.courts.some((c) => c.id === id))
  );
}

/** Players book within their tier's window; staff any date from today up to STAFF_HORIZON_DAYS ahead. */
function horizonOf(policy: Decision, now: Date, zone: string, reach: BookingReach): Horizon {
  return reach === "staff" ? bookingHorizon(now, zone, STAFF_HORIZON_DAYS) : policy.window;
}

/** 409 naming the first chosen court a closure covers; the booking trigger repeats this under lock. */
export async function refuseClosedCourts(
  deps: AppDeps,
  sport: Sport,
  date: string,
  slot: TimeslotRow,
  during: Instants,
  chosen: { id: number; name: string }[],
) {
  refuseClosedAmong(await closuresDuring(deps.database.db, sport, during), date, slot, chosen);
}

function refuseClosedAmong(closed: Closure[], date: string, slot: TimeslotRow, chosen: { id: number; name: string }[]) {
  for (const court of chosen) {
    const closure = closed.find((c) => c.courtId === null || c.courtId === court.id);
    if (closure) {
      const message = worded(orderWords, "orders.courtClosed", (locale) => ({
        court: court.name,
        when: formatSlot(date, hhmm(slot.startTime), hhmm(slot.endTime), locale),
        reason: closure.reason,
      }));
      throw new HttpError(409, message, { court_ids: [message] }, undefined, {
        code: "court_closed",
        params: { court: court.name },
      });
    }
  }
}

/** Demands summed per (add-on, date, slot), for add-ons whose stock is limited. */
export function stockDemands(resolved: { list: AddonList; date: string; qty: number; addon: AddonRow }[], slotId: number) {
  const demands = new Map<string, StockDemand>();
  for (const r of resolved) {
    if (r.addon.stock === null) continue;
    const key = stockKey(r.addon.id, r.date, slotId);
    const seen = demands.get(key);
    if (seen) seen.qty += r.qty;
    else demands.set(key, { key, addon: r.addon, date: r.date, qty: r.qty, field: r.list });
  }
  return [...demands.values()].sort((a, b) => a.key.localeCompare(b.key));
}

export function stockConflict(demand: StockDemand, remaining: number, slotStart: string) {
  const message = worded(orderWords, remaining <= 0 ? "orders.addonSoldOut" : "orders.addonFewLeft", (locale) => ({
    addon: demand.addon.name,
    left: remaining,
    when: formatDayAt(demand.date, hhmm(slotStart), locale),
  }));
  return new HttpError(409, message, { [demand.field]: [message] }, undefined, {
    code: "addon_sold_out",
    params: { addon: demand.addon.name, left: Math.max(0, remaining), date: demand.date },
  });
}

/** Inside the writing transaction: locks each (add-on, date, slot) in key order, then checks what is left. */
export async function assertStock(tx: Db, now: Date, demands: StockDemand[], slotStart: string): Promise<void> {
  if (demands.length === 0) return;
  // Stock has no constraint to lean on: a lock per (add-on, date, slot), taken in key order, serialises its check.
  for (const demand of demands) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${demand.key}))`);
  const dates = demands.map((d) => d.date).sort();
  const ids = [...new Set(demands.map((d) => d.addon.id))];
  const used = await stockInUse(tx, now, ids, { from: dates[0] as string, to: dates[dates.length - 1] as string });
  for (const demand of demands) {
    const remaining = (demand.addon.stock ?? 0) - (used.get(demand.key) ?? 0);
    if (demand.qty > remaining) throw stockConflict(demand, remaining, slotStart);
  }
}
