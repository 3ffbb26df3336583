import { LOCALES, type Locale } from "@courtside/contract";
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";

export type MessageValues = Record<string, string | number | null | undefined>;
export type Translate<Key extends string> = (id: Key, values?: MessageValues) => string;

/** One Lingui instance per language: requests in different languages run side by side. */
const instances = Object.fromEntries(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: {} } })]),
) as Record<Locale, I18n>;

/**
 * A module's catalogues (`messages/en.json`, `es.json`, … imported as JSON), compiled once at
 * start, and the way to read them: `translator(locale)("mail.total")`. Keys are the English
 * catalogue's, so a misspelt key is a type error; the catalogue test (apps/web
 * src/i18n/catalogs.test.ts) holds every language to the same keys and values.
 */
export function translatorFor<Key extends string>(catalog: Record<Locale, Record<Key, string>>) {
  for (const locale of LOCALES) {
    const compiled = Object.fromEntries(
      Object.entries<string>(catalog[locale]).map(([key, message]) => [key, compileMessage(message)]),
    );
    instances[locale].load(locale, compiled);
  }
  return (locale: Locale): Translate<Key> =>
    (id, values) =>
      instances[locale]._(id, values as Record<string, unknown>);
}
