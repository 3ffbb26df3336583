import type { Locale, LoginRequest, PasswordChangeRequest, ProfileUpdateRequest, RegisterRequest } from "@courtside/contract";
import { eq, sql } from "drizzle-orm";
import { isUniqueViolation } from "../../db/errors.ts";
import { members } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { invalidField, unauthenticated, worded } from "../../http/http-error.ts";
import { guardLogin, loginSucceeded } from "../auth/login-throttle.ts";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "../auth/passwords.ts";
import { hitLimit, limits } from "../auth/rate-limit.ts";
import { issueToken, revokeAllTokens, revokeToken, rotateToken } from "../auth/tokens.ts";
import { memberWords } from "./i18n.ts";
import { revokeResetLinks } from "./reset-links.ts";

type MemberRow = typeof members.$inferSelect;

export async function findMemberByEmail(deps: AppDeps, email: string): Promise<MemberRow | undefined> {
  const [row] = await deps.database.db.select().from(members).where(sql`lower(${members.email}) = lower(${email})`);
  return row;
}

export async function register(deps: AppDeps, input: RegisterRequest, address: string, locale: Locale) {
  const { db } = deps.database;
  const now = deps.clock.now();
  await hitLimit(db, `register:ip:${address}`, limits.registerPerAddress, now);
  const passwordHash = await hashPassword(input.password);
  try {
    const [member] = await db
      .insert(members)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        passwordHash,
        locale,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!member) throw new Error("insert returned no row");
    return { member, token: await issueToken(db, "member", member.id, now) };
  } catch (err) {
    // The unique index decides; no check-then-insert race.
    if (isUniqueViolation(err)) throw invalidField("email", worded(memberWords, "members.emailTaken"), { code: "email_taken" });
    throw err;
  }
}

/** Unknown email and wrong password answer alike, after the same argon2 work. */
export async function login(deps: AppDeps, input: LoginRequest, address: string) {
  const { db } = deps.database;
  const now = deps.clock.now();
  await guardLogin(db, "member", input.email, address, now);
  const member = await findMemberByEmail(deps, input.email);
  const ok = member ? await verifyPassword(member.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
  if (!member || !ok)
    throw invalidField("email", worded(memberWords, "members.invalidCredentials"), { code: "invalid_credentials" });
  await loginSucceeded(db, "member", input.email, address);
  return { member, token: await issueToken(db, "member", member.id, now) };
}

export async function logout(deps: AppDeps, tokenId: number) {
  await revokeToken(deps.database.db, tokenId, deps.clock.now());
}

export async function refresh(deps: AppDeps, tokenId: number) {
  const token = await rotateToken(deps.database.db, tokenId, deps.clock.now());
  if (!token) throw unauthenticated();
  return token;
}

export async function updateProfile(deps: AppDeps, memberId: string, input: ProfileUpdateRequest) {
  const [member] = await deps.database.db
    .update(members)
    .set({
      name: input.name,
      phone: input.phone || null,
      ...(input.booking_reminders === undefined ? {} : { bookingReminders: input.booking_reminders }),
      ...(input.plays_in === undefined ? {} : { playsIn: input.plays_in }),
      updatedAt: deps.clock.now(),
    })
    .where(eq(members.id, memberId))
    .returning();
  if (!member) throw new Error("member vanished during update");
  return member;
}

/** Other sessions and any outstanding reset link end; the session that changed the password stays signed in. */
/** The language the member chose in the app: their mails follow it. */
export async function updateLocale(deps: AppDeps, memberId: string, locale: Locale) {
  const [member] = await deps.database.db
    .update(members)
    .set({ locale, updatedAt: deps.clock.now() })
    .where(eq(members.id, memberId))
    .returning();
  if (!member) throw unauthenticated();
  return member;
}

export async function changePassword(deps: AppDeps, member: MemberRow, tokenId: number, input: PasswordChangeRequest) {
  if (!(await verifyPassword(member.passwordHash, input.current_password))) {
    throw invalidField("current_password", worded(memberWords, "members.currentPasswordWrong"), {
      code: "current_password_wrong",
    });
  }
  const { db } = deps.database;
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, member.id));
    await revokeAllTokens(tx, "member", member.id, now, tokenId);
    await revokeResetLinks(tx, member.id, now);
  });
}
