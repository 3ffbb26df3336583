import { ADMIN_ROLE_LABELS, type AdminRole, type AuditBooking, type AuditEntry } from "@courtside/contract";
import { formatMoney, formatShortDate } from "../../../lib/format.ts";

/** What an audit sentence needs besides its entry: the facility's currency (snapshots keep amounts only). */
export type AuditContext = { currency: string | undefined };

/** An entry's before or after, read defensively: stored JSON from any version of the server. */
export type Fields = Record<string, unknown>;
export const fieldsOf = (value: unknown): Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Fields) : {};

export const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);
export const amount = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/** "Ana (owner)", or "The system" for what the server did by itself. */
export function actorOf(entry: AuditEntry): string {
  if (!entry.actor) return "The system";
  const role = ADMIN_ROLE_LABELS[entry.actor.role as AdminRole];
  return role ? `${entry.actor.name} (${role.toLowerCase()})` : entry.actor.name;
}

/** Minor units as money in the entry's currency, or the facility's. */
export function money(minor: unknown, ctx: AuditContext, currency?: unknown): string {
  return formatMoney(amount(minor) ?? 0, text(currency) ?? ctx.currency) ?? "";
}

/** "Tue 24 Nov 18:00" for a facility-local date and time. */
export function when(date: unknown, time: unknown): string {
  const day = text(date) ? formatShortDate(date as string) : "";
  return [day, text(time)].filter(Boolean).join(" ");
}

/** "Court 3 and Court 4". */
export function courtList(courts: unknown): string {
  const names = Array.isArray(courts) ? courts.filter((c): c is string => typeof c === "string") : [];
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** Where a booking is: "Court 3, Tue 24 Nov 18:00". */
export function placeOf(p: { courts?: unknown; date?: unknown; start?: unknown }): string {
  return [courtList(p.courts), when(p.date, p.start)].filter(Boolean).join(", ");
}

/** "T-20261124-AB12 on Court 3, Tue 24 Nov 18:00", or the bare invoice when the booking is unknown. */
export function bookingRef(entry: AuditEntry): string {
  const booking: AuditBooking | null = entry.booking;
  const inv = booking?.inv ?? text(fieldsOf(entry.after).inv) ?? text(fieldsOf(entry.before).inv) ?? entry.entity_id;
  const place = booking ? placeOf(booking) : "";
  return place ? `${inv} on ${place}` : inv;
}

/** "booking T-20261124-AB12 on Court 3, Tue 24 Nov 18:00" (or "order T-…" when the booking is unknown). */
export function bookingOf(entry: AuditEntry): string {
  return `${entry.booking ? "booking" : "order"} ${bookingRef(entry)}`;
}

/** How one field of a record reads in a sentence: its name in words, its value in words. */
export type FieldWords = Record<string, { label: string; show?: (value: unknown, ctx: AuditContext) => string }>;

function shown(value: unknown, show: FieldWords[string]["show"], ctx: AuditContext): string {
  if (show) return show(value, ctx);
  if (value === null || value === undefined || value === "") return "none";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** "guest price €20.00 → €24.00; name Court 1 → Centre court": only fields with words, only those that changed. */
export function changesOf(entry: AuditEntry, words: FieldWords, ctx: AuditContext): string {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  return Object.entries(words)
    .filter(([field]) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map(([field, { label, show }]) => {
      const change = `${shown(before[field], show, ctx)} → ${shown(after[field], show, ctx)}`;
      return label ? `${label} ${change}` : change;
    })
    .join("; ");
}

/** "changed court Centre: surface Clay → Hard", or that nothing changed. */
export function changed(what: string, entry: AuditEntry, words: FieldWords, ctx: AuditContext): string {
  const changes = changesOf(entry, words, ctx);
  return changes ? `changed ${what}: ${changes}` : `saved ${what} without changes`;
}

export const moneyOrNone =
  (none: string) =>
  (value: unknown, ctx: AuditContext): string =>
    amount(value) === undefined ? none : money(value, ctx);
export const offered = (value: unknown) => (value ? "offered" : "not offered");
