export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, localeNames, localeTags, pickLocale } from "@courtside/contract";
