import { type AuditBooking, type AuditEntry, isSport } from "@courtside/contract";
import { sportName } from "../../../i18n/common.ts";
import { formatMoney, formatShortDate, listOf } from "../../../lib/format.ts";
import { t } from "../i18n.ts";
import { roleName } from "../roles.ts";

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
  if (!entry.actor) return t("admin.audit.system");
  const role = roleName(entry.actor.role);
  return role ? t("admin.audit.actor", { name: entry.actor.name, role: role.toLocaleLowerCase() }) : entry.actor.name;
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
  return listOf(names);
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
  return place ? t("admin.audit.bookingRef", { inv, place }) : inv;
}

/**
 * What a sentence names, for its `{kind, select, booking {…} other {…}}`: a booking
 * ("booking T-20261124-AB12 on Court 3, Tue 24 Nov 18:00"), or an order when the booking is unknown.
 */
export function bookingOf(entry: AuditEntry): { kind: "booking" | "order"; ref: string } {
  return { kind: entry.booking ? "booking" : "order", ref: bookingRef(entry) };
}

type Key = Parameters<typeof t>[0];

/** How one field of a record reads in a sentence: its name in words (a key), its value in words. */
export type FieldWords = Record<string, { label?: Key; show?: (value: unknown, ctx: AuditContext) => string }>;

function shown(value: unknown, show: FieldWords[string]["show"], ctx: AuditContext): string {
  if (show) return show(value, ctx);
  if (value === null || value === undefined || value === "") return t("admin.audit.none");
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** "guest price €20.00 → €24.00; name Court 1 → Centre court": only fields with words, only those that changed. */
export function changesOf(entry: AuditEntry, words: FieldWords, ctx: AuditContext): string {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  return Object.entries(words)
    .filter(([field]) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map(([field, { label, show }]) => {
      const from = shown(before[field], show, ctx);
      const to = shown(after[field], show, ctx);
      return label ? t("admin.audit.change", { label: t(label), from, to }) : `${from} → ${to}`;
    })
    .join("; ");
}

/** "changed court Centre: surface Clay → Hard", or that nothing changed. */
export function changed(what: string, entry: AuditEntry, words: FieldWords, ctx: AuditContext): string {
  const changes = changesOf(entry, words, ctx);
  return changes ? t("admin.audit.changed", { what, changes }) : t("admin.audit.unchanged", { what });
}

export const moneyOrNone =
  (none: () => string) =>
  (value: unknown, ctx: AuditContext): string =>
    amount(value) === undefined ? none() : money(value, ctx);
export const offered = (value: unknown) => (value ? t("admin.audit.offered") : t("admin.audit.notOffered"));

/** A sport's name inside a sentence ("tennis", "pádel"); one this version does not know, as stored. */
export function sportWord(sport: unknown): string {
  return isSport(sport) ? sportName(sport).toLocaleLowerCase() : String(sport);
}
