import { translatorFor } from "../i18n/translator.ts";
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

/** The words of payment mails and of why a payment was refused: `paymentsWords(locale)("payments.due.action")`. */
export const paymentsWords = translatorFor<keyof typeof en>({ en, es, fr });

/** A key of the payments catalogue. */
export type PaymentsKey = keyof typeof en;
