import { isWeekend } from "../../facility-time.ts";
import { courtPrice, type PricedSlot } from "../orders/pricing.ts";
import { priceKey, type Tier } from "./tier.ts";

/**
 * The court prices one tier sees. `key` names the price list: grids are cached per key
 * (schedule-cache.ts), so all payers with the same prices share one cached grid.
 */
export type PriceList = { key: string; courtPrice(slot: PricedSlot, date: string): number };

const lists = new Map<string, PriceList>();

/** Today's two lists: the registered players' (member) prices and the guests'. */
export function basePrices(kind: "member" | "guest"): PriceList {
  return listFor(kind, (slot, date) => courtPrice(slot, date, kind));
}

/**
 * A guest pays the guest price, a registered player the member price. A plan's benefit sets
 * a price per court and timeslot (its weekend price on Saturday and Sunday, else the same),
 * or a percentage off the guest price of that slot and day (rounded to the cent); a plan
 * with neither keeps the member price.
 */
export function pricesFor(tier: Tier): PriceList {
  const key = priceKey(tier);
  if (tier.kind !== "plan" || !tier.benefits || key === "member") return basePrices(tier.kind === "guest" ? "guest" : "member");
  const { courtPrice: flat, percentOff, weekendCourtPrice } = tier.benefits;
  if (flat !== null) return listFor(key, (_slot, date) => (isWeekend(date) ? (weekendCourtPrice ?? flat) : flat));
  const share = 100 - (percentOff ?? 0);
  return listFor(key, (slot, date) => Math.round((courtPrice(slot, date, "guest") * share) / 100));
}

function listFor(key: string, price: PriceList["courtPrice"]): PriceList {
  let list = lists.get(key);
  if (!list) {
    // Bounded by the distinct benefit price sets a club defines; cleared if that ever grows odd.
    if (lists.size > 1000) lists.clear();
    list = { key, courtPrice: price };
    lists.set(key, list);
  }
  return list;
}
