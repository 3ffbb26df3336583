import type { Sport } from "@courtside/contract";
import { useMemo } from "react";
import { useRules } from "../api/get-rules.ts";
import { horizonDates, todayIn } from "../horizon.ts";

/** Today in the facility's time zone and every bookable date (rules, or the 12-day fallback). */
export function useHorizon(sport: Sport) {
  const rules = useRules(sport);
  const timezone = rules.data?.timezone;
  const today = todayIn(timezone);
  const dates = useMemo(() => horizonDates(today, rules.totalDays), [today, rules.totalDays]);
  return { today, dates, totalDays: rules.totalDays, timezone, currency: rules.data?.currency, ready: !rules.isPending };
}
