import type { Locale, ResetLinkCheck, ResetLinkCheckRequest, ResetPasswordRequest } from "@courtside/contract";
import { and, eq, gt, isNull } from "drizzle-orm";
import { accountTokens, members } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { invalidField, worded } from "../../http/http-error.ts";
import { hashPassword } from "../auth/passwords.ts";
import { hitLimit, limits, withinLimit } from "../auth/rate-limit.ts";
import { digest } from "../auth/secrets.ts";
import { revokeAllTokens } from "../auth/tokens.ts";
import { mailClub } from "../mail/layout.ts";
import { passwordResetMail } from "../mail/templates.ts";
import { findMemberByEmail } from "./account-service.ts";
import { memberWords } from "./i18n.ts";
import { issueResetToken, revokeResetLinks } from "./reset-links.ts";

/** The reset's one refusal, whatever was wrong (unknown email, wrong, used or expired token). */
const invalidLink = (field: "token" | "email") =>
  invalidField(field, worded(memberWords, "members.resetLinkInvalid"), { code: "reset_link_invalid" });

/**
 * Answers the same way, at once, whether or not the account exists: the lookup and the
 * mail happen in the background so timing reveals nothing either. The limits that answer
 * 429 stop only the asking address; the per-account one only spaces the mails out, so a
 * stranger asking for someone never keeps the owner from getting a link.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, address: string, locale: Locale) {
  const { db } = deps.database;
  const now = deps.clock.now();
  await hitLimit(db, `forgot:ip:${address}`, limits.forgotPerAddress, now);
  await hitLimit(db, `forgot:account:${digest(email)}:ip:${address}`, limits.forgotPerAccountAndAddress, now);
  deps.background.run("password-reset-mail", () => sendResetLink(deps, email));
  return { message: memberWords(locale)("members.resetLinkSent") };
}

async function sendResetLink(deps: AppDeps, email: string) {
  const { db } = deps.database;
  // Within 5 minutes of the last mail the owner already holds a live link (links last 60).
  if (!(await withinLimit(db, `forgot:mail:${digest(email)}`, limits.resetMailPerAccount, deps.clock.now()))) return;
  const member = await findMemberByEmail(deps, email);
  if (!member) return;
  const token = await issueResetToken(db, member.id, deps.clock.now());
  // Built from APP_URL, never from the request's Host header.
  const link = `${deps.config.appUrl}/reset-password/${token}?email=${encodeURIComponent(member.email)}`;
  await deps.mailer.send(
    passwordResetMail({ to: member.email, name: member.name, link, club: await mailClub(deps, member.email) }),
  );
}

/**
 * Whether a reset link still works, so the page can say so before anyone types a password.
 * It counts against the same per-address limit as the reset (a guess is a guess, whichever
 * call makes it) and answers the reset's one message for an unknown email, a wrong, used or
 * expired token: nothing about whose link it is.
 */
/** The member's reset link with this token, unused and not yet expired. */
const liveResetLink = (token: string, memberId: string, now: Date) =>
  and(
    eq(accountTokens.tokenHash, digest(token)),
    eq(accountTokens.purpose, "password_reset"),
    eq(accountTokens.subjectId, memberId),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

export async function checkResetLink(deps: AppDeps, input: ResetLinkCheckRequest, address: string): Promise<ResetLinkCheck> {
  const { db } = deps.database;
  const now = deps.clock.now();
  await hitLimit(db, `reset:ip:${address}`, limits.resetPerAddress, now);
  const member = await findMemberByEmail(deps, input.email);
  const [live] = member
    ? await db
        .select({ expiresAt: accountTokens.expiresAt })
        .from(accountTokens)
        .where(liveResetLink(input.token, member.id, now))
    : [];
  if (!live) throw invalidLink("token");
  return { expires_at: live.expiresAt.toISOString() };
}

/** Single use: the token is claimed by the same statement that checks it; the member's other links die with it. */
export async function resetPassword(deps: AppDeps, input: ResetPasswordRequest, address: string) {
  const { db } = deps.database;
  const now = deps.clock.now();
  await hitLimit(db, `reset:ip:${address}`, limits.resetPerAddress, now);
  const member = await findMemberByEmail(deps, input.email);
  if (!member) throw invalidLink("email");
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(liveResetLink(input.token, member.id, now))
      .returning({ id: accountTokens.id });
    if (claimed.length === 0) throw invalidLink("email");
    await revokeResetLinks(tx, member.id, now);
    await tx.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, member.id));
    await revokeAllTokens(tx, "member", member.id, now);
  });
}
