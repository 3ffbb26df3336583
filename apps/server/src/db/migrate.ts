import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { serverRoot } from "../server-root.ts";
import type { Database } from "./client.ts";

const migrationsFolder = path.join(serverRoot, "src/db/migrations");

/** Applies the committed SQL migrations (the same files on PGlite and PostgreSQL). */
export async function migrateDatabase(database: Database): Promise<void> {
  // Both drivers' migrators run the same dialect code over the session; one call serves both.
  await database.exclusive(() => migrate(database.db as unknown as NodePgDatabase, { migrationsFolder }));
}
