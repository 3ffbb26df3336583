import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { openDatabase } from "../../src/db/client.ts";
import type { TestClock } from "./clock.ts";
import { createProcessPostgres } from "./process-db.ts";

/**
 * Two app instances on one fresh PostgreSQL database (their own pools, caches and LISTEN
 * connections, as two processes behind a load balancer) sharing one test clock, in the
 * facility zone of Madrid. `close` ends both and drops the database.
 */
export async function twoInstancesOnOnePostgres(clock: TestClock) {
  const pg = await createProcessPostgres();
  const second = await openDatabase({ kind: "postgres", url: pg.url });
  const config = loadConfig({
    NODE_ENV: "test",
    APP_URL: "http://courtside.test",
    LOG_LEVEL: "silent",
    GUEST_PROOF_WORK: "0",
    FACILITY_TIMEZONE: "Europe/Madrid",
  });
  const apps = await Promise.all([pg.database, second].map((database) => buildApp({ config, database, clock, logger: false })));
  await Promise.all(apps.map((a) => a.ready()));
  return {
    apps: apps as [FastifyInstance, FastifyInstance],
    close: async () => {
      await Promise.all(apps.map((a) => a.close()));
      await second.close();
      await pg.drop();
    },
  };
}
