import type { Sport } from "@courtside/contract";
import { Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Trans } from "../../../i18n/trans.tsx";
import { formatInstant, formatShortDate } from "../../../lib/format.ts";
import { bookingTermsQueryKey } from "../api/get-booking-terms.ts";
import { countdownWords } from "../countdown.ts";
import { useT } from "../i18n.ts";
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
  const t = useT();
  const { terms, timezone, drawSeconds } = useHorizon(sport);
  const queryClient = useQueryClient();
  const opensAt = terms?.next_opening.opens_at;
  const now = useNow(opensAt ? Date.parse(opensAt) : null);
  const left = opensAt ? Date.parse(opensAt) - now : null;
  useEffect(() => {
    if (left !== null && left <= 0) void queryClient.invalidateQueries({ queryKey: bookingTermsQueryKey(sport) });
  }, [left, queryClient, sport]);
  if (!terms || left === null || left <= 0) return null;
  const values = {
    date: formatShortDate(terms.next_opening.date),
    opens: formatInstant(terms.next_opening.opens_at, timezone),
    countdown: countdownWords(left),
    seconds: drawSeconds,
  };
  // At its opening to everyone (not a plan's earlier one) a date goes by draw first.
  const withDraw = drawSeconds > 0 && terms.priority_hours === 0;
  return (
    <Text size="sm" data-testid="next-opening">
      <Trans
        message={withDraw ? t("schedules.nextOpening.withDraw", values) : t("schedules.nextOpening.plain", values)}
        elements={[<strong key="date" />, <span key="countdown" role="timer" />]}
      />
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
