import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimits } from "../../db/schema.ts";
import { tooManyRequests } from "../../http/http-error.ts";

export type Limit = { max: number; windowSeconds: number };

/**
 * Fixed-window counter kept in the database, so every server instance shares it.
 * One upsert per hit: no read-then-write race. Throws 429 (with Retry-After) over the limit.
 */
export async function hitLimit(db: Db, key: string, limit: Limit, now: Date): Promise<void> {
  const row = await countHit(db, key, limit, now);
  if (row.hits > limit.max) {
    const resetsAt = new Date(row.windowStart).getTime() + limit.windowSeconds * 1000;
    throw tooManyRequests((resetsAt - now.getTime()) / 1000);
  }
}

/** The same counter for work done quietly (no answer waits on it): true while within the limit. */
export async function withinLimit(db: Db, key: string, limit: Limit, now: Date): Promise<boolean> {
  return (await countHit(db, key, limit, now)).hits <= limit.max;
}

async function countHit(db: Db, key: string, limit: Limit, now: Date) {
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
  if (!row) throw new Error("rate limit upsert returned no row");
  return row;
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export const limits = {
  loginPerAddress: { max: 30, windowSeconds: 15 * 60 },
  /** One address guessing one account's password: a hard stop that touches nobody else. */
  loginPerAccountAndAddress: { max: 10, windowSeconds: 15 * 60 },
  forgotPerAddress: { max: 10, windowSeconds: 60 * 60 },
  forgotPerAccountAndAddress: { max: 3, windowSeconds: 60 * 60 },
  /**
   * At most one reset mail per account every 5 minutes, whoever asks: links live 60 minutes, so
   * an owner who asks always holds one sent at most 5 minutes ago, and a stranger cannot flood them.
   */
  resetMailPerAccount: { max: 1, windowSeconds: 5 * 60 },
  resetPerAddress: { max: 10, windowSeconds: 15 * 60 },
  registerPerAddress: { max: 10, windowSeconds: 60 * 60 },
  /**
   * The owner's logo and photo uploads, per administrator: a club's photos in one sitting fit
   * (12 of the club and 4 a court), while a stolen token cannot keep the server decoding images.
   */
  clubImageUploads: { max: 60, windowSeconds: 10 * 60 },
  /** A member's own level changes, both sports: enough to settle on one, too few to fill a history. */
  selfRatingsPerMember: { max: 10, windowSeconds: 24 * 60 * 60 },
  /**
   * Players a member adds to their bookings (each may mail someone, a stranger too): enough for
   * a week's games in one sitting, too few for a stolen token to mail-bomb anyone.
   */
  playerAddsPerMember: { max: 20, windowSeconds: 60 * 60 },
  /** Open matches a member tries to join: a day's choosing, not a script sweeping the listing. */
  matchJoinsPerMember: { max: 20, windowSeconds: 60 * 60 },
  /** Invitation links a member follows: a week's invitations, not a script's guesses. */
  invitationAcceptsPerMember: { max: 30, windowSeconds: 60 * 60 },
  /** Order attempts: generous for a club's shared Wi-Fi, tight enough that a script runs dry. */
  ordersPerAddress: { max: 60, windowSeconds: 10 * 60 },
  ordersPerGuestContact: { max: 12, windowSeconds: 10 * 60 },
} satisfies Record<string, Limit>;
