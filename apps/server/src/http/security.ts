import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

/**
 * Strict CSP: scripts only from our own origin (no inline script, no eval). Styles allow
 * inline because the UI library writes CSS variables at run time; that cannot run code.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const apiOrigins = config.corsOrigins;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...apiOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.appUrl.startsWith("https:") ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.appUrl.startsWith("https:"),
  });
  app.addHook("onRequest", async (request, reply) => setBaselineHeaders(request, reply));
  // The web app's own origin and CORS_ORIGINS only, with credentials; never "*".
  const allowed = new Set([new URL(config.appUrl).origin, ...config.corsOrigins.map((o) => new URL(o).origin)]);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    allowedHeaders: ["Content-Type", "Authorization", "X-XSRF-TOKEN", "Idempotency-Key", "Accept"],
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    maxAge: 600,
  });
}

/**
 * Browser features the app never uses, denied to it and to anything it could embed. Payment
 * too: Stripe Checkout is Stripe's own page, not a Payment Request from ours.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Every answer's, including the router's own errors (which run no hooks). */
export function setBaselineHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header("permissions-policy", PERMISSIONS_POLICY);
  // API answers carry personal data and tokens: no browser or proxy keeps them unless a
  // route sets a policy of its own (the day grid: no-cache with an ETag).
  if (isApiPath(request.url)) reply.header("cache-control", "no-store");
}

const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
