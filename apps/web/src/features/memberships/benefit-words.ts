import { type PlanBenefit, sportSettings } from "@courtside/contract";
import { formatMoney } from "../../lib/format.ts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a registered player has in the sport, to compare with: the weekday member prices of its times, and its horizon. */
export type RegisteredTerms = { memberPrices: number[]; totalDays: number };

/**
 * A plan's benefit in one sport, in words a member reads when choosing ("€8.00 per court
 * instead of €18.00", "Book 14 days ahead instead of 12"). Nothing said for what the plan
 * leaves as a registered player has it.
 */
export function benefitWords(b: PlanBenefit, currency: string, registered?: RegisteredTerms): string[] {
  const money = (minor: number) => formatMoney(minor, currency) ?? "";
  const words: string[] = [];
  if (b.court_price !== null) {
    const weekend = b.weekend_court_price !== null ? ` (${money(b.weekend_court_price)} at weekends)` : "";
    words.push(`${money(b.court_price)} per court${instead(registered?.memberPrices ?? [], money)}${weekend}`);
  }
  if (b.percent_off !== null) words.push(`${b.percent_off}% off the guest price`);
  if (b.window_days !== null) {
    const usual = registered && registered.totalDays !== b.window_days ? ` instead of ${registered.totalDays}` : "";
    words.push(`Book ${plural(b.window_days, "day", "days")} ahead${usual}`);
  }
  if (b.priority_hours > 0) words.push(`Dates open ${plural(b.priority_hours, "hour", "hours")} before everyone else`);
  if (b.max_upcoming !== null) words.push(`Up to ${plural(b.max_upcoming, "upcoming booking", "upcoming bookings")}`);
  if (b.max_per_day !== null) words.push(`Up to ${plural(b.max_per_day, "booking", "bookings")} a day`);
  if (b.max_per_week !== null) words.push(`Up to ${plural(b.max_per_week, "booking", "bookings")} a week`);
  if (b.max_unpaid_holds !== null) words.push(`Up to ${plural(b.max_unpaid_holds, "unpaid hold", "unpaid holds")}`);
  if (b.max_waitlist !== null)
    words.push(`On the waitlist for up to ${plural(b.max_waitlist, "court-slot", "court-slots")} at once`);
  if (b.guests > 0) words.push(`Bring up to ${plural(b.guests, "guest", "guests")} (guest price for their share)`);
  if (words.length === 0) words.push("Member prices and rules");
  return words;
}

export const sportLabel = (sport: PlanBenefit["sport"]) => sportSettings[sport].label;

/** " instead of €18.00" (or "€18.00–€22.00" when the times differ); nothing when unknown. */
function instead(prices: number[], money: (minor: number) => string): string {
  if (prices.length === 0) return "";
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return ` instead of ${low === high ? money(low) : `${money(low)}–${money(high)}`}`;
}
