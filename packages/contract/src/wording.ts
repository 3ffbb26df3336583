/**
 * The words of the contract's validation messages. The schemas are shared by the server and the
 * web app, and each speaks its own way (the server per request, the web app in the language
 * chosen), so the contract keeps only the catalogues (`messages/{en,es,fr}.json`, ICU) and each
 * app injects how to read them with `setContractWords`: the contract never depends on Lingui.
 *
 * A schema's message is `say(key, values)`: a zod error function, so the message is worded when
 * a check fails, in the language of that moment, not when the schema is built.
 */
import en from "./messages/en.json" with { type: "json" };

export type ContractKey = keyof typeof en;
export type ContractWords = (key: ContractKey, values?: Record<string, string | number>) => string;

/** A value that is itself worded: a field's name, read in the same language as the message. */
export type Worded = { readonly key: ContractKey };
export type ContractValues = Record<string, string | number | Worded>;

/** The English catalogue with `{name}` filled in: what scripts and tests read until an app sets its words. */
const english: ContractWords = (key, values) =>
  en[key].replace(/\{(\w+)\}/g, (whole, name: string) => (values?.[name] === undefined ? whole : String(values[name])));

let words: ContractWords = english;

/** How the app reads the contract's catalogues (each app calls it once, at start). */
export function setContractWords(read: ContractWords): void {
  words = read;
}

/**
 * A message worded now. A message that names a field starts with a capital letter even when
 * the field's name opens it ("{field} must be at least {min}." → "The priority must be …").
 */
export function word(key: ContractKey, values?: ContractValues): string {
  if (!values) return words(key);
  let named = false;
  const filled: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "object") named = true;
    filled[name] = typeof value === "object" ? words(value.key) : value;
  }
  const text = words(key, filled);
  return named ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}

/** A zod error function: `.min(1, { error: say("contract.text.required", { field: field("email") }) })`. */
/* @__NO_SIDE_EFFECTS__ */
export function say(key: ContractKey, values?: ContractValues): () => string {
  return () => word(key, values);
}

/** The names of the fields the messages name ("The {field} field is required."). */
export type FieldName = ContractKey extends infer K ? (K extends `contract.field.${infer Name}` ? Name : never) : never;

/** A field's name as a message value: `{ field: field("contactEmail") }`. */
/* @__NO_SIDE_EFFECTS__ */
export function field(name: FieldName): Worded {
  return { key: `contract.field.${name}` };
}
