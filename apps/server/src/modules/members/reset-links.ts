import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accountTokens } from "../../db/schema.ts";
import { digest, newSecretToken } from "../auth/secrets.ts";

const RESET_LIFETIME_MS = 60 * 60 * 1000;

/** A fresh 60-minute reset token for the member; only its SHA-256 is stored. Answers the token for the mail. */
export async function issueResetToken(db: Db, memberId: string, now: Date): Promise<string> {
  const token = newSecretToken();
  await db.insert(accountTokens).values({
    purpose: "password_reset",
    subjectId: memberId,
    tokenHash: digest(token),
    expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
    createdAt: now,
  });
  return token;
}

/**
 * Every outstanding reset link of the member stops working (marked used): once the password
 * is reset or changed, an older link left in a mailbox must not reset it again.
 */
export async function revokeResetLinks(tx: Db, memberId: string, now: Date): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.purpose, "password_reset"), eq(accountTokens.subjectId, memberId), isNull(accountTokens.usedAt)));
}
