import type { LoginRequest } from "@courtside/contract";
import { and, eq, sql } from "drizzle-orm";
import { administrators } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { invalidField, worded } from "../../http/http-error.ts";
import { administratorWords } from "../admin-office/administrators/i18n.ts";
import { guardLogin, loginSucceeded } from "../auth/login-throttle.ts";
import { verifyAgainstDecoy, verifyPassword } from "../auth/passwords.ts";
import { issueToken, revokeToken } from "../auth/tokens.ts";

export async function loginAdministrator(deps: AppDeps, input: LoginRequest, address: string) {
  const { db } = deps.database;
  const now = deps.clock.now();
  await guardLogin(db, "admin", input.email, address, now);
  const [administrator] = await db
    .select()
    .from(administrators)
    .where(and(sql`lower(${administrators.email}) = lower(${input.email})`, eq(administrators.active, true)));
  const ok = administrator?.passwordHash
    ? await verifyPassword(administrator.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!administrator || !ok) {
    throw invalidField("email", worded(administratorWords, "administrators.invalidCredentials"), { code: "invalid_credentials" });
  }
  await loginSucceeded(db, "admin", input.email, address);
  return { administrator, token: await issueToken(db, "administrator", administrator.id, now) };
}

export async function logoutAdministrator(deps: AppDeps, tokenId: number) {
  await revokeToken(deps.database.db, tokenId, deps.clock.now());
}
