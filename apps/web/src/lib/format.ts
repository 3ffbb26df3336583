import {
  formatDay,
  formatDayAt as formatDayAtIn,
  formatInstant as formatInstantIn,
  formatShortDay,
  formatSlot as formatSlotIn,
} from "@courtside/contract";
import { currentLocale, currentLocaleTag } from "../i18n/i18n.ts";
import { t } from "./i18n.ts";

// Dates read as the server writes them in messages and mails: one formatter, in the contract,
// in the language in use.

/** "Mon 23 Nov 2026" for a YYYY-MM-DD date. */
export function formatDate(date: string | null | undefined): string | null {
  return date ? formatDay(date, currentLocale()) : null;
}

/** "Mon 23 Nov 2026", for a date that is always there. */
export const formatDayOf = (date: string): string => formatDay(date, currentLocale());

/** "Mon 23 Nov" (for compact choices). */
export const formatShortDate = (date: string): string => formatShortDay(date, currentLocale());

/** "Mon 23 Nov 2026, 18:00". */
export const formatDayAt = (date: string, time: string): string => formatDayAtIn(date, time, currentLocale());

/** "Mon 23 Nov 2026, 18:00–19:00". */
export const formatSlot = (date: string, start: string, end: string): string => formatSlotIn(date, start, end, currentLocale());

/**
 * Building an Intl formatter costs far more than using one (a day grid formats ~100 prices,
 * and a first render asked for "today" in the facility's zone dozens of times): one per key.
 * A key whose formatter cannot be made (an unknown zone) throws each time and is not kept.
 */
export function formatterPerKey<F>(make: (key: string) => F): (key: string) => F {
  const made = new Map<string, F>();
  return (key) => {
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(key);
      made.set(key, formatter);
    }
    return formatter;
  };
}

const moneyFormat = formatterPerKey((key) => {
  const [tag, currency] = key.split("|");
  return new Intl.NumberFormat(tag, { style: "currency", currency });
});

/** Minor units → "12.50" or "€12.50" when the currency is known. */
export function formatMoney(minor: number | null | undefined, currency?: string): string | null {
  if (minor === null || minor === undefined) return null;
  const amount = minor / 100;
  if (!currency) return amount.toFixed(2);
  return moneyFormat(`${currentLocaleTag()}|${currency}`).format(amount);
}

const levelFormat = formatterPerKey((tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 2 }));

/** A player's level as the language writes it: 3.5, 4.25 ("3,5" in Spanish and French). */
export function formatLevel(level: number): string {
  return levelFormat(currentLocaleTag()).format(level);
}

/** The language's decimal separator, for typing a level as one writes it. */
export function levelDecimalSeparator(): string {
  return (
    levelFormat(currentLocaleTag())
      .formatToParts(1.5)
      .find((part) => part.type === "decimal")?.value ?? "."
  );
}

/**
 * An ISO instant as "Sun 22 Nov 2026, 11:00" in the given IANA zone (the facility's), or in the
 * browser's zone when none is given.
 */
export function formatInstant(iso: string | null | undefined, timeZone?: string): string | null {
  return iso ? formatInstantIn(iso, timeZone, currentLocale()) : null;
}

/** A court's surface and whether it is indoor, as a player reads it: "Clay, outdoor". */
export function formatCourtKind(court: { surface: string; indoor: boolean }): string {
  return t("lib.courtKind", { surface: court.surface, indoor: court.indoor ? "yes" : "no" });
}

/** "Court 3, Court 4 and Court 5", in the language in use. */
export function listOf(names: readonly string[]): string {
  return new Intl.ListFormat(currentLocaleTag(), { type: "conjunction" }).format(names);
}
