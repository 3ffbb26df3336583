import { INVITATION_HOURS } from "@courtside/contract";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
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

/** When each account's newest live invitation runs out. */
export async function invitationExpiries(db: Db, ids: string[], now: Date): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: accountTokens.subjectId, at: sql<string | Date>`max(${accountTokens.expiresAt})` })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.purpose, "admin_invite"),
        inArray(accountTokens.subjectId, ids),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .groupBy(accountTokens.subjectId);
  return new Map(rows.map((r) => [r.id, new Date(r.at)]));
}

export async function invitationExpiry(db: Db, id: string, now: Date): Promise<Date | null> {
  return (await invitationExpiries(db, [id], now)).get(id) ?? null;
}
