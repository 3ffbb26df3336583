import { INVALID_CREDENTIALS_MESSAGE, type LoginRequest } from "@courtside/contract";
import { and, eq, sql } from "drizzle-orm";
import { administrators } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { invalidField } from "../../http/http-error.ts";
import { verifyAgainstDecoy, verifyPassword } from "../auth/passwords.ts";
import { clearLimit, hitLimit, limits } from "../auth/rate-limit.ts";
import { digest } from "../auth/secrets.ts";
import { issueToken, revokeToken } from "../auth/tokens.ts";

export async function loginAdministrator(deps: AppDeps, input: LoginRequest, address: string) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const accountKey = `login:admin:${digest(input.email)}`;
  await hitLimit(db, `login:ip:${address}`, limits.loginPerAddress, now);
  await hitLimit(db, accountKey, limits.loginPerAccount, now);
  const [administrator] = await db
    .select()
    .from(administrators)
    .where(and(sql`lower(${administrators.email}) = lower(${input.email})`, eq(administrators.active, true)));
  const ok = administrator?.passwordHash
    ? await verifyPassword(administrator.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!administrator || !ok) throw invalidField("email", INVALID_CREDENTIALS_MESSAGE);
  await clearLimit(db, accountKey);
  return { administrator, token: await issueToken(db, "administrator", administrator.id, now) };
}

export async function logoutAdministrator(deps: AppDeps, tokenId: number) {
  await revokeToken(deps.database.db, tokenId, deps.clock.now());
}
