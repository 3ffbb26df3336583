import { formatDay, formatDayAt, type Locale, type Sport } from "@courtside/contract";
import { facilityToday, type Horizon, hhmmOfInstant } from "../../facility-time.ts";
import { HttpError, worded } from "../../http/http-error.ts";
import { policyWords } from "./i18n.ts";
import { type PriceList, pricesFor } from "./prices.ts";
import { type QuotaClaim, quotaClaim } from "./quotas.ts";
import { planHoldLimit, type Tier, tierName } from "./tier.ts";
import { tierWindow, type Window } from "./window.ts";

/** The sport's rules the policy reads (modules/rules). */
export type SportRules = { totalDays: number; maxUnpaidHolds: number; releaseTime: string | null };

/**
 * The booking policy's answer for one payer, sport and date (DESIGN.md "One booking policy"):
 * the prices they pay, how far ahead they may book, how many court-slots they may hold
 * unpaid, and the booking limits to count in the writing transaction (null: none). Every
 * path that books (online, desk, series, moves) asks here, then writes through placeOrder.
 */
export type Decision = {
  tier: Tier;
  prices: PriceList;
  window: Window;
  maxUnpaidHolds: number;
  quota: QuotaClaim | null;
};

export function decide(
  tier: Tier,
  rules: SportRules,
  now: Date,
  zone: string,
  booking: { sport: Sport; date: string; courts: number },
): Decision {
  return {
    tier,
    prices: pricesFor(tier),
    window: tierWindow(now, zone, tier, rules),
    maxUnpaidHolds: planHoldLimit(tier) ?? rules.maxUnpaidHolds,
    quota: quotaClaim(tier, booking.sport, booking.date, booking.courts),
  };
}

/**
 * 422 for a date the payer's tier may not book. A date still to open says when it opens for
 * them (code date_not_open_yet, params date and opens_at); a past one names the tier, its
 * window and the dates it covers. `field` is the input that carried the date.
 */
export function outsideWindow(tier: Tier, window: Window, field: string, date: string, zone: string): HttpError {
  const who = (locale: Locale) =>
    policyWords(locale)("booking-policy.who", {
      tier: tier.kind === "plan" ? "plan" : tier.kind === "guest" ? "guest" : "registered",
      plan: tier.kind === "plan" ? tier.planName : null,
      days: window.windowDays,
    });
  if (date > window.last) return notOpenYet(window, field, date, zone, who);
  const message = worded(policyWords, "booking-policy.outsideWindow", (locale) => ({
    first: formatDay(window.first, locale),
    last: formatDay(window.last, locale),
    who: who(locale),
  }));
  return new HttpError(422, message, { [field]: [message] }, undefined, {
    code: "outside_booking_window",
    params: { first: window.first, last: window.last, window_days: window.windowDays, tier: tierName(tier) },
  });
}

function notOpenYet(window: Window, field: string, date: string, zone: string, who: (locale: Locale) => string): HttpError {
  const opensAt = window.opensAt(date);
  const message = worded(policyWords, "booking-policy.notOpenYet", (locale) => ({
    date: formatDay(date, locale),
    when: formatDayAt(facilityToday(opensAt, zone), hhmmOfInstant(opensAt, zone), locale),
    who: who(locale),
  }));
  return new HttpError(422, message, { [field]: [message] }, undefined, {
    code: "date_not_open_yet",
    params: { date, opens_at: opensAt.toISOString(), last: window.last, window_days: window.windowDays },
  });
}

export function inWindow(date: string, window: Horizon): boolean {
  return date >= window.first && date <= window.last;
}
