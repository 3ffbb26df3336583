import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import { administrators, authTokens, members } from "../../db/schema.ts";
import { digest, newSecretToken } from "./secrets.ts";

export type SubjectKind = "member" | "administrator";

const DAY = 24 * 60 * 60 * 1000;
/** Members: 30 days, sliding. Administrators: 12 hours, fixed (API.md). */
const lifetimeMs: Record<SubjectKind, number> = { member: 30 * DAY, administrator: 12 * 60 * 60 * 1000 };
/** However much a member's tokens are used or refreshed, they end 90 days after the sign-in that began them. */
const MEMBER_FAMILY_MS = 90 * DAY;
/** Slide a member token at most once a day, so reads do not write on every request. */
const SLIDE_AFTER_MS = DAY;

export type TokenSubject = { tokenId: number; kind: SubjectKind; subjectId: string };

/** A token's subject and its row: the member, or the administrator if still active (else null). */
export type ResolvedToken = TokenSubject & {
  member: typeof members.$inferSelect | null;
  administrator: typeof administrators.$inferSelect | null;
};

/**
 * A token's created_at is when its family began (the sign-in), carried over by refreshes:
 * it bounds the family's life without a column of its own.
 */
function expiryFor(kind: SubjectKind, now: Date, familyStart: Date): Date {
  const sliding = now.getTime() + lifetimeMs[kind];
  return new Date(kind === "member" ? Math.min(sliding, familyStart.getTime() + MEMBER_FAMILY_MS) : sliding);
}

/** A token for a fresh sign-in, or (familyStart given) one continuing an earlier sign-in's family. */
export async function issueToken(db: Db, kind: SubjectKind, subjectId: string, now: Date, familyStart = now): Promise<string> {
  const token = newSecretToken();
  await db.insert(authTokens).values({
    tokenHash: digest(token),
    subjectKind: kind,
    subjectId,
    expiresAt: expiryFor(kind, now, familyStart),
    createdAt: familyStart,
  });
  return token;
}

/** Refresh: a new token of the same family (so the same 90-day end); the old one is revoked. */
export async function rotateToken(db: Db, tokenId: number, now: Date): Promise<string | null> {
  const [old] = await db.select().from(authTokens).where(eq(authTokens.id, tokenId));
  if (!old) return null;
  const token = await issueToken(db, old.subjectKind, old.subjectId, now, old.createdAt);
  await revokeToken(db, tokenId, now);
  return token;
}

/**
 * resolveToken's query, built once per database and prepared (named), not rebuilt per request:
 * every signed-in request runs it, and building a select of three tables costs more CPU than
 * the database spends answering it.
 */
const tokenQuery = preparedPer((db) =>
  db
    .select({ token: authTokens, member: members, administrator: administrators })
    .from(authTokens)
    .leftJoin(members, and(eq(authTokens.subjectKind, "member"), eq(members.id, authTokens.subjectId)))
    .leftJoin(
      administrators,
      and(
        eq(authTokens.subjectKind, "administrator"),
        eq(administrators.id, authTokens.subjectId),
        eq(administrators.active, true),
      ),
    )
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder("hash")),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("resolve_token"),
);

/**
 * The live token's subject, with the member or active administrator it names read in the same
 * query (every signed-in request starts here, so it is one round trip, not two).
 */
export async function resolveToken(db: Db, token: string, now: Date): Promise<ResolvedToken | null> {
  const [row] = await tokenQuery(db).execute({ hash: digest(token), now });
  if (!row) return null;
  const { token: found } = row;
  if (found.subjectKind === "member") {
    const slid = expiryFor("member", now, found.createdAt);
    // Slide once a day; at the family's end, slide to it exactly.
    const capped = slid.getTime() < now.getTime() + lifetimeMs.member;
    if (slid.getTime() - found.expiresAt.getTime() > (capped ? 0 : SLIDE_AFTER_MS)) {
      await db.update(authTokens).set({ expiresAt: slid }).where(eq(authTokens.id, found.id));
    }
  }
  return {
    tokenId: found.id,
    kind: found.subjectKind,
    subjectId: found.subjectId,
    member: row.member,
    administrator: row.administrator,
  };
}

export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

/** Revokes every live token of a subject, except optionally the one in use. */
export async function revokeAllTokens(
  db: Db,
  kind: SubjectKind,
  subjectId: string,
  now: Date,
  exceptTokenId?: number,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.subjectKind, kind),
        eq(authTokens.subjectId, subjectId),
        isNull(authTokens.revokedAt),
        exceptTokenId === undefined ? sql`true` : ne(authTokens.id, exceptTokenId),
      ),
    );
}
