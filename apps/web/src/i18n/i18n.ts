import { LOCALE_COOKIE } from "@courtside/contract";
import { i18n } from "@lingui/core";
import { DEFAULT_LOCALE, isLocale, type Locale, localeTags, pickLocale } from "./locales.ts";

const CHOICE_KEY = "courtside.locale";

/** The language in use now (formatting code outside React reads it here). */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** The BCP 47 tag for Intl: "en-GB", "es-ES", … */
export function currentLocaleTag(): string {
  return localeTags[currentLocale()];
}

/**
 * The language a visit starts in: the one the person chose here before, else the first of the
 * browser's languages the app speaks, else English.
 */
export function initialLocale(): Locale {
  const chosen = readChoice();
  if (chosen) return chosen;
  const browser =
    typeof navigator === "undefined" ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return pickLocale(browser) ?? DEFAULT_LOCALE;
}

/** Switches the app (and `<html lang>`) to a language. */
export function activateLocale(locale: Locale): void {
  i18n.activate(locale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

/**
 * A language the person chose: kept in this browser, so the next visit starts in it, and in a
 * cookie, so the server's first HTML and its messages are in it too.
 */
export function chooseLocale(locale: Locale): void {
  try {
    localStorage.setItem(CHOICE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice lasts this visit.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  activateLocale(locale);
}

function readChoice(): Locale | null {
  try {
    const value = localStorage.getItem(CHOICE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}
