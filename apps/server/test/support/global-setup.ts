import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/client.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { adminUrl, testDbKind, withDatabaseName } from "./test-db-settings.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run; every test file then starts from a copy: a restored PGlite
 * data dir, or a PostgreSQL database created from a migrated template.
 */
export default async function setup(project: TestProject) {
  if (testDbKind() === "postgres") {
    const template = `courtside_tpl_${process.pid}`;
    const admin = await openDatabase({ kind: "postgres", url: adminUrl() });
    await admin.db.execute(`drop database if exists ${template}`);
    await admin.db.execute(`create database ${template}`);
    const templateDb = await openDatabase({ kind: "postgres", url: withDatabaseName(template) });
    await migrateDatabase(templateDb);
    await templateDb.close();
    project.provide("postgresTemplate", template);
    project.provide("pgliteSnapshot", "");
    return async () => {
      await admin.db.execute(`drop database if exists ${template} with (force)`);
      await admin.close();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "courtside-test-"));
  const database = await openDatabase({ kind: "pglite", dataDir: null });
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await database.close();
  project.provide("pgliteSnapshot", file);
  project.provide("postgresTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
