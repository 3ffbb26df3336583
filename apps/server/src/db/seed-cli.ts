import { describeDatabase, loadConfig } from "../config.ts";
import { openDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";
import { seedDemo } from "./seed.ts";

/** `npm run db:seed`: migrate and seed the configured database (PostgreSQL only seeds when asked). */
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrateDatabase(database);
  const seeded = await database.exclusive(() => seedDemo(database.db));
  const where = describeDatabase(config.database);
  console.log(seeded ? `Demo data seeded into ${where}.` : `The database (${where}) already has courts; nothing seeded.`);
} finally {
  await database.close();
}
