import type { FastifyRequest } from "fastify";

/**
 * What the logs may hold: never access keys, tokens or personal data. Request URLs lose
 * their secrets, requests are logged without headers or body, and errors keep only their
 * name, message, stack and code (drizzle's message lists the query's parameters: a guest's
 * name and email; PostgreSQL's `detail` quotes the row).
 */
export const REDACTED = "[redacted]";

/** Query parameters whose value is a credential or personal data (order keys, reset tokens, the reset link's email). */
const SECRET_PARAM = /key|token|secret|password|passwd|signature|sig$|session|auth|code|email|phone/i;
/** Paths whose last segment is a credential: /admin/invite/{token}, /reset-password/{token}, the setup link. */
const SECRET_SEGMENT = /(\/(?:admin\/invite|reset-password|admin\/setup|api\/admin-setup)\/)[^/?#]+/i;

export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_PARAM.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export type LoggedError = { type: string; message: string; stack: string; code?: string; cause?: LoggedError };

/** An error as the logs keep it; its own properties (drizzle's `params`, pg's `detail`) never leave. */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: "(a value that is not an Error was thrown)", stack: "" };
  const message = withoutParameters(err.message);
  // The stack starts with the message; swap in the cleaned one.
  const stack = withoutParameters((err.stack ?? "").replace(err.message, message));
  const logged: LoggedError = { type: err.name, message, stack };
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") logged.code = String(code);
  if (err.cause !== undefined && depth < 3) logged.cause = serializeError(err.cause, depth + 1);
  return logged;
}

/** drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>". */
function withoutParameters(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);
}

/** Fastify's request log line without the query's secrets (its default also has no headers or body). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const logSerializers = { req: serializeRequest, err: serializeError };

/** Belt and braces: were a request or its headers ever logged whole, these never are. */
export const logRedactPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers['x-xsrf-token']",
  "req.body",
  "request.body",
  "body",
];
