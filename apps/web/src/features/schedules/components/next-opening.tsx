import type { Sport } from "@courtside/contract";
import { Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { formatInstant, formatShortDate } from "../../../lib/format.ts";
import { bookingTermsQueryKey } from "../api/get-booking-terms.ts";
import { countdownWords } from "../countdown.ts";
import { useHorizon } from "./use-horizon.ts";

/** Within this long of the opening the countdown ticks every second; before, every minute is plenty. */
const CLOSE_MS = 10 * 60_000;

/**
 * The next date to open for booking, when, and a live countdown ("opens Mon 30 Nov, 07:00,
 * in 2 h 13 min"). At the moment it opens the visitor's booking terms are read again, so the
 * date joins the choices without a reload. The countdown itself is not announced every tick;
 * the sentence changes only when the date opens.
 */
export function NextOpening({ sport }: { sport: Sport }) {
  const { terms, timezone, drawSeconds } = useHorizon(sport);
  const queryClient = useQueryClient();
  const opensAt = terms?.next_opening.opens_at;
  const now = useNow(opensAt ? Date.parse(opensAt) : null);
  const left = opensAt ? Date.parse(opensAt) - now : null;
  useEffect(() => {
    if (left !== null && left <= 0) void queryClient.invalidateQueries({ queryKey: bookingTermsQueryKey(sport) });
  }, [left, queryClient, sport]);
  if (!terms || left === null || left <= 0) return null;
  return (
    <Text size="sm" data-testid="next-opening">
      Next to open: <strong>{formatShortDate(terms.next_opening.date)}</strong>, opens{" "}
      {formatInstant(terms.next_opening.opens_at, timezone)} (<span role="timer">{countdownWords(left)}</span>)
      {/* At its opening to everyone (not a plan's earlier one) a date goes by draw first. */}
      {drawSeconds > 0 &&
        terms.priority_hours === 0 &&
        `, with a members' draw for its court-slots in the first ${drawSeconds} s`}
    </Text>
  );
}

/** The clock, ticking each second close to `target` and each minute before. */
function useNow(target: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (target === null) return;
    const tick = target - Date.now() <= CLOSE_MS ? 1000 : 60_000;
    const id = window.setInterval(() => setNow(Date.now()), tick);
    return () => window.clearInterval(id);
  }, [target]);
  return now;
}
