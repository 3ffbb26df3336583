import { formatDayOf } from "../../lib/format.ts";
import type { BookingDraftFields } from "../../state/booking-draft-store.ts";
import type { DraftAddon } from "../../state/draft-types.ts";
import { t } from "./i18n.ts";

export interface EstimateLine {
  kind: "court" | "addon" | "multiaddon";
  description: string;
  qty: number;
  unit_price: number;
  amount: number;
  date?: string;
}

type DraftForTotal = Pick<BookingDraftFields, "court" | "filtercourt" | "addons1" | "addons2" | "multiaddons1" | "multiaddons2">;

const addonLine = (a: DraftAddon, kind: EstimateLine["kind"], date?: string): EstimateLine => {
  const unit = a.price ?? 0;
  const name = a.name ?? t("booking.addonFallback", { id: a.addon_id });
  return {
    kind,
    // As the server words its lines: a multi-add-on names its date.
    description: date ? `${name}, ${formatDayOf(date)}` : name,
    qty: a.qty,
    unit_price: unit,
    amount: unit * a.qty,
    ...(date ? { date } : {}),
  };
};

/**
 * The draft's lines as the person sees them before the order exists: each court at the
 * court filter's price, add-ons × quantity, multi-add-ons per date. Only an estimate: once
 * the order exists the server's lines and total are shown instead.
 */
export function estimateLines(draft: DraftForTotal): EstimateLine[] {
  const courts = draft.court.map((c): EstimateLine => {
    const price = draft.filtercourt.find((f) => f.id === c.id)?.price ?? 0;
    return { kind: "court", description: c.name, qty: 1, unit_price: price, amount: price };
  });
  const addons = [...draft.addons1, ...draft.addons2].filter((a) => a.qty > 0).map((a) => addonLine(a, "addon"));
  const multi = [...draft.multiaddons1, ...draft.multiaddons2]
    .slice()
    .sort((a, b) => a.date.localeCompare(b.date))
    .flatMap((entry) => entry.addons.filter((a) => a.qty > 0).map((a) => addonLine(a, "multiaddon", entry.date)));
  return [...courts, ...addons, ...multi];
}

export function linesTotal(lines: readonly { amount: number }[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

export function estimateTotal(draft: DraftForTotal): number {
  return linesTotal(estimateLines(draft));
}

/** Sets (qty > 0) or removes (qty 0) one add-on in a list, keeping the others in order. */
export function withAddonQty(list: readonly DraftAddon[], addon: Required<Omit<DraftAddon, "qty">>, qty: number): DraftAddon[] {
  const rest = list.filter((a) => a.addon_id !== addon.addon_id);
  if (qty <= 0) return rest;
  const index = list.findIndex((a) => a.addon_id === addon.addon_id);
  const entry = { ...addon, qty };
  if (index === -1) return [...rest, entry];
  return list.map((a) => (a.addon_id === addon.addon_id ? entry : a));
}
