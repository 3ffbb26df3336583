import { translatorFor } from "../i18n/translator.ts";
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

/** The words of split payment's refusals and mails: `shareWords(locale)("shares.needsPlayers")`. */
export const shareWords = translatorFor<keyof typeof en>({ en, es, fr });
export type ShareKey = keyof typeof en;
