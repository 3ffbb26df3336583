import dayjs from "dayjs";
import type { DraftAddon, DraftCourt, DraftTimeslot, MultiAddonEntry } from "../../../state/draft-types.ts";

export function formatDate(date: string | null): string | null {
  return date ? dayjs(date).format("ddd D MMM YYYY") : null;
}

export function formatTimeslot(timeslot: DraftTimeslot | null): string | null {
  return timeslot ? `${timeslot.start}–${timeslot.end}` : null;
}

export function formatCourts(courts: DraftCourt[]): string | null {
  return courts.length > 0 ? courts.map((c) => c.name).join(", ") : null;
}

/** Minor units → "12.50" or "€12.50" when the currency is known. */
export function formatMoney(minor: number | null, currency?: string): string | null {
  if (minor === null) return null;
  const amount = minor / 100;
  if (!currency) return amount.toFixed(2);
  return new Intl.NumberFormat(undefined, { style: "currency", currency }).format(amount);
}

export function formatAddons(addons: DraftAddon[]): string | null {
  if (addons.length === 0) return null;
  return addons.map((a) => `${a.name ?? `Add-on ${a.addon_id}`} × ${a.qty}`).join(", ");
}

export function formatMultiAddons(entries: MultiAddonEntry[]): string | null {
  if (entries.length === 0) return null;
  return entries.map((e) => `${formatDate(e.date)}: ${formatAddons(e.addons) ?? "none"}`).join("; ");
}
