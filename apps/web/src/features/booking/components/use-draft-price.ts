import type { Sport } from "@courtside/contract";
import { useEffect } from "react";
import { bookingDrafts } from "../../../state/drafts.ts";
import { estimateTotal } from "../totals.ts";

/** Keeps the draft's `price` at the running total of what it holds (minor units). */
export function useDraftPrice(sport: Sport): number {
  const draft = bookingDrafts[sport]();
  const total = estimateTotal(draft);
  const setPrice = draft.setPrice;
  const current = draft.price;
  useEffect(() => {
    const next = total > 0 ? total : null;
    if (current !== next) setPrice(next);
  }, [total, current, setPrice]);
  return total;
}
