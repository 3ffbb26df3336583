import type { Order } from "@courtside/contract";
import { formatMoney } from "../../../lib/format.ts";
import { t } from "../i18n.ts";

/**
 * What a move would change in price, as the server settles it: a paid booking's court lines
 * are repriced at a new time or date (the grid cell's price is the member's price there);
 * another court at the same time costs the same.
 */
export function moveDifference(order: Order, target: { date: string; timeslotId: number; price: number }): number {
  const sameTime = target.date === order.date && target.timeslotId === order.timeslot.id;
  if (sameTime) return 0;
  const courtLines = order.lines.filter((l) => l.kind === "court");
  return courtLines.reduce((sum, l) => sum + l.qty * target.price - l.amount, 0);
}

/** The difference in words, for the confirmation before the move. */
export function describeDifference(difference: number, currency: string): string {
  if (difference === 0) return t("profile.move.priceSame");
  const money = formatMoney(Math.abs(difference), currency);
  return difference > 0 ? t("profile.move.priceMore", { money }) : t("profile.move.priceLess", { money });
}
