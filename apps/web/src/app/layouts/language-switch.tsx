import { useT } from "../../i18n/common.ts";
import { isLocale, LOCALES, localeNames } from "../../i18n/locales.ts";
import { chooseLanguage } from "../../i18n/member-locale.ts";
import { useLocale } from "../../i18n/translator.ts";

/**
 * The header's choice of language, each named in itself (and marked as that language, so a
 * screen reader says "Español" in Spanish). A plain select: every visitor's first page loads it.
 */
export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  return (
    <select
      className="language-switch"
      aria-label={t("common.language")}
      value={locale}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLocale(value)) chooseLanguage(value);
      }}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {localeNames[option]}
        </option>
      ))}
    </select>
  );
}
