import { type Locale, localeTags } from "@courtside/contract";

/** Integer minor units → "€24.00" ("24,00 €" in Spanish) in the currency's own number of decimals. */
export function formatMoney(minor: number, currency: string, locale: Locale = "en"): string {
  const format = new Intl.NumberFormat(locale === "en" ? "en" : localeTags[locale], { style: "currency", currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
