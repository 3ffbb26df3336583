import { formatDate, formatMoney, formatSlot } from "../../../lib/format.ts";
import type { DraftAddon, DraftCourt, DraftTimeslot, MultiAddonEntry } from "../../../state/draft-types.ts";
import { t } from "../i18n.ts";

export { formatDate, formatMoney };

export function formatTimeslot(timeslot: DraftTimeslot | null): string | null {
  return timeslot ? `${timeslot.start}–${timeslot.end}` : null;
}

/** "Tue 24 Nov 2026, 18:00–19:00" (the one date style), or whichever half the draft has. */
export function formatWhen(date: string | null | undefined, timeslot: DraftTimeslot | null): string | null {
  if (date && timeslot) return formatSlot(date, timeslot.start, timeslot.end);
  return formatDate(date) ?? formatTimeslot(timeslot);
}

export function formatCourts(courts: DraftCourt[]): string | null {
  return courts.length > 0 ? courts.map((c) => c.name).join(", ") : null;
}

export function formatAddons(addons: DraftAddon[]): string | null {
  if (addons.length === 0) return null;
  return addons.map((a) => `${a.name ?? t("booking.addonFallback", { id: a.addon_id })} × ${a.qty}`).join(", ");
}

export function formatMultiAddons(entries: MultiAddonEntry[]): string | null {
  if (entries.length === 0) return null;
  return entries.map((e) => `${formatDate(e.date)}: ${formatAddons(e.addons) ?? t("booking.none")}`).join("; ");
}
