import type { Locale } from "@courtside/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, sqlState } from "../db/errors.ts";
import { requestLocale } from "../modules/i18n/request-locale.ts";
import { type ErrorCode, HttpError, inLocale } from "./http-error.ts";
import { httpWords } from "./i18n.ts";
import { serializeError } from "./logging.ts";
import { setBaselineHeaders } from "./security.ts";

/** character_not_in_repertoire, untranslatable_character: e.g. "\u0000" in a text or jsonb value. */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

type ErrorBody = { message: string; errors?: Record<string, string[]> } & Partial<ErrorCode>;

type HttpKey = Parameters<ReturnType<typeof httpWords>>[0];

const fastifyCodes: Record<string, [number, HttpKey]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "http.unsupportedMediaType"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "http.badContentLength"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "http.emptyJsonBody"],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "http.invalidJson"],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "http.bodyTooLarge"],
  FST_ERR_CTP_INVALID_TYPE: [400, "http.badContentType"],
  FST_ERR_RATE_LIMIT: [429, "http.tooManyRequests"],
  // A path that cannot be decoded, or a parameter longer than the router takes, names nothing that exists.
  FST_ERR_BAD_URL: [404, "http.notFound"],
  FST_ERR_MAX_PARAM_LENGTH: [404, "http.notFound"],
};

/** Every failure leaves in the contract's shape; a stack trace never does. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const [status, body, headers] = describe(error, requestLocale(request));
    // The driver's own message, not drizzle's wrapper (which quotes the query and its parameters).
    if (status === 503) request.log.warn({ cause: serializeError(error.cause ?? error).message }, "database unavailable");
    // `err` goes through serializeError (http/logging.ts): name, message, stack and code, never the parameters.
    else if (status >= 500) request.log.error({ err: error }, "request failed");
    if (headers) reply.headers(headers);
    return reply.code(status).send(body);
  });
}

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`);
 * without this they would leave in Fastify's own shape ({error, code, statusCode}).
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, body] = describe(error, requestLocale(request));
  setBaselineHeaders(request, reply);
  return reply.code(status).send(body);
}

/** The answer to a failure, worded in the request's language. */
function describe(error: FastifyError, locale: Locale): [number, ErrorBody, Record<string, string>?] {
  const t = httpWords(locale);
  if (error instanceof HttpError) {
    const worded = withErrors(inLocale(error.wording, locale), error.wordedErrors(locale));
    return [error.statusCode, { ...worded, ...error.detail }, error.headers];
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path parameter that does not parse names nothing that exists.
    if (error.validationContext === "params") return [404, { message: t("http.notFound"), code: "not_found" }];
    return [422, validationBody(error.validation, error.validationContext, locale)];
  }
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return [known[0], { message: t(known[1]), ...(known[0] === 404 && { code: "not_found" }) }];
  if (error instanceof SyntaxError || (error.statusCode === 400 && error.message.includes("JSON"))) {
    return [400, { message: t("http.invalidJson") }];
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return [error.statusCode, { message: error.message }];
  }
  // Text PostgreSQL cannot store (a NUL character) is the input's fault; the statement was refused whole.
  if (UNSTORABLE_TEXT.has(sqlState(error) ?? "")) {
    return [422, { message: t("http.unstorableText") }];
  }
  // The database being away is not the request's fault and passes: 503 tells clients to retry.
  if (isDatabaseUnavailable(error)) {
    return [503, { message: t("http.databaseUnavailable") }, { "retry-after": "5" }];
  }
  return [500, { message: t("http.serverError") }];
}

function withErrors(message: string, errors?: Record<string, string[]>): ErrorBody {
  return errors ? { message, errors } : { message };
}

type Issue = { instancePath: string; message?: string; keyword?: string; params?: { keys?: unknown } };

/** A strict object's unknown fields, each filed under its own name (so the message names it), else the issue as it is. */
function splitUnknownKeys(issue: Issue): Issue[] {
  const keys = issue.params?.keys;
  if (issue.keyword !== "unrecognized_keys" || !Array.isArray(keys)) return [issue];
  const at = issue.instancePath.replace(/\/$/, "");
  return keys.map((key) => ({ instancePath: `${at}/${String(key)}`, message: issue.message }));
}

/**
 * 422 per field. The fields' messages are the contract's schemas', worded in the request's
 * language as validation ran (modules/i18n/contract-words.ts); what frames them is worded here.
 */
function validationBody(issues: Issue[], context: string | undefined, locale: Locale): ErrorBody {
  const t = httpWords(locale);
  // A Map, not an object: an unknown field may be named `constructor` or `__proto__`.
  const byField = new Map<string, string[]>();
  for (const issue of issues.flatMap(splitUnknownKeys)) {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || (context ?? "body");
    const message = issue.instancePath ? (issue.message ?? t("http.invalidValue")) : rootMessage(context, locale);
    byField.set(field, [...(byField.get(field) ?? []), message]);
  }
  const errors: Record<string, string[]> = Object.fromEntries(byField);
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const first = messages[0] ?? t("http.invalidData");
  const message = more > 0 ? t("http.moreErrors", { first, more }) : first;
  return { message, errors };
}

function rootMessage(context: string | undefined, locale: Locale): string {
  const t = httpWords(locale);
  if (context === "querystring") return t("http.invalidQuery");
  if (context === "headers") return t("http.invalidHeaders");
  return t("http.bodyNotObject");
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ message: httpWords(requestLocale(request))("http.notFound"), code: "not_found" });
}
