import type { AppDeps } from "../../deps.ts";
import { hitLimit, limits } from "../auth/rate-limit.ts";
import { normalisedEmail } from "./hold-limits.ts";

/**
 * Order attempts per client address and per guest contact, refused or not: a script that
 * rotates courts or dates runs dry before it can probe the whole horizon. Holds themselves
 * are capped where they are written (hold-limits.ts).
 */
export async function limitOrderAttempts(
  deps: AppDeps,
  caller: { memberId: string | null; address: string },
  billingEmail: string,
): Promise<void> {
  const { db } = deps.database;
  const now = deps.clock.now();
  await hitLimit(db, `order:address:${caller.address}`, limits.ordersPerAddress, now);
  if (!caller.memberId) await hitLimit(db, `order:guest:${normalisedEmail(billingEmail)}`, limits.ordersPerGuestContact, now);
}
