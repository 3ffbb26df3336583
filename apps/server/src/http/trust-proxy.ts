import { isIP } from "node:net";
import { z } from "zod";

/**
 * Which X-Forwarded-For entries to believe: none (false), the last `n` hops (a count), or
 * those added by the listed proxies (addresses, CIDRs or proxy-addr's names).
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

const REFUSED_TRUE =
  'must be a hop count (e.g. 1) or the proxies\' addresses (e.g. 10.0.0.0/8,loopback), not "true": ' +
  "trusting every hop lets any client choose its address by writing X-Forwarded-For";

/** TRUST_PROXY: "false"/"0" → none, "1" → one hop, "10.0.0.1,10.1.0.0/16,loopback" → those proxies. */
export const trustProxySchema = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim();
  if (text === "false" || text === "0") return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === "true") {
    ctx.addIssue({ code: "custom", message: REFUSED_TRUE });
    return z.NEVER;
  }
  const entries = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyEntry(entry));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `must be false, a hop count or proxy addresses/CIDRs (not understood: ${bad.join(", ") || "empty"})`,
    });
    return z.NEVER;
  }
  return entries;
});

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d+$/.test(prefix) ? Number(prefix) : Number.NaN;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy`. A hop count becomes a function: Fastify ≥ 5.x treats a bare number
 * as "trust nothing". proxy-addr asks about the socket's address (hop 0), then each
 * X-Forwarded-For entry from the right; with `n` hops the client is the n-th from the right.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === "number") return trust === 0 ? false : (_address, hop) => hop < trust;
  return trust;
}
