/**
 * How dates and times read to people, everywhere: order lines, error messages, mails, the
 * `.ics` file and the web app. One style: "Tue 24 Nov 2026", "Tue 24 Nov 2026, 18:00" and
 * "Tue 24 Nov 2026, 18:00–19:00", on a 24-hour clock in the facility's time zone.
 *
 * The names are spelled here rather than taken from Intl: ICU versions differ between
 * Node and browsers (en-GB's September is "Sep" in one and "Sept" in another, and some put
 * a comma after the weekday), and a server message must read exactly as the page beside it.
 * Intl is used only to read an instant's wall-clock numbers in a zone. In another language
 * (`locale`) the names are Intl's, in that language's order ("mar, 24 nov 2026").
 */

import { type Locale, localeTags } from "./locales.ts";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** A calendar date (YYYY-MM-DD) as "Tue 24 Nov 2026"; anything else is returned as given. */
export function formatDay(date: string, locale: Locale = "en"): string {
  const parts = calendarParts(date);
  if (!parts) return date;
  if (locale !== "en") return dayFormat(locale, true).format(parts.utc);
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

/** "Tue 24 Nov", for compact choices where the year goes without saying (the booking horizon). */
export function formatShortDay(date: string, locale: Locale = "en"): string {
  const parts = calendarParts(date);
  if (!parts) return date;
  if (locale !== "en") return dayFormat(locale, false).format(parts.utc);
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

/** A wall time on a date: "Tue 24 Nov 2026, 18:00". */
export function formatDayAt(date: string, time: string, locale: Locale = "en"): string {
  return `${formatDay(date, locale)}, ${time}`;
}

/** A timeslot on a date: "Tue 24 Nov 2026, 18:00–19:00". */
export function formatSlot(date: string, start: string, end: string, locale: Locale = "en"): string {
  return `${formatDay(date, locale)}, ${start}–${end}`;
}

/**
 * An instant (a Date or an ISO timestamp) as "Tue 24 Nov 2026, 18:00" in an IANA zone (the
 * facility's); without a zone, or with one this runtime does not know, in the runtime's own.
 */
export function formatInstant(instant: Date | string, zone?: string, locale: Locale = "en"): string {
  const { date, time } = wallClock(new Date(instant), zone);
  return formatDayAt(date, time, locale);
}

/** An instant's date (YYYY-MM-DD) and wall time (HH:MM) in a zone. */
export function wallClock(instant: Date, zone?: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    numericFormat(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

function calendarParts(date: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 would roll over into March: not a calendar date.
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { weekday: WEEKDAYS[utc.getUTCDay()], day, month: MONTHS[month - 1], year: match[1], utc };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A language's own short weekday, day and month (and year), for a UTC calendar date. */
function dayFormat(locale: Locale, withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withYear}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTags[locale], {
      weekday: "short",
      day: "numeric",
      month: "short",
      ...(withYear ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
    dayFormats.set(key, format);
  }
  return format;
}

/**
 * Making an Intl formatter costs far more than using one (and its first use in a zone loads
 * that zone's data): one per zone, kept. "" is the runtime's own zone.
 */
const numericFormats = new Map<string, Intl.DateTimeFormat>();

function numericFormat(zone = ""): Intl.DateTimeFormat {
  let format = numericFormats.get(zone);
  if (!format) {
    format = makeNumericFormat(zone);
    numericFormats.set(zone, format);
  }
  return format;
}

function makeNumericFormat(zone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  };
  try {
    return new Intl.DateTimeFormat("en-CA", { ...options, timeZone: zone || undefined });
  } catch {
    // An unknown zone (a browser without that zone's data): the runtime's own beats no answer.
    return new Intl.DateTimeFormat("en-CA", options);
  }
}
