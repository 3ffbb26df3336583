import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { inject } from "vitest";
import { type Database, openDatabase, wrapPglite } from "../../src/db/client.ts";
import { adminUrl, testDbKind, withDatabaseName } from "./test-db-settings.ts";

/** A fresh, migrated, empty database of its own for one test file. */
export async function createTestDatabase(): Promise<Database> {
  if (testDbKind() === "postgres") {
    const name = `courtside_t_${randomBytes(6).toString("hex")}`;
    const admin = await openDatabase({ kind: "postgres", url: adminUrl() });
    await admin.db.execute(`create database ${name} template ${inject("postgresTemplate")}`);
    const database = await openDatabase({ kind: "postgres", url: withDatabaseName(name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.db.execute(`drop database if exists ${name} with (force)`);
        await admin.close();
      },
    };
  }
  const snapshot = new Blob([readFileSync(inject("pgliteSnapshot"))]);
  const client = await PGlite.create({ loadDataDir: snapshot, extensions: { btree_gist } });
  return wrapPglite(client);
}
