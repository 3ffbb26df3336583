import { useState } from "react";
import type { DrawPick } from "./release-draw-panel.tsx";

/** The court-slots a member picked in the grid for a date's draw, in order; another date starts empty. */
export function useDrawPicks(date: string | null) {
  const [state, setState] = useState<{ date: string | null; picks: DrawPick[] }>({ date, picks: [] });
  const picks = state.date === date ? state.picks : [];
  const setPicks = (next: DrawPick[]) => setState({ date, picks: next });
  const add = (pick: DrawPick) => {
    if (!picks.some((p) => p.timeslotId === pick.timeslotId && p.courtId === pick.courtId)) setPicks([...picks, pick]);
  };
  return { picks, setPicks, add };
}
