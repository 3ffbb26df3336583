import { translatorFor } from "../i18n/translator.ts";
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

/** The words of receipts, invoices and credit notes: `documentWords(locale)("documents.total")`. */
export const documentWords = translatorFor<keyof typeof en>({ en, es, fr });
