import { translatorFor } from "../i18n/translator.ts";
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

/** The words of the waitlist offer mail and of the waitlist's refusals: `waitlistWords(locale)("waitlist.offer.subject")`. */
export const waitlistWords = translatorFor<keyof typeof en>({ en, es, fr });
