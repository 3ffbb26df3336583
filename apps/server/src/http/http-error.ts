import { DEFAULT_LOCALE, type Locale } from "@courtside/contract";
import type { MessageValues, Translate } from "../modules/i18n/translator.ts";
import { httpWords } from "./i18n.ts";

/** A stable machine name for a refusal, with what a client needs to word it itself (API.md "Errors"). */
export type ErrorCode = { code: string; params?: Record<string, string | number | string[]> };

/**
 * What a refusal says, in a language: the answer's `message` (and its field's) are worded in the
 * request's language when the answer is sent (http/error-handler.ts), from the module's
 * catalogue; a plain string reads the same in every language.
 */
export type Wording = string | ((locale: Locale) => string);

export const inLocale = (wording: Wording, locale: Locale): string => (typeof wording === "string" ? wording : wording(locale));

/**
 * A catalogue message as a refusal's wording: `worded(orderWords, "orders.courtClosed", (locale) =>
 * ({ court, when: formatSlot(date, start, end, locale) }))`. Values that depend on the language
 * (dates, money, lists) come from a function of it.
 */
export function worded<Key extends string>(
  words: (locale: Locale) => Translate<Key>,
  key: Key,
  values?: MessageValues | ((locale: Locale) => MessageValues),
): Wording {
  return (locale) => words(locale)(key, typeof values === "function" ? values(locale) : values);
}

/** A failure a route or service answers with, in the contract's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly wording: Wording,
    readonly fieldWordings?: Record<string, Wording[]>,
    readonly headers?: Record<string, string>,
    readonly detail?: ErrorCode,
  ) {
    // English for logs and for code that reads `message`.
    super(inLocale(wording, DEFAULT_LOCALE));
  }

  /** Per field, in English (as `message` is). */
  get errors(): Record<string, string[]> | undefined {
    return this.fieldWordings && this.wordedErrors(DEFAULT_LOCALE);
  }

  wordedErrors(locale: Locale): Record<string, string[]> | undefined {
    if (!this.fieldWordings) return undefined;
    return Object.fromEntries(
      Object.entries(this.fieldWordings).map(([field, list]) => [field, list.map((w) => inLocale(w, locale))]),
    );
  }
}

/** A message of the http catalogue (`http/messages`), worded when sent. */
const said = (key: Parameters<ReturnType<typeof httpWords>>[0], values?: MessageValues) => worded(httpWords, key, values);

export const notFound = (message: Wording = said("http.notFound")) =>
  new HttpError(404, message, undefined, undefined, { code: "not_found" });
export const unauthenticated = () =>
  new HttpError(401, said("http.unauthenticated"), undefined, undefined, { code: "unauthenticated" });
export const forbidden = (message: Wording = said("http.forbidden")) =>
  new HttpError(403, message, undefined, undefined, { code: "forbidden" });
export const conflict = (message: Wording) => new HttpError(409, message);

/** 422 for one field, with the same message at the top as Laravel-style clients expect. */
export function invalidField(field: string, message: Wording, detail?: ErrorCode): HttpError {
  return new HttpError(422, message, { [field]: [message] }, undefined, detail);
}

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(
    429,
    said("http.tooManyAttempts", { seconds }),
    undefined,
    { "Retry-After": String(seconds) },
    {
      code: "too_many_attempts",
      params: { seconds },
    },
  );
}
