import { z } from "zod";
import { mustBeAnAmount, mustBeAWholeNumber } from "../../../lib/number-words.ts";
import { t } from "../i18n.ts";

/**
 * Money is typed in the currency's major units ("12.50") and sent in minor units (1250),
 * the factor lib/format.ts's formatMoney shows it back with. The contract's own price rule
 * (non-negative, whole cents, a ceiling) then checks the converted amount.
 */
const AMOUNT = /^-?\d{1,9}([.,]\d{1,2})?$/;
// Read when a field is checked, so the message is in the language in use then.
const amountMessage = () => mustBeAnAmount(t("admin-catalog.money.thePrice"));
const toMinor = (text: string) => Math.round(Number(text.replace(",", ".")) * 100);

/** Minor units → what the field shows ("" for no price). */
export const toMajorInput = (minor: number | null | undefined) =>
  minor === null || minor === undefined ? "" : (minor / 100).toFixed(2);

/** A required amount, checked by the contract rule it replaces. */
export function moneyField<T extends z.ZodType<number, number>>(rule: T) {
  return z
    .string()
    .trim()
    .min(1, { error: () => t("admin-catalog.money.enterPrice"), abort: true })
    .regex(AMOUNT, { error: amountMessage })
    .transform(toMinor)
    .pipe(rule);
}

/** An amount that may be left blank (null). */
export function optionalMoneyField<T extends z.ZodType<number | null, number | null | undefined>>(rule: T) {
  return z
    .string()
    .trim()
    .refine((text) => text === "" || AMOUNT.test(text), { error: amountMessage })
    .transform((text): number | null | undefined => (text === "" ? null : toMinor(text)))
    .pipe(rule);
}

/**
 * A whole number that may be left blank (null), e.g. stock; then checked by the contract rule (a ceiling, not negative).
 * `what` names the field in the message ("the stock"); a function is read when the field is checked (a translated name).
 */
export function optionalCount<T extends z.ZodType<number | null, number | null | undefined>>(
  rule: T,
  what: string | (() => string),
) {
  return z
    .string()
    .trim()
    .refine((text) => text === "" || /^-?\d+$/.test(text), {
      error: () => mustBeAWholeNumber(typeof what === "function" ? what() : what),
    })
    .transform((text): number | null | undefined => (text === "" ? null : Number(text)))
    .pipe(rule);
}
