import type { AppDeps } from "../../deps.ts";
import { hitLimit, limits } from "../auth/rate-limit.ts";
import { normalisedEmail } from "./hold-limits.ts";

/**
 * Order attempts that do work (validation, a write), per client address and per guest contact,
 * refused or not: a script that rotates courts, dates or contacts runs dry. Holds themselves
 * are capped where they are written (hold-limits.ts). Attempts at a court already known taken
 * are refused from memory before this and are not counted (create-order.ts).
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
