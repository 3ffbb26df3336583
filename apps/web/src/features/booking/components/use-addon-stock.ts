import type { Addon, Sport } from "@courtside/contract";
import { useEffect, useState } from "react";
import type { DraftAddon } from "../../../state/draft-types.ts";
import { remainingFor, useAddonsAvailability } from "../api/get-addon.ts";
import { fitToStock } from "../fit-to-stock.ts";

/** What both add-on drafts share (the booking draft and the extra-addon draft). */
interface AddonDraft {
  addons1: DraftAddon[];
  addons2: DraftAddon[];
  setAddons(group: 1 | 2, addons: DraftAddon[]): void;
}

/**
 * What is left of each limited add-on for one date and timeslot (GET /api/{api}/addons/{id}),
 * for the add-on step and the extras page alike. Add-ons chosen before their stock was known
 * (or that sold out since) come down to it when an answer arrives, with a sentence per change,
 * so the player is told here rather than when reserving.
 */
export function useAddonStock(
  sport: Sport,
  addons: Addon[] | undefined,
  slot: { date: string | null; timeslotId: number | null },
  draft: AddonDraft,
) {
  const stocked = (addons ?? []).filter((a) => a.module === "addons" && a.stock !== null).map((a) => a.id);
  const availability = useAddonsAvailability(sport, stocked);
  const remaining = (id: number) => remainingFor(availability.find((q) => q.data?.id === id)?.data, slot.date, slot.timeslotId);
  const [stockChanges, setStockChanges] = useState<string[]>([]);
  const known = slot.date && slot.timeslotId !== null ? availability.map((q) => q.dataUpdatedAt).join() : "";

  // Run when an availability answer arrives, not on every change of the draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the answers' arrival
  useEffect(() => {
    if (!known) return;
    const changes: string[] = [];
    for (const group of [1, 2] as const) {
      const fit = fitToStock(group === 1 ? draft.addons1 : draft.addons2, remaining);
      if (fit.changes.length === 0) continue;
      draft.setAddons(group, fit.fitted);
      changes.push(...fit.changes);
    }
    if (changes.length > 0) setStockChanges(changes);
  }, [known]);

  return { remaining, stockChanges };
}
