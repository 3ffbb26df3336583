import { daysBetween, type Sport } from "@courtside/contract";
import { useMemo } from "react";
import { useBookingTerms } from "../api/get-booking-terms.ts";
import { useRules } from "../api/get-rules.ts";
import { horizonDates, todayIn } from "../horizon.ts";

/**
 * Today in the facility's time zone and every date the visitor may book: up to the last date
 * of their booking terms (a plan may book further ahead than the rules' total_days), else the
 * rules' horizon, else the 12-day fallback.
 */
export function useHorizon(sport: Sport) {
  const rules = useRules(sport);
  const terms = useBookingTerms(sport);
  const timezone = rules.data?.timezone;
  const today = todayIn(timezone);
  const last = terms.data?.last_date;
  const totalDays = last && last >= today ? daysBetween(today, last) + 1 : rules.totalDays;
  const dates = useMemo(() => horizonDates(today, totalDays), [today, totalDays]);
  // Seconds after a date opens to everyone that its court-slots go by a members' draw (0: first come).
  const drawSeconds = rules.data?.release_window_seconds ?? 0;
  return {
    today,
    dates,
    totalDays,
    timezone,
    currency: rules.data?.currency,
    ready: !rules.isPending,
    terms: terms.data,
    drawSeconds,
    /** The sport's waitlist: court-slots a member may wait for (a plan may allow more; 0: none), and how long an offer holds a court. */
    waitlistLimit: rules.data?.waitlist_limit,
    offerMinutes: rules.data?.offer_minutes,
  };
}
