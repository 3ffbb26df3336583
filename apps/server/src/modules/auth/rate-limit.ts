import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimits } from "../../db/schema.ts";
import { tooManyRequests } from "../../http/http-error.ts";

export type Limit = { max: number; windowSeconds: number };

/**
 * Fixed-window counter kept in the database, so every server instance shares it.
 * One upsert per hit: no read-then-write race.
 */
export async function hitLimit(db: Db, key: string, limit: Limit, now: Date): Promise<void> {
  const windowStartFloor = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor.toISOString()}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning();
  if (row && row.hits > limit.max) {
    const resetsAt = new Date(row.windowStart).getTime() + limit.windowSeconds * 1000;
    throw tooManyRequests((resetsAt - now.getTime()) / 1000);
  }
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export const limits = {
  loginPerAccount: { max: 5, windowSeconds: 15 * 60 },
  loginPerAddress: { max: 30, windowSeconds: 15 * 60 },
  forgotPerAccount: { max: 3, windowSeconds: 60 * 60 },
  forgotPerAddress: { max: 10, windowSeconds: 60 * 60 },
  resetPerAddress: { max: 10, windowSeconds: 15 * 60 },
  registerPerAddress: { max: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;
