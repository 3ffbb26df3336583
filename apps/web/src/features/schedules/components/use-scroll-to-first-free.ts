import { useLayoutEffect, useRef } from "react";

/**
 * Scrolls the grid's own scroller (once per date) so the row of the first free time sits right
 * under the sticky header row: on a phone the first screen shows what can still be booked.
 * Later live updates of the same day never move the grid under the player's thumb.
 */
export function useScrollToFirstFree(date: string, firstFreeRow: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || scrolledFor.current === date) return;
    scrolledFor.current = date;
    // i18n-ignore: a CSS selector, not words
    const row = box.querySelector<HTMLElement>(`tbody tr[data-row="${firstFreeRow}"]`);
    const header = box.querySelector<HTMLElement>("thead");
    if (!row) return;
    box.scrollTop += row.getBoundingClientRect().top - box.getBoundingClientRect().top - (header?.offsetHeight ?? 0);
  }, [date, firstFreeRow]);
  return scroller;
}
