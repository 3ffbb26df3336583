import { translatorFor } from "../i18n/translator.ts";
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

/** The words of member accounts' answers: sign-up, sign-in, passwords and reset links. */
export const memberWords = translatorFor<keyof typeof en>({ en, es, fr });
