import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { seedDemo } from "./db/seed.ts";
import { closeStaleCheckouts } from "./modules/payments/close-checkout.ts";
import { expireLapsedHolds } from "./modules/payments/hold-expiry.ts";

/** config → database → migrate → seed (when empty and allowed) → listen; graceful shutdown. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await migrateDatabase(database);
  if (config.seedDemo && (await database.exclusive(() => seedDemo(database.db)))) {
    console.log("Seeded the demo facility (see README for the demo accounts).");
  }
  const app = await buildApp({ config, database });
  // Holds that lapsed while the server was down (a crash, a deploy) free their courts now, not at the first tick.
  await expireLapsedHolds(database.db, app.deps.clock.now()).catch((err: unknown) =>
    app.log.warn({ err }, "could not expire lapsed holds at start-up"),
  );
  const mailTimer = setInterval(() => void app.deps.mailer.deliverDue().catch(() => {}), 30_000);
  mailTimer.unref();
  // Lapsed holds free their courts even when nobody is booking (an order blocked by one sweeps at once).
  // Then the lapsed (and cancelled) orders' provider checkouts close, so nobody pays them afterwards.
  const sweepHolds = async () => {
    await expireLapsedHolds(database.db, app.deps.clock.now());
    await closeStaleCheckouts(app.deps);
  };
  const holdTimer = setInterval(() => void sweepHolds().catch(() => {}), 30_000);
  holdTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    clearInterval(mailTimer);
    clearInterval(holdTimer);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Courtside is running at ${config.appUrl} (database: ${database.kind}, mail: ${app.deps.mailer.mode})`);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error("Courtside failed to start:", err);
  }
  process.exit(1);
});
