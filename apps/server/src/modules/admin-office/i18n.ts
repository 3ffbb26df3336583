import { translatorFor } from "../i18n/translator.ts";
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

/** The words of the back office's own refusals (its mail outbox); administrators have theirs in `administrators/`. */
export const adminOfficeWords = translatorFor<keyof typeof en>({ en, es, fr });
