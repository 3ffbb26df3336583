/**
 * The contract's validation messages in the app's language: its catalogues
 * (packages/contract/src/messages) compiled like every folder's, read with the language in use
 * when a check fails. Imported by what shows zod's messages (lib/zod-resolver.ts for the forms),
 * so the catalogues load with the forms, not with every page's first JavaScript.
 */
import { type ContractKey, setContractWords } from "@courtside/contract";
import catalog from "../../../../packages/contract/src/messages?catalog";
import { translatorFor } from "./translator.ts";

const { t } = translatorFor<ContractKey>(catalog);
setContractWords(t);
