import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimits } from "../../db/schema.ts";
import { tooManyRequests } from "../../http/http-error.ts";

export type Delay = {
  /** Attempts in a row that go at once. */
  free: number;
  /** The longest wait between two attempts: never a lock. */
  maxSeconds: number;
  /** A quiet spell this long starts the count over. */
  forgetAfterSeconds: number;
};

/**
 * A per-account brake that a stranger cannot turn into a lock: after `free` attempts in a
 * row, each further attempt must come 1, 2, 4 … up to `maxSeconds` after the previous one,
 * from any address. The row (in rate_limits) holds the attempts in a row as `hits` and the
 * last attempt as `window_start`. One conditional upsert takes the turn, so simultaneous
 * attempts cannot all slip through one gap; a refused attempt changes nothing.
 */
export async function takeTurn(db: Db, key: string, delay: Delay, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const stale = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - delay.forgetAfterSeconds * 1000).toISOString()}::timestamptz`;
  const waited = sql`${rateLimits.windowStart} + least(${delay.maxSeconds}::float8, power(2, ${rateLimits.hits} - ${delay.free}::int)) * interval '1 second' <= ${at}`;
  const [taken] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { hits: sql`case when ${stale} then 1 else ${rateLimits.hits} + 1 end`, windowStart: at },
      setWhere: sql`${stale} or ${rateLimits.hits} < ${delay.free}::int or ${waited}`,
    })
    .returning({ hits: rateLimits.hits });
  if (taken) return;
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  throw tooManyRequests(row ? secondsLeft(row, delay, now) : 1);
}

function secondsLeft(row: { windowStart: Date; hits: number }, delay: Delay, now: Date): number {
  const waitSeconds = Math.min(delay.maxSeconds, 2 ** (row.hits - delay.free));
  return (new Date(row.windowStart).getTime() + waitSeconds * 1000 - now.getTime()) / 1000;
}
