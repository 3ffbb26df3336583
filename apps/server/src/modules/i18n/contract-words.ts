import { type ContractKey, type Locale, setContractWords } from "@courtside/contract";
import { z } from "zod";
import enZod from "zod/v4/locales/en.js";
import esZod from "zod/v4/locales/es.js";
import frZod from "zod/v4/locales/fr.js";
import en from "../../../../../packages/contract/src/messages/en.json" with { type: "json" };
import es from "../../../../../packages/contract/src/messages/es.json" with { type: "json" };
import fr from "../../../../../packages/contract/src/messages/fr.json" with { type: "json" };
import { currentLocale } from "./request-language.ts";
import { translatorFor } from "./translator.ts";

/** The contract's validation messages (packages/contract/src/messages): `contractWords(locale)("contract.text.required", …)`. */
export const contractWords = translatorFor<ContractKey>({ en, es, fr });

/** zod's own messages (a check the contract words no message for, such as a wrong type), per language. */
const zodErrors: Record<Locale, ReturnType<typeof enZod>["localeError"]> = {
  en: enZod().localeError,
  es: esZod().localeError,
  fr: frZod().localeError,
};

/** The schemas' messages from now on in the language of the request being answered (buildApp calls it). */
export function speakContractWords(): void {
  setContractWords((key, values) => contractWords(currentLocale())(key, values));
  z.config({ localeError: (issue) => zodErrors[currentLocale()](issue) });
}
