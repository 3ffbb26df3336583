import type { AddonAvailability, Sport } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { bookingHorizon, hhmm, horizonDates } from "../../facility-time.ts";
import { bookingRules } from "../rules/service.ts";
import { type AddonRow, activeTimeslots } from "./catalog-service.ts";
import { presentAddon } from "./presenter.ts";
import { stockInUse, stockKey } from "./stock.ts";

/** One add-on with, for every bookable date, the units still free in each timeslot. */
export async function addonWithAvailability(deps: AppDeps, sport: Sport, addon: AddonRow): Promise<AddonAvailability> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const rules = await bookingRules(db, sport);
  const horizon = bookingHorizon(now, deps.config.timezone, rules.totalDays);
  const slots = await activeTimeslots(db, sport);
  const used =
    addon.stock === null
      ? new Map<string, number>()
      : await stockInUse(db, now, [addon.id], { from: horizon.first, to: horizon.last });
  const stock = addon.stock;
  return {
    ...presentAddon(addon),
    availability: horizonDates(horizon).map((date) => ({
      date,
      timeslots: slots.map((slot) => ({
        timeslot_id: slot.id,
        start: hhmm(slot.startTime),
        remaining: stock === null ? null : Math.max(0, stock - (used.get(stockKey(addon.id, date, slot.id)) ?? 0)),
      })),
    })),
  };
}
