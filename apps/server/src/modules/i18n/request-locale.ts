import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from "@courtside/contract";
import type { FastifyRequest } from "fastify";
import Negotiator from "negotiator";

/**
 * The language a request is answered in: the one the person chose in the web app (its cookie),
 * else the best of the browser's `Accept-Language` that Courtside speaks, else English.
 */
export function requestLocale(request: Pick<FastifyRequest, "headers" | "cookies">): Locale {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  const negotiated = new Negotiator({ headers: request.headers }).language([...LOCALES]);
  return isLocale(negotiated) ? negotiated : DEFAULT_LOCALE;
}
