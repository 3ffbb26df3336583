/**
 * Lints the OpenAPI document the server serves with Redocly's recommended rules (redocly.yaml):
 * builds the app in-process on an empty embedded database, fetches /api/openapi.json, lints it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";

// A public address as a deployment sets it (the rules flag localhost servers).
const config = loadConfig({ NODE_ENV: "test", APP_URL: "https://courtside.test", LOG_LEVEL: "silent" });
const database = await openDatabase({ kind: "pglite", dataDir: null });
await migrateDatabase(database);
const app = await buildApp({ config, database, logger: false });
const document = (await app.inject({ url: "/api/openapi.json" })).body;
await app.close();
await database.close();

const dir = mkdtempSync(path.join(tmpdir(), "courtside-openapi-"));
const file = path.join(dir, "openapi.json");
writeFileSync(file, document);
const cli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
const root = path.resolve(import.meta.dirname, "..");
const args = [cli, "lint", file, "--config", path.join(root, "redocly.yaml"), "--format", "summary"];
const lint = spawnSync(process.execPath, args, {
  stdio: "inherit",
  // No telemetry and no update check: the lint runs offline.
  env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
});
rmSync(dir, { recursive: true, force: true });
process.exit(lint.status ?? 1);
