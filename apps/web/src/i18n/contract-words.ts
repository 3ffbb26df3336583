/**
 * The contract's validation messages in the app's language: its catalogues
 * (packages/contract/src/messages) compiled like every folder's, read with the language in use
 * when a check fails. Imported by what shows zod's messages (lib/zod-resolver.ts for the forms),
 * so the catalogues load with the forms, not with every page's first JavaScript.
 */
import { type ContractKey, type Locale, setContractWords } from "@courtside/contract";
import { z } from "zod";
import enZod from "zod/v4/locales/en.js";
import esZod from "zod/v4/locales/es.js";
import frZod from "zod/v4/locales/fr.js";
import catalog from "../../../../packages/contract/src/messages?catalog";
import { currentLocale } from "./i18n.ts";
import { translatorFor } from "./translator.ts";

const { t } = translatorFor<ContractKey>(catalog);
setContractWords(t);

/** zod's own messages (a check the contract words no message for), in the language in use. */
const zodErrors: Record<Locale, ReturnType<typeof enZod>["localeError"]> = {
  en: enZod().localeError,
  es: esZod().localeError,
  fr: frZod().localeError,
};
z.config({ localeError: (issue) => zodErrors[currentLocale()](issue) });
