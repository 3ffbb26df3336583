import { type ContractKey, setContractWords } from "@courtside/contract";
import en from "../../../../../packages/contract/src/messages/en.json" with { type: "json" };
import es from "../../../../../packages/contract/src/messages/es.json" with { type: "json" };
import fr from "../../../../../packages/contract/src/messages/fr.json" with { type: "json" };
import { currentLocale } from "./request-language.ts";
import { translatorFor } from "./translator.ts";

/** The contract's validation messages (packages/contract/src/messages): `contractWords(locale)("contract.text.required", …)`. */
export const contractWords = translatorFor<ContractKey>({ en, es, fr });

/** The schemas' messages from now on in the language of the request being answered (buildApp calls it). */
export function speakContractWords(): void {
  setContractWords((key, values) => contractWords(currentLocale())(key, values));
}
