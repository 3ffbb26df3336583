import type { Db } from "../../db/client.ts";
import { type Delay, takeTurn } from "./progressive-delay.ts";
import { clearLimit, hitLimit, limits } from "./rate-limit.ts";
import { digest } from "./secrets.ts";

export type LoginAccountKind = "member" | "admin";

/** Five tries in a row at once, then 1, 2, 4 … 30 seconds apart: slows guessing, never locks the owner out. */
const ACCOUNT_DELAY: Delay = { free: 5, maxSeconds: 30, forgetAfterSeconds: 15 * 60 };

const accountKey = (kind: LoginAccountKind, email: string) => `login:${kind}:${digest(email)}`;
const accountAndAddressKey = (kind: LoginAccountKind, email: string, address: string) =>
  `login:${kind}:${digest(email)}:ip:${address}`;

/**
 * Before a password is tried: hard limits per address and per account-and-address (they stop
 * only the address guessing), then the account's progressive delay. Unknown accounts go
 * through the same steps, so the answers reveal nothing.
 */
export async function guardLogin(db: Db, kind: LoginAccountKind, email: string, address: string, now: Date): Promise<void> {
  await hitLimit(db, `login:ip:${address}`, limits.loginPerAddress, now);
  await hitLimit(db, accountAndAddressKey(kind, email, address), limits.loginPerAccountAndAddress, now);
  await takeTurn(db, accountKey(kind, email), ACCOUNT_DELAY, now);
}

/** The owner got in: their account and their address start over. */
export async function loginSucceeded(db: Db, kind: LoginAccountKind, email: string, address: string): Promise<void> {
  await clearLimit(db, accountKey(kind, email));
  await clearLimit(db, accountAndAddressKey(kind, email, address));
}
