import { SETUP_LINK_HOURS } from "@courtside/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accountTokens } from "../../db/schema.ts";
import { HttpError, notFound, worded } from "../../http/http-error.ts";
import { digest, newSecretToken } from "../auth/secrets.ts";
import { administratorCount } from "./first-administrator.ts";
import { setupWords } from "./i18n.ts";

const SETUP_LINK_MS = SETUP_LINK_HOURS * 60 * 60 * 1000;
/** A setup link belongs to no account yet; account_tokens wants a subject. */
const NO_SUBJECT = "00000000-0000-0000-0000-000000000000";

/** 410: the link was used, expired, or an administrator exists already. */
export const spentSetupLink = () =>
  new HttpError(410, worded(setupWords, "admin-setup.spentLink"), undefined, undefined, { code: "setup_link_spent" });

export const setupLinkUrl = (appUrl: string, token: string) => `${appUrl}/admin/setup/${token}`;

/**
 * A fresh setup link; only its SHA-256 is stored. Earlier ones keep working until they expire
 * (several instances starting at once each print one); the first one used spends them all.
 */
export async function issueSetupLink(db: Db, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + SETUP_LINK_MS);
  await db
    .insert(accountTokens)
    .values({ purpose: "admin_setup", subjectId: NO_SUBJECT, tokenHash: digest(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The link's row when it still works: 404 when unknown, 410 when used, expired or an administrator exists. */
export async function usableSetupLink(db: Db, token: string, now: Date) {
  const [link] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, digest(token)), eq(accountTokens.purpose, "admin_setup")));
  if (!link) throw notFound(worded(setupWords, "admin-setup.unknownLink"));
  if (link.usedAt || link.expiresAt <= now || (await administratorCount(db)) > 0) throw spentSetupLink();
  return link;
}

/**
 * Spends every unused setup link in one statement and answers whether this token was among
 * them: two people racing with two links lock the same rows, and only one gets through.
 */
export async function spendSetupLinks(tx: Db, token: string, now: Date): Promise<boolean> {
  const spent = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.purpose, "admin_setup"), isNull(accountTokens.usedAt)))
    .returning({ tokenHash: accountTokens.tokenHash });
  return spent.some((row) => row.tokenHash === digest(token));
}
