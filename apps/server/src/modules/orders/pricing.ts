import { DEFAULT_LOCALE, formatDay, formatSlot, type Locale } from "@courtside/contract";
import { isWeekend } from "../../facility-time.ts";
import type { PriceList } from "../booking-policy/prices.ts";

/**
 * Pricing: pure functions over rows the server loaded itself. The client's figures are
 * never read; every amount is integer minor units.
 */
export type Payer = "member" | "guest";

export type PricedSlot = {
  startTime: string;
  endTime: string;
  priceMember: number;
  priceGuest: number;
  weekendPriceMember: number | null;
  weekendPriceGuest: number | null;
};
export type PricedAddon = { id: number; name: string; price: number };

export type PricedLine = {
  kind: "court" | "addon" | "multiaddon";
  description: string;
  qty: number;
  unitPrice: number;
  amount: number;
  date: string;
  courtId: number | null;
  addonId: number | null;
};

/** One court for one slot at the base prices: the member or guest price, the weekend price on Saturday and Sunday where set (plans: booking-policy/prices.ts). */
export function courtPrice(slot: PricedSlot, date: string, payer: Payer): number {
  const weekday = payer === "member" ? slot.priceMember : slot.priceGuest;
  if (!isWeekend(date)) return weekday;
  const weekend = payer === "member" ? slot.weekendPriceMember : slot.weekendPriceGuest;
  return weekend ?? weekday;
}

export type OrderToPrice = {
  date: string;
  /** The payer's court prices, as the booking policy decided them. */
  prices: PriceList;
  slot: PricedSlot;
  courts: { id: number; name: string }[];
  /** addons1 (by quantity) then addons2 (services of the slot), booked on the order's date. */
  addons: { addon: PricedAddon; qty: number }[];
  /** Multi-add-ons, each on its own date. */
  multiAddons: { date: string; addon: PricedAddon; qty: number }[];
};

/**
 * The order's lines and total. A line's words are stored as written (receipts are snapshots), so
 * they are written in `locale`, the language the order was made in (its booker's).
 */
export function priceOrder(order: OrderToPrice, locale: Locale = DEFAULT_LOCALE): { lines: PricedLine[]; total: number } {
  const when = formatSlot(order.date, order.slot.startTime.slice(0, 5), order.slot.endTime.slice(0, 5), locale);
  const unit = order.prices.courtPrice(order.slot, order.date);
  const lines: PricedLine[] = [
    ...order.courts.map((court) => ({
      kind: "court" as const,
      description: `${court.name}, ${when}`,
      qty: 1,
      unitPrice: unit,
      amount: unit,
      date: order.date,
      courtId: court.id,
      addonId: null,
    })),
    ...order.addons.map(({ addon, qty }) => addonLine("addon", addon, qty, order.date)),
    ...order.multiAddons.map(({ addon, qty, date }) => addonLine("multiaddon", addon, qty, date, locale)),
  ];
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

function addonLine(kind: "addon" | "multiaddon", addon: PricedAddon, qty: number, date: string, locale?: Locale): PricedLine {
  const description = kind === "multiaddon" ? `${addon.name}, ${formatDay(date, locale)}` : addon.name;
  return { kind, description, qty, unitPrice: addon.price, amount: addon.price * qty, date, courtId: null, addonId: addon.id };
}
