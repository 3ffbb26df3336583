import { translatorFor } from "../i18n/translator.ts";
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

/** The refusals of match results: `resultWords(locale)("results.notPlayed")`. */
export const resultWords = translatorFor<keyof typeof en>({ en, es, fr });
