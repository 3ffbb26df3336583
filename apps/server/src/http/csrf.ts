import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { CSRF_MISMATCH_MESSAGE, XSRF_COOKIE, XSRF_HEADER } from "@courtside/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError } from "./http-error.ts";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Provider webhooks prove themselves by signature instead. */
const EXEMPT_PREFIXES = ["/api/payments/stripe/webhook"];

/**
 * Double-submit anti-forgery token (API.md): the server sets a signed, script-readable
 * XSRF-TOKEN cookie; every unsafe request must echo it in X-XSRF-TOKEN. The signature
 * stops a cookie planted from a sibling domain from being accepted.
 */
export function registerCsrf(app: FastifyInstance, secret: string, secureCookies: boolean): void {
  const sign = (nonce: string) => createHmac("sha256", secret).update(nonce).digest("base64url");
  const isValid = (value: string | undefined): value is string => {
    if (!value) return false;
    const [nonce, mac] = value.split(".");
    if (!nonce || !mac) return false;
    return safeEqual(mac, sign(nonce));
  };
  const issue = (reply: FastifyReply) => {
    const nonce = randomBytes(24).toString("base64url");
    reply.setCookie(XSRF_COOKIE, `${nonce}.${sign(nonce)}`, {
      path: "/",
      sameSite: "lax",
      secure: secureCookies,
      httpOnly: false,
    });
  };

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    const cookieValid = isValid(cookie);
    // /api/csrf-cookie issues its own fresh cookie below.
    if (!cookieValid && request.routeOptions.url !== "/api/csrf-cookie") issue(reply);
    if (!UNSAFE.has(request.method) || EXEMPT_PREFIXES.some((p) => request.url.startsWith(p))) return;
    const header = request.headers["x-xsrf-token"];
    if (!cookieValid || typeof header !== "string" || !safeEqual(header, cookie)) {
      throw new HttpError(419, CSRF_MISMATCH_MESSAGE);
    }
  });

  app.get("/api/csrf-cookie", { schema: csrfCookieSchema }, async (_request, reply) => {
    issue(reply);
    return reply.code(204).send();
  });
}

const csrfCookieSchema = {
  tags: ["Anti-forgery"],
  summary: `Set a fresh ${XSRF_COOKIE} cookie`,
  description: `Every unsafe call must send the cookie's value in ${XSRF_HEADER} (else 419); any answer sets the cookie when it is missing, this one always.`,
  security: [],
  response: {
    204: z.null().describe(`No content; Set-Cookie carries ${XSRF_COOKIE} (readable by scripts, SameSite=Lax).`),
  },
};

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
