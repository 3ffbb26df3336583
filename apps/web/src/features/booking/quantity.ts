import { t } from "./i18n.ts";

/** The most of one add-on an order may carry (the contract's add-on quantity allows 1–99). */
export const MAX_ADDON_QTY = 99;

/** The highest quantity a player may choose: what is left for the slot, never above the order cap. */
export function quantityCap(left: number | null): number {
  return Math.max(0, Math.min(MAX_ADDON_QTY, left ?? MAX_ADDON_QTY));
}

/**
 * A typed quantity as it can be booked, and why it changed when it did: never below 0, whole
 * units only, never more than is left or than an order may carry. The player sees the
 * corrected number and the reason beside the field, rather than a silent change.
 */
export function fitQuantity(typed: number, left: number | null): { qty: number; reason: string | null } {
  if (!Number.isFinite(typed)) return { qty: 0, reason: t("booking.quantity.wholeOnly") };
  if (typed < 0) return { qty: 0, reason: t("booking.quantity.atLeastZero") };
  const whole = Math.floor(typed);
  const cap = quantityCap(left);
  if (whole > cap) {
    if (left !== null && left < MAX_ADDON_QTY)
      return { qty: cap, reason: left === 0 ? t("booking.noneLeft") : t("booking.quantity.onlyLeft", { left }) };
    return { qty: cap, reason: t("booking.quantity.atMost", { max: MAX_ADDON_QTY }) };
  }
  return { qty: whole, reason: whole === typed ? null : t("booking.quantity.wholeOnly") };
}
