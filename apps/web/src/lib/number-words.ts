/**
 * The words for something typed where a number belongs, in one place: the whole-number fields
 * (quantities, rules) and the back office's typed prices and stock all say it the same way.
 */
const sentence = (what: string) => `${what.charAt(0).toUpperCase()}${what.slice(1)}`;

/** "The quantity must be a whole number." */
export const mustBeAWholeNumber = (what: string) => `${sentence(what)} must be a whole number.`;

/** "The price must be a number, like 12.50." */
export const mustBeAnAmount = (what: string) => `${sentence(what)} must be a number, like 12.50.`;
