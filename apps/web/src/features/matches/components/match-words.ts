import type { OpenMatch } from "@courtside/contract";
import { formatLevel, formatSlot } from "../../../lib/format.ts";
import { t } from "../i18n.ts";

/** "Level 3.0–4.5", "Level 3.0 and up", "Level up to 4.5" or "Any level". */
export function levelRangeText(match: Pick<OpenMatch, "level_min" | "level_max">): string {
  const { level_min: min, level_max: max } = match;
  if (min !== null && max !== null) return t("matches.card.levelRange", { min: formatLevel(min), max: formatLevel(max) });
  if (min !== null) return t("matches.card.levelFrom", { min: formatLevel(min) });
  if (max !== null) return t("matches.card.levelUpTo", { max: formatLevel(max) });
  return t("matches.card.levelAny");
}

/** "Sat 5 Dec 2026, 18:00–19:30". */
export const matchWhen = (match: Pick<OpenMatch, "date" | "timeslot">): string =>
  formatSlot(match.date, match.timeslot.start, match.timeslot.end);
