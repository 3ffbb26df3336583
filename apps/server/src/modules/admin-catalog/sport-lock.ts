import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * Serialises one kind of catalog write for one sport across every server instance (a
 * transaction-scoped advisory lock), where a rule spans rows and no constraint can hold it.
 */
export async function lockSportScope(tx: Db, scope: string, sport: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`courtside.${scope}.${sport}`}, 0))`);
}
