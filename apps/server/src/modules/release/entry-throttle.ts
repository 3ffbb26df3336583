import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps.ts";
import { tooManyRequests } from "../../http/http-error.ts";

/** Changes of the entries one signed-in client may send at once, then how many a second. */
const BURST = 4;
const PER_SECOND = 2;
/** Clients remembered at most; the idle ones are dropped past it. */
const MAX_CLIENTS = 20_000;

type Bucket = { tokens: number; at: number };

/**
 * Sheds a client sending entry changes faster than a person can (a bot at 20 a second) before
 * any work: no token lookup, no query. Keyed by the bearer token (hashed, so no secret is
 * kept), per instance: it protects this instance's time for everyone else during a release.
 * What a person may change at all is capped in the database (RELEASE_MAX_CHANGES); this is
 * only about speed. A person clicking "Enter the draw" or "Withdraw" never meets it.
 */
export class EntryThrottle {
  private readonly buckets = new Map<string, Bucket>();

  /** True when the client may go on; false when it must wait a second. */
  take(client: string, now = performance.now()): boolean {
    const bucket = this.buckets.get(client) ?? { tokens: BURST, at: now };
    bucket.tokens = Math.min(BURST, bucket.tokens + ((now - bucket.at) / 1000) * PER_SECOND);
    bucket.at = now;
    if (!this.buckets.has(client)) this.remember(client, bucket, now);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private remember(client: string, bucket: Bucket, now: number): void {
    if (this.buckets.size >= MAX_CLIENTS) {
      // A bucket refilled in full is the same as none.
      for (const [key, b] of this.buckets) if (now - b.at > (BURST / PER_SECOND) * 1000) this.buckets.delete(key);
      if (this.buckets.size >= MAX_CLIENTS) this.buckets.clear();
    }
    this.buckets.set(client, bucket);
  }
}

const throttles = new WeakMap<AppDeps, EntryThrottle>();

/** A route's onRequest hook: 429 (Retry-After 1) for a signed-in client over its speed. */
export function entryThrottleHook(deps: AppDeps) {
  let throttle = throttles.get(deps);
  if (!throttle) {
    throttle = new EntryThrottle();
    throttles.set(deps, throttle);
  }
  const shared = throttle;
  return async (request: FastifyRequest) => {
    const authorization = request.headers.authorization;
    // No token: authentication answers 401 as it would.
    if (!authorization) return;
    const client = createHash("sha256").update(authorization).digest("base64url");
    if (!shared.take(client)) throw tooManyRequests(1);
  };
}
