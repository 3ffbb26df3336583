import { i18n, type Messages } from "@lingui/core";
import { useSyncExternalStore } from "react";
import type { Locale } from "./locales.ts";

export type MessageValues = Record<string, string | number | null | undefined>;
export type Translate<Key extends string> = (id: Key, values?: MessageValues) => string;

const subscribe = (onChange: () => void) => i18n.on("change", onChange);
const activeLocale = () => i18n.locale;

/** The language in use; a component that reads it renders again when it changes. */
export function useLocale(): string {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}

/**
 * A folder's catalogues (`import catalog from "./messages?catalog"`) loaded once, and the two
 * ways to read them: `useT()` in components (they render again when the language changes) and
 * `t()` for code that runs at a moment (a toast, a validation message). Keys are the English
 * catalogue's, so a misspelt key is a type error.
 */
export function translatorFor<Key extends string>(catalog: Record<Locale, Messages>) {
  i18n.load(catalog);
  const t: Translate<Key> = (id, values) => i18n._(id, values as Record<string, unknown>);
  function useT(): Translate<Key> {
    useLocale();
    return t;
  }
  return { t, useT };
}
