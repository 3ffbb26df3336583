import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, sqlState } from "../db/errors.ts";
import { type ErrorCode, HttpError } from "./http-error.ts";
import { serializeError } from "./logging.ts";
import { setBaselineHeaders } from "./security.ts";

/** character_not_in_repertoire, untranslatable_character: e.g. "\u0000" in a text or jsonb value. */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

type ErrorBody = { message: string; errors?: Record<string, string[]> } & Partial<ErrorCode>;

const fastifyCodes: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "Unsupported media type: send the body as application/json."],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "The request body length does not match its Content-Length."],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "The request body is empty but its content type is application/json."],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "The request body is not valid JSON."],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "The request body is too large."],
  FST_ERR_CTP_INVALID_TYPE: [400, "The content type header is malformed."],
  FST_ERR_RATE_LIMIT: [429, "Too many requests."],
  // A path that cannot be decoded, or a parameter longer than the router takes, names nothing that exists.
  FST_ERR_BAD_URL: [404, "Not found."],
  FST_ERR_MAX_PARAM_LENGTH: [404, "Not found."],
};

/** Every failure leaves in the contract's shape; a stack trace never does. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const [status, body, headers] = describe(error);
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
  const [status, body] = describe(error);
  setBaselineHeaders(request, reply);
  return reply.code(status).send(body);
}

function describe(error: FastifyError): [number, ErrorBody, Record<string, string>?] {
  if (error instanceof HttpError) {
    return [error.statusCode, { ...withErrors(error.message, error.errors), ...error.detail }, error.headers];
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path parameter that does not parse names nothing that exists.
    if (error.validationContext === "params") return [404, { message: "Not found." }];
    return [422, validationBody(error.validation, error.validationContext)];
  }
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return [known[0], { message: known[1] }];
  if (error instanceof SyntaxError || (error.statusCode === 400 && error.message.includes("JSON"))) {
    return [400, { message: "The request body is not valid JSON." }];
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return [error.statusCode, { message: error.message }];
  }
  // Text PostgreSQL cannot store (a NUL character) is the input's fault; the statement was refused whole.
  if (UNSTORABLE_TEXT.has(sqlState(error) ?? "")) {
    return [422, { message: "The request contains characters that cannot be stored (such as NUL)." }];
  }
  // The database being away is not the request's fault and passes: 503 tells clients to retry.
  if (isDatabaseUnavailable(error)) {
    return [503, { message: "The database is not reachable right now. Try again in a moment." }, { "retry-after": "5" }];
  }
  return [500, { message: "Server error." }];
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

function validationBody(issues: Issue[], context: string | undefined): ErrorBody {
  // A Map, not an object: an unknown field may be named `constructor` or `__proto__`.
  const byField = new Map<string, string[]>();
  for (const issue of issues.flatMap(splitUnknownKeys)) {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || (context ?? "body");
    const message = issue.instancePath ? (issue.message ?? "Invalid value.") : rootMessage(context);
    byField.set(field, [...(byField.get(field) ?? []), message]);
  }
  const errors: Record<string, string[]> = Object.fromEntries(byField);
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const first = messages[0] ?? "The given data was invalid.";
  const message = more > 0 ? `${first} (and ${more} more error${more > 1 ? "s" : ""})` : first;
  return { message, errors };
}

function rootMessage(context: string | undefined): string {
  if (context === "querystring") return "The query string is invalid.";
  if (context === "headers") return "The request headers are invalid.";
  return "The request body must be a JSON object.";
}

export function sendApiNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ message: "Not found." });
}
