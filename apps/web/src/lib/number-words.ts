import { t } from "./i18n.ts";

/**
 * The words for something typed where a number belongs, in one place: the whole-number fields
 * (quantities, rules) and the back office's typed prices and stock all say it the same way.
 */
const sentence = (what: string) => `${what.charAt(0).toUpperCase()}${what.slice(1)}`;

/** "The quantity must be a whole number." */
export const mustBeAWholeNumber = (what: string) => t("lib.number.whole", { what: sentence(what) });

/** "The price must be a number, like 12.50." */
export const mustBeAnAmount = (what: string) => t("lib.number.amount", { what: sentence(what) });
