import { translatorFor } from "../../i18n/translator.ts";
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

/** The words of the invitation mail: `invitationWords(locale)("administrators.invitation.subject")`. */
export const invitationWords = translatorFor<keyof typeof en>({ en, es, fr });

/** The same catalogue, read for the administrators' refusals (invitations, access, sign-in). */
export const administratorWords = invitationWords;
