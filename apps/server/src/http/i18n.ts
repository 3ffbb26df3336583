import { translatorFor } from "../modules/i18n/translator.ts";
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

/** The words of the HTTP layer's own answers (not found, too many attempts, malformed requests). */
export const httpWords = translatorFor<keyof typeof en>({ en, es, fr });
