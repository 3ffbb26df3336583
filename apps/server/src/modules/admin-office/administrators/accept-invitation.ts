import type { AcceptInvitation } from "@courtside/contract";
import { and, eq, gt, isNull } from "drizzle-orm";
import { accountTokens, administrators } from "../../../db/schema.ts";
import type { AppDeps } from "../../../deps.ts";
import { invalidField, worded } from "../../../http/http-error.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { hitLimit, type Limit } from "../../auth/rate-limit.ts";
import { digest } from "../../auth/secrets.ts";
import { issueToken } from "../../auth/tokens.ts";
import { administratorWords } from "./i18n.ts";
import { accountStatus } from "./presenter.ts";

/** As many tries per address as a password reset allows: tokens are 256 bits, this only stops floods. */
const ACCEPT_PER_ADDRESS: Limit = { max: 10, windowSeconds: 15 * 60 };

/**
 * The invitee sets a password with the mailed token and is signed in. The token is claimed
 * by the same statement that checks it (single use); an unknown, used or expired token, or
 * an account deactivated meanwhile, all get the one message.
 */
export async function acceptInvitation(deps: AppDeps, input: AcceptInvitation, address: string) {
  const { db } = deps.database;
  const now = deps.clock.now();
  await hitLimit(db, `invite:ip:${address}`, ACCEPT_PER_ADDRESS, now);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.tokenHash, digest(input.token)),
          eq(accountTokens.purpose, "admin_invite"),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .returning({ subjectId: accountTokens.subjectId });
    if (!claimed) throw invalidInvitation();
    const [administrator] = await tx
      .update(administrators)
      .set({ passwordHash })
      .where(and(eq(administrators.id, claimed.subjectId), eq(administrators.active, true), isNull(administrators.passwordHash)))
      .returning();
    if (!administrator) throw invalidInvitation();
    await recordAudit(tx, {
      actorAdminId: administrator.id,
      action: "administrator.accept_invitation",
      entity: "administrator",
      entityId: administrator.id,
      before: { status: "invited" },
      after: { status: accountStatus(administrator) },
    });
    return { administrator, token: await issueToken(tx, "administrator", administrator.id, now) };
  });
}

/** One answer for an unknown, used or expired link and an account deactivated meanwhile: nothing to tell apart. */
const invalidInvitation = () =>
  invalidField("token", worded(administratorWords, "administrators.invitationInvalid"), { code: "invitation_invalid" });
