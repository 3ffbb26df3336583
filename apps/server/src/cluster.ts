import cluster, { type Worker } from "node:cluster";
import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "./app.ts";
import { type Config, describeDatabase } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { logDestination } from "./http/log-output.ts";
import { expireLapsedHolds } from "./modules/payments/hold-expiry.ts";
import { prepareInstance } from "./prepare-instance.ts";

/** A worker that dies is replaced after this, so a crash loop cannot spin the CPU. */
const RESPAWN_MS = 1000;
const SHUTDOWN_MS = 12_000;

/**
 * WORKERS > 1 (PostgreSQL only): this primary process does the start-up work once (migrate,
 * first administrator, seed, lapsed holds), then forks one server per worker; they share the
 * port (node:cluster hands each connection to one of them) and one database, and know nothing
 * of each other in memory: grids, live streams and the holds sweep go by the database's
 * NOTIFY and row locks, as separate instances do. A worker that dies is replaced; SIGTERM or
 * SIGINT stops every worker gracefully, then the primary.
 */
export async function runPrimary(config: Config): Promise<void> {
  const log = await prepareOnce(config);
  let closing = false;
  let listening = 0;
  const fork = () => cluster.fork();
  cluster.on("listening", () => {
    listening++;
    if (listening === config.workers) {
      log.info(
        `Courtside is running at ${config.appUrl} (database: ${describeDatabase(config.database)}, ${config.workers} workers)`,
      );
    }
  });
  cluster.on("exit", (worker: Worker, code, signal) => {
    if (closing) return;
    log.error({ pid: worker.process.pid, code, signal }, "a worker stopped; starting another");
    setTimeout(fork, RESPAWN_MS).unref();
  });
  for (let i = 0; i < config.workers; i++) fork();

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down every worker");
    const force = setTimeout(() => process.exit(1), SHUTDOWN_MS);
    force.unref();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once("exit", () => {
        left--;
        if (left === 0) process.exit(0);
      });
      worker.process.kill("SIGTERM");
    }
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

/** What one process does before serving, done here once for every worker; answers the log to keep using. */
async function prepareOnce(config: Config): Promise<FastifyBaseLogger> {
  const database = await openDatabase(config.database);
  await migrateDatabase(database);
  const app = await buildApp({ config, database, logStream: await logDestination() });
  await prepareInstance(app.deps);
  await expireLapsedHolds(database.db, app.deps.clock.now()).catch((err: unknown) =>
    app.log.warn({ err }, "could not expire lapsed holds at start-up"),
  );
  await app.close();
  await database.close();
  return app.log;
}
