import cluster from "node:cluster";
import { buildApp } from "./app.ts";
import { runPrimary } from "./cluster.ts";
import { type Config, ConfigError, describeDatabase, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { logDestination } from "./http/log-output.ts";
import { expireCredit } from "./modules/credit/expiry.ts";
import { settleMatchDeadlines } from "./modules/matches/deadline.ts";
import { sendRenewalReminders } from "./modules/memberships/reminders.ts";
import { closeStaleCheckouts } from "./modules/payments/close-checkout.ts";
import { openDueCheckouts } from "./modules/payments/due-checkouts.ts";
import { expireLapsedHolds } from "./modules/payments/hold-expiry.ts";
import { drawDueReleases } from "./modules/release/run-draw.ts";
import { sendDueReminders } from "./modules/reminders/due.ts";
import { settleShareDeadlines } from "./modules/shares/deadline.ts";
import { offerAllFreedCourts } from "./modules/waitlist/due.ts";
import { WaitlistWatcher } from "./modules/waitlist/watcher.ts";
import { prepareInstance } from "./prepare-instance.ts";

/** With WORKERS > 1 the primary prepares and forks (cluster.ts); each worker, or the one process, serves. */
async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  await serve(config, cluster.isWorker);
}

/** config → database → migrate → first administrator, seed (when empty and allowed) → listen; graceful shutdown. */
async function serve(config: Config, worker: boolean) {
  const database = await openDatabase(config.database);
  // A worker's primary did the start-up work once for all (cluster.ts).
  if (!worker) await migrateDatabase(database);
  const app = await buildApp({ config, database, logStream: await logDestination() });
  if (!worker) {
    await prepareInstance(app.deps);
    // Holds that lapsed while the server was down (a crash, a deploy) free their courts now, not at the first tick.
    await expireLapsedHolds(database.db, app.deps.clock.now()).catch((err: unknown) =>
      app.log.warn({ err }, "could not expire lapsed holds at start-up"),
    );
  }
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
  // Lapsed pack credit leaves balances in the same round (expiry.ts: once across instances).
  const reminderTimer = setInterval(
    () =>
      void sendRenewalReminders(app.deps)
        .catch(() => {})
        .then(() => expireCredit(app.deps))
        .catch(() => {}),
    10 * 60_000,
  );
  reminderTimer.unref();

  // Release draws are due the moment a window closes: a quarter-second sweep (one indexed query
  // when none is due, two while a window is open), so a draw starts at most 250 ms after its close.
  const drawTimer = setInterval(() => void drawDueReleases(app.deps).catch(() => {}), 250);
  drawTimer.unref();
  // A freed court goes to the first in line as it frees (the watcher); the sweep catches what a dropped notification missed.
  const waitlist = new WaitlistWatcher(app.deps);
  await waitlist.start();
  const waitlistTimer = setInterval(() => void offerAllFreedCourts(app.deps).catch(() => {}), 5_000);
  waitlistTimer.unref();
  // The day before a booking, its reminder (each claims its order: instances never both send).
  const reminderMailTimer = setInterval(() => void sendDueReminders(app.deps).catch(() => {}), 5 * 60_000);
  reminderMailTimer.unref();
  // Open matches not full and not kept are cancelled at their deadline; split bookings' unpaid shares fall to their owners at the deadline (each claimed once across instances).
  const settleDeadlines = async () => {
    await settleMatchDeadlines(app.deps);
    await settleShareDeadlines(app.deps);
  };
  const shareTimer = setInterval(() => void settleDeadlines().catch(() => {}), 10_000);
  shareTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    clearInterval(mailTimer);
    clearInterval(holdTimer);
    clearInterval(drawTimer);
    clearInterval(waitlistTimer);
    clearInterval(reminderMailTimer);
    clearInterval(shareTimer);
    await waitlist.stop();
    clearInterval(reminderTimer);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  // A rush (a release's first second) opens hundreds of connections at once: they wait in the
  // kernel's accept queue (capped by net.core.somaxconn) rather than overflow Node's default of
  // 511, where a dropped handshake costs its client a 1 s, then 3 s, retransmit.
  await app.listen({ host: config.host, port: config.port, backlog: 4096 });
  if (worker) return;
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
