import { buildApp } from "./app.ts";
import { ConfigError, describeDatabase, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { logDestination } from "./http/log-output.ts";
import { sendRenewalReminders } from "./modules/memberships/reminders.ts";
import { closeStaleCheckouts } from "./modules/payments/close-checkout.ts";
import { openDueCheckouts } from "./modules/payments/due-checkouts.ts";
import { expireLapsedHolds } from "./modules/payments/hold-expiry.ts";
import { prepareInstance } from "./prepare-instance.ts";

/** config → database → migrate → first administrator, seed (when empty and allowed) → listen; graceful shutdown. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await migrateDatabase(database);
  const app = await buildApp({ config, database, logStream: await logDestination() });
  await prepareInstance(app.deps);
  // Holds that lapsed while the server was down (a crash, a deploy) free their courts now, not at the first tick.
  await expireLapsedHolds(database.db, app.deps.clock.now()).catch((err: unknown) =>
    app.log.warn({ err }, "could not expire lapsed holds at start-up"),
  );
  const mailTimer = setInterval(() => void app.deps.mailer.deliverDue().catch(() => {}), 30_000);
  mailTimer.unref();
  // Lapsed holds free their courts even when nobody is booking (an order blocked by one sweeps at once).
  // Then the lapsed (and cancelled) orders' provider checkouts close, so nobody pays them afterwards,
  // and orders held longer than a checkout may stay open (Stripe series dates) get theirs when due.
  const sweepHolds = async () => {
    await expireLapsedHolds(database.db, app.deps.clock.now());
    await closeStaleCheckouts(app.deps);
    await openDueCheckouts(app.deps);
  };
  const holdTimer = setInterval(() => void sweepHolds().catch(() => {}), 30_000);
  holdTimer.unref();
  // Renewal reminders go out 7 days before a membership ends; each claims its row, so instances never both send.
  const reminderTimer = setInterval(() => void sendRenewalReminders(app.deps).catch(() => {}), 10 * 60_000);
  reminderTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    clearInterval(mailTimer);
    clearInterval(holdTimer);
    clearInterval(reminderTimer);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `Courtside is running at ${config.appUrl} (database: ${describeDatabase(config.database)}, mail: ${app.deps.mailer.mode})`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error("Courtside failed to start:", err);
  }
  process.exit(1);
});
