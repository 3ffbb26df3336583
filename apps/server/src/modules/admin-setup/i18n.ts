import { translatorFor } from "../i18n/translator.ts";
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

/** The words of the first-administrator setup link's refusals. */
export const setupWords = translatorFor<keyof typeof en>({ en, es, fr });
