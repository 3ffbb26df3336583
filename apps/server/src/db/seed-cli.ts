import { systemClock } from "../clock.ts";
import { describeDatabase, loadConfig } from "../config.ts";
import { writeClubIssuer } from "../modules/club/club-settings.ts";
import { loadAppSecret } from "./app-secret.ts";
import { openDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";
import { seedDemo } from "./seed.ts";

/** `npm run db:seed`: migrate and seed the configured database (PostgreSQL only seeds when asked). */
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrateDatabase(database);
  // The seeded history's receipts name the configured issuer, as the server's would.
  await writeClubIssuer(database.db, config);
  const settings = {
    now: systemClock.now(),
    zone: config.timezone,
    currency: config.currency,
    appUrl: config.appUrl,
    // The secret the server will sign order access keys with, so the seeded orders' links work.
    appSecret: config.appSecret ?? (await loadAppSecret(database.db)),
  };
  const seeded = await database.exclusive(() => seedDemo(database.db, settings));
  const where = describeDatabase(config.database);
  console.log(seeded ? `Demo data seeded into ${where}.` : `The database (${where}) already has courts; nothing seeded.`);
} finally {
  await database.close();
}
