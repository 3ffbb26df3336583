import { translatorFor } from "../i18n/translator.ts";
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

/** The words of open matches' refusals and mails: `matchWords(locale)("matches.full")`. */
export const matchWords = translatorFor<keyof typeof en>({ en, es, fr });
export type MatchKey = keyof typeof en;
