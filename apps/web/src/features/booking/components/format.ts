import { formatDate, formatMoney } from "../../../lib/format.ts";
import type { DraftAddon, DraftCourt, DraftTimeslot, MultiAddonEntry } from "../../../state/draft-types.ts";

export { formatDate, formatMoney };

export function formatTimeslot(timeslot: DraftTimeslot | null): string | null {
  return timeslot ? `${timeslot.start}–${timeslot.end}` : null;
}

export function formatCourts(courts: DraftCourt[]): string | null {
  return courts.length > 0 ? courts.map((c) => c.name).join(", ") : null;
}

export function formatAddons(addons: DraftAddon[]): string | null {
  if (addons.length === 0) return null;
  return addons.map((a) => `${a.name ?? `Add-on ${a.addon_id}`} × ${a.qty}`).join(", ");
}

export function formatMultiAddons(entries: MultiAddonEntry[]): string | null {
  if (entries.length === 0) return null;
  return entries.map((e) => `${formatDate(e.date)}: ${formatAddons(e.addons) ?? "none"}`).join("; ");
}
