import { INVITATION_HOURS } from "@courtside/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { accountTokens } from "../../../db/schema.ts";
import { digest, newSecretToken } from "../../auth/secrets.ts";

const INVITATION_MS = INVITATION_HOURS * 60 * 60 * 1000;

/** A fresh invitation token for the account; only its SHA-256 is stored. Answers the token for the mail. */
export async function issueInvitation(tx: Db, administratorId: string, now: Date): Promise<string> {
  const token = newSecretToken();
  await tx.insert(accountTokens).values({
    purpose: "admin_invite",
    subjectId: administratorId,
    tokenHash: digest(token),
    expiresAt: new Date(now.getTime() + INVITATION_MS),
    createdAt: now,
  });
  return token;
}

/** Every unused invitation of the account stops working (marked used). */
export async function revokeInvitations(tx: Db, administratorId: string, now: Date): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.purpose, "admin_invite"), eq(accountTokens.subjectId, administratorId), isNull(accountTokens.usedAt)),
    );
}
