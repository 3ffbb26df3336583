import { AsyncLocalStorage } from "node:async_hooks";
import { DEFAULT_LOCALE, type Locale } from "@courtside/contract";
import type { FastifyInstance } from "fastify";
import { requestLocale } from "./request-locale.ts";

const requestLanguage = new AsyncLocalStorage<Locale>();

/**
 * The language of the request being answered, for words worded deep inside its handling where
 * no request is at hand (the contract's zod messages, worded while Fastify validates); English
 * outside any request (start-up, scripts).
 */
export function currentLocale(): Locale {
  return requestLanguage.getStore() ?? DEFAULT_LOCALE;
}

/**
 * Sets each request's language as it arrives (after the cookie plugin, so the person's choice
 * counts). `enterWith` in a synchronous hook holds for the rest of the request: the hooks after
 * it, the body as it is read, validation and the handler (test/validation-language.test.ts
 * proves it over real HTTP, bodies in chunks and requests in different languages at once).
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    requestLanguage.enterWith(requestLocale(request));
    done();
  });
}
