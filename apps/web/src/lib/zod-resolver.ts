/**
 * `zodResolver` of @hookform/resolvers, as it is, with the contract's messages worded in the
 * app's language (i18n/contract-words.ts): forms import it from here.
 */
import "../i18n/contract-words.ts";

export { zodResolver } from "@hookform/resolvers/zod";
