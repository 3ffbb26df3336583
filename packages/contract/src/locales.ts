/** The languages Courtside speaks (web app, mails, errors), each named in itself. */
export const LOCALES = ["en", "es", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const localeNames: Record<Locale, string> = { en: "English", es: "Español", fr: "Français" };

/** The region each language is written for here: the club is in Madrid, so Spanish is Spain's. */
export const localeTags: Record<Locale, string> = { en: "en-GB", es: "es-ES", fr: "fr-FR" };

/**
 * The language a person chose in the web app, as a cookie too, so the server answers in it
 * (the first HTML of a page, error messages) before any script runs.
 */
export const LOCALE_COOKIE = "courtside_locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The first of the given language tags (a browser's, in its order) that Courtside speaks. */
export function pickLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const language = tag.toLowerCase().split("-")[0];
    if (isLocale(language)) return language;
  }
  return null;
}
