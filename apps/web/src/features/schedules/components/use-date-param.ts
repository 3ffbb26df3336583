import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { type DateProblem, dateProblem, isWithinHorizon } from "../horizon.ts";

export interface DateParamNotice {
  /** What the address asked for, as typed. */
  asked: string;
  problem: DateProblem;
  /** The date shown instead. */
  shown: string;
}

interface Horizon {
  ready: boolean;
  today: string;
  totalDays: number;
}

/**
 * A booking page's `?date=`: the date asked for when it is bookable. Otherwise the page shows
 * `fallback`, the date it opens on (when bookable, else today), keeps a notice saying why, and
 * corrects the address in place (replace: Back does not return to the bad address). Nothing is
 * decided while `fallback` is still null (loading): today and tomorrow would race otherwise.
 * `choose` records a date the player picks, in the address too when the page has one there, or
 * always when the address is where the page keeps its date (`inAddress`).
 */
export function useDateParam(horizon: Horizon, fallback: string | null, { inAddress = false } = {}) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get("date");
  const [notice, setNotice] = useState<DateParamNotice | null>(null);
  const { today, totalDays } = horizon;
  const ready = horizon.ready && fallback !== null;
  const problem = ready && asked !== null ? dateProblem(asked, today, totalDays) : null;
  const shown = !ready
    ? null
    : asked !== null && !problem
      ? asked
      : fallback && isWithinHorizon(fallback, today, totalDays)
        ? fallback
        : today;

  const writeDate = useCallback(
    (date: string) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set("date", date);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  useEffect(() => {
    if (!problem || asked === null || !shown) return;
    setNotice({ asked, problem, shown });
    writeDate(shown);
  }, [problem, asked, shown, writeDate]);

  const choose = useCallback(
    (date: string) => {
      setNotice(null);
      if (asked !== null || inAddress) writeDate(date);
    },
    [asked, inAddress, writeDate],
  );

  /** The bookable date the address asks for; null while the horizon loads, or when it asks for none or a bad one. */
  const bookable = ready && !problem ? asked : null;
  return { date: shown, asked: bookable, notice, choose };
}
