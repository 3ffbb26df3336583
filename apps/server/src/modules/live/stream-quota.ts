import { isIPv6 } from "node:net";
import { HttpError } from "../../http/http-error.ts";

/** A browser reconnects on its own once a place frees up; this is when to try. */
const RETRY_AFTER_SECONDS = 30;

/**
 * Places for open live streams: each holds a socket and a share of every change's fan-out,
 * so one client may hold `perAddress` of them and the instance `total`. A place is taken
 * before the stream opens and handed back once when it ends.
 */
export class StreamQuota {
  private open = 0;
  private readonly openByAddress = new Map<string, number>();

  constructor(private readonly limits: { perAddress: number; total: number }) {}

  /** Takes a place for a stream from `address` and answers how to give it back; 429 when none is left. */
  take(address: string): () => void {
    const key = addressKey(address);
    const held = this.openByAddress.get(key) ?? 0;
    if (held >= this.limits.perAddress) throw tooManyStreams("Too many live updates are open from your address.");
    if (this.open >= this.limits.total) throw tooManyStreams("Live updates are at capacity right now.");
    this.openByAddress.set(key, held + 1);
    this.open += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open -= 1;
      const left = (this.openByAddress.get(key) ?? 1) - 1;
      if (left > 0) this.openByAddress.set(key, left);
      else this.openByAddress.delete(key);
    };
  }
}

function tooManyStreams(reason: string): HttpError {
  return new HttpError(429, `${reason} Close another tab or try again in ${RETRY_AFTER_SECONDS} seconds.`, undefined, {
    "Retry-After": String(RETRY_AFTER_SECONDS),
  });
}

/** One IPv6 client usually holds a whole /64, so its streams count together; IPv4 (mapped or not) by address. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address.split("%")[0] ?? address)
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  if (tail === undefined) return left;
  const right = tail ? tail.split(":") : [];
  return [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
}
