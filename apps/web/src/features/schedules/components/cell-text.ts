import type { CellStatus } from "@courtside/contract";
import { currentLocaleTag } from "../../../i18n/i18n.ts";
import { formatterPerKey } from "../../../lib/format.ts";
import { t } from "../i18n.ts";
import { cellStatusGlyph, cellStatusLabel } from "./cell-status.ts";

/** Whole amounts without ".00", so a price fits a compact cell: "€18", "€41.25". */
const shortMoneyFormat = formatterPerKey((key) => {
  const [tag, currency, digits] = key.split("|");
  return new Intl.NumberFormat(tag, { style: "currency", currency, minimumFractionDigits: Number(digits) });
});

export function formatShortPrice(minor: number, currency: string | undefined): string {
  if (minor === 0) return t("schedules.cell.free");
  const whole = minor % 100 === 0;
  if (!currency) return whole ? String(minor / 100) : (minor / 100).toFixed(2);
  return shortMoneyFormat(`${currentLocaleTag()}|${currency}|${whole ? 0 : 2}`).format(minor / 100);
}

export interface CellView {
  status: CellStatus;
  price: number;
  chosen: boolean;
}

/**
 * What a cell shows, short enough for a 44 px column: a free cell its price, any other cell
 * the glyph of its state (never a price: a booked court is not for sale). The word goes beside
 * it where there is room, and the whole story is in the cell's accessible name.
 */
export function cellText({ status, price, chosen }: CellView, currency: string | undefined): { short: string; word: string } {
  if (chosen) return { short: "✓", word: t("schedules.cell.chosen") };
  return {
    short: status === "available" ? formatShortPrice(price, currency) : cellStatusGlyph[status],
    word: cellStatusLabel(status),
  };
}

/**
 * "Court 3, 09:00–10:00: €18, Available": the cell's visible words first, in their order (WCAG
 * 2.5.3, label in name: one can say what one sees), then what the cell cannot show.
 */
export function cellName(
  court: string,
  slot: { start: string; end: string },
  view: CellView,
  currency: string | undefined,
): string {
  const { short, word } = cellText(view, currency);
  // A glyph is shape, not words: the state's word says it.
  const shown = view.status === "available" && !view.chosen ? [short, word] : [word];
  const state = [...shown, ...(view.chosen ? [formatShortPrice(view.price, currency), t("schedules.cell.inYourBooking")] : [])];
  return `${court}, ${slot.start}–${slot.end}: ${state.join(", ")}`;
}
