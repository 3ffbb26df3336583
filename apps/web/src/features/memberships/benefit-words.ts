import type { PlanBenefit } from "@courtside/contract";
import { sportName } from "../../i18n/common.ts";
import { formatMoney } from "../../lib/format.ts";
import { t } from "./i18n.ts";

/** What a registered player has in the sport, to compare with: the weekday member prices of its times, and its horizon. */
export type RegisteredTerms = { memberPrices: number[]; totalDays: number };

/** An ICU select's answer for a part that is there or not. */
const yesNo = (there: boolean) => (there ? "yes" : "no");

/**
 * A plan's benefit in one sport, in words a member reads when choosing ("€8.00 per court
 * instead of €18.00", "Book 14 days ahead instead of 12"). Nothing said for what the plan
 * leaves as a registered player has it.
 */
export function benefitWords(b: PlanBenefit, currency: string, registered?: RegisteredTerms): string[] {
  const money = (minor: number) => formatMoney(minor, currency) ?? "";
  const words: string[] = [];
  if (b.court_price !== null) {
    const usual = usualPrice(registered?.memberPrices ?? [], money);
    words.push(
      t("memberships.benefit.courtPrice", {
        price: money(b.court_price),
        hasUsual: yesNo(usual !== null),
        usual,
        hasWeekend: yesNo(b.weekend_court_price !== null),
        weekend: b.weekend_court_price !== null ? money(b.weekend_court_price) : null,
      }),
    );
  }
  if (b.percent_off !== null) words.push(t("memberships.benefit.percentOff", { percent: b.percent_off }));
  if (b.window_days !== null) {
    const usual = registered && registered.totalDays !== b.window_days ? registered.totalDays : null;
    words.push(t("memberships.benefit.windowDays", { count: b.window_days, hasUsual: yesNo(usual !== null), usual }));
  }
  if (b.priority_hours > 0) words.push(t("memberships.benefit.priorityHours", { count: b.priority_hours }));
  if (b.max_upcoming !== null) words.push(t("memberships.benefit.maxUpcoming", { count: b.max_upcoming }));
  if (b.max_per_day !== null) words.push(t("memberships.benefit.maxPerDay", { count: b.max_per_day }));
  if (b.max_per_week !== null) words.push(t("memberships.benefit.maxPerWeek", { count: b.max_per_week }));
  if (b.max_unpaid_holds !== null) words.push(t("memberships.benefit.maxUnpaidHolds", { count: b.max_unpaid_holds }));
  if (b.max_waitlist !== null) words.push(t("memberships.benefit.maxWaitlist", { count: b.max_waitlist }));
  if (b.guests > 0) words.push(t("memberships.benefit.guests", { count: b.guests }));
  if (words.length === 0) words.push(t("memberships.benefit.memberRules"));
  return words;
}

/** A sport's name in the language in use ("Tennis", "Pádel"). */
export const sportLabel = (sport: PlanBenefit["sport"]) => sportName(sport);

/** "€18.00" (or "€18.00–€22.00" when the times differ); null when unknown. */
function usualPrice(prices: number[], money: (minor: number) => string): string | null {
  if (prices.length === 0) return null;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? money(low) : `${money(low)}–${money(high)}`;
}
