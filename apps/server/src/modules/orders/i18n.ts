import { translatorFor } from "../i18n/translator.ts";
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

/** The words of a booking's calendar file and of the order refusals: `orderWords(locale)("orders.calendar.invoice")`. */
export const orderWords = translatorFor<keyof typeof en>({ en, es, fr });

/** A key of the orders catalogue. */
export type OrderKey = keyof typeof en;
