import { XSRF_COOKIE, XSRF_HEADER } from "@courtside/contract";

/**
 * What every route shares but no single route schema says: the anti-forgery pair, the body
 * errors Fastify answers before a handler runs, operation ids, public operations, servers.
 * Added here, once, so the document cannot drift from the hooks that do these things.
 */
type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  security?: Json[];
  parameters?: Json[];
  responses?: Record<string, Json>;
};
export type OpenApiDocument = {
  servers?: { url: string }[];
  paths?: Record<string, Record<string, Operation>>;
};

const UNSAFE = new Set(["post", "put", "patch", "delete"]);
/** Signed by the provider instead of the anti-forgery pair (http/csrf.ts). */
const CSRF_EXEMPT = new Set(["/api/payments/stripe/webhook"]);

const ERROR_DESCRIPTIONS: Record<string, string> = {
  "400": "The body is not valid JSON, or its length does not match Content-Length.",
  "401": "No valid bearer token.",
  "403": "The token's holder may not do this.",
  "404": "Not found (or not yours to see).",
  "409": "Conflicts with the current state; the message says why.",
  "413": "The body is larger than the server takes (100 KiB on most calls).",
  "415": "The body is not application/json.",
  "419": `CSRF token mismatch: send the ${XSRF_COOKIE} cookie's value in ${XSRF_HEADER}.`,
  "422": "The input is invalid: the message says why, errors names the fields.",
  "429": "Too many requests; Retry-After says how many seconds to wait.",
};

const errorBody = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
const retryAfter = { "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer" } } };

const xsrfParameters = [
  {
    name: XSRF_HEADER,
    in: "header",
    required: true,
    description: `The value of the ${XSRF_COOKIE} cookie (GET /api/csrf-cookie sets it; so does any answer to a request without it).`,
    schema: { type: "string" },
  },
  {
    name: XSRF_COOKIE,
    in: "cookie",
    required: true,
    description: `Set by the server; must equal ${XSRF_HEADER}.`,
    schema: { type: "string" },
  },
];

export function completeDocument(doc: OpenApiDocument, appUrl: string): OpenApiDocument {
  doc.servers = [{ url: appUrl }];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) completeOperation(operation, method, path);
  }
  return doc;
}

function completeOperation(operation: Operation, method: string, path: string): void {
  operation.operationId ??= operationIdOf(method, path);
  // No requirement means public: say so, rather than leave it to a root default that does not exist.
  operation.security ??= [];
  operation.responses ??= {};
  const responses = operation.responses;
  if (UNSAFE.has(method)) {
    // Fastify reads a body on every unsafe method, declared or not, and answers these before the handler.
    for (const status of ["400", "413", "415"]) responses[status] ??= {};
    if (!CSRF_EXEMPT.has(path)) {
      operation.parameters = [...(operation.parameters ?? []), ...xsrfParameters];
      responses["419"] ??= {};
    }
  }
  for (const [status, response] of Object.entries(responses)) describeError(status, response);
}

function describeError(status: string, response: Json): void {
  const description = ERROR_DESCRIPTIONS[status];
  if (!description) return;
  if (!response.description || response.description === "Default Response") response.description = description;
  response.content ??= errorBody;
  if (status === "429") response.headers = { ...retryAfter, ...(response.headers as Json | undefined) };
}

/** `POST /api/frontend_padel/orders/{order_id}/cancel` → `postFrontendPadelOrdersByOrderIdCancel`: stable, unique. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/)/, "")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ["by", ...wordsOf(param[1] ?? "")] : wordsOf(segment);
    });
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}

const wordsOf = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
