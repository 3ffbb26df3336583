import type { AdminSetup } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { hashPassword } from "../auth/passwords.ts";
import { hitLimit, type Limit } from "../auth/rate-limit.ts";
import { issueToken } from "../auth/tokens.ts";
import { administratorCount, createFirstAdministrator, FIRST_ADMINISTRATOR_SPORT } from "./first-administrator.ts";
import { spendSetupLinks, spentSetupLink, usableSetupLink } from "./setup-links.ts";

/** Tokens are 256 bits: this only stops floods, as for invitations. */
const SETUP_PER_ADDRESS: Limit = { max: 10, windowSeconds: 15 * 60 };

/** GET: whether the link still works, and until when. */
export async function checkSetupLink(deps: AppDeps, token: string, address: string) {
  const now = deps.clock.now();
  await hitLimit(deps.database.db, `setup:ip:${address}`, SETUP_PER_ADDRESS, now);
  const link = await usableSetupLink(deps.database.db, token, now);
  return { expires_at: link.expiresAt.toISOString() };
}

/** POST: the link's holder becomes the first administrator and is signed in; every setup link dies. */
export async function completeSetup(deps: AppDeps, token: string, input: AdminSetup, address: string) {
  const { db } = deps.database;
  const now = deps.clock.now();
  await hitLimit(db, `setup:ip:${address}`, SETUP_PER_ADDRESS, now);
  await usableSetupLink(db, token, now);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Checked again inside the transaction: another link or ADMIN_EMAIL may have won meanwhile.
    if (!(await spendSetupLinks(tx, token, now)) || (await administratorCount(tx)) > 0) {
      throw spentSetupLink();
    }
    const administrator = await createFirstAdministrator(
      tx,
      { name: input.name, email: input.email, passwordHash, typeWeb: FIRST_ADMINISTRATOR_SPORT },
      "setup_link",
    );
    return { administrator, token: await issueToken(tx, "administrator", administrator.id, now) };
  });
}
