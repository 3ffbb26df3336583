import type { DraftAddon } from "../../state/draft-types.ts";
import { t } from "./i18n.ts";

/**
 * The chosen add-ons as the slot's stock allows: a quantity above what is left comes down to
 * it, one with none left leaves the draft. Answers the list and a sentence per change, so the
 * player is told rather than finding out when reserving.
 */
export function fitToStock(
  chosen: DraftAddon[],
  remaining: (addonId: number) => number | null,
): { fitted: DraftAddon[]; changes: string[] } {
  const changes: string[] = [];
  const fitted: DraftAddon[] = [];
  for (const addon of chosen) {
    const left = remaining(addon.addon_id);
    const name = addon.name ?? t("booking.stock.someAddon");
    if (left === null || addon.qty <= left) fitted.push(addon);
    else if (left === 0) changes.push(t("booking.stock.soldOut", { name }));
    else {
      changes.push(t("booking.stock.lowered", { left, name }));
      fitted.push({ ...addon, qty: left });
    }
  }
  return { fitted, changes };
}
