/**
 * Server time of a cold day grid, in process (no network, no client): every request rotates
 * over the bookable dates of both sports with the cache dropped first, so each one is built
 * from the database. `DATABASE_URL` picks PostgreSQL (seeded: `npm run db:seed`), else an
 * in-memory PGlite with the demo club. Run: `node --import tsx bench/cold-grid-probe.ts [rounds]`.
 */
import { loadavg } from "node:os";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrateDatabase } from "../apps/server/src/db/migrate.ts";
import { seedDemo } from "../apps/server/src/db/seed.ts";
import { scheduleCache } from "../apps/server/src/modules/schedule/schedule-cache.ts";
import { demoSettings } from "../apps/server/src/prepare-instance.ts";
import { addDays, HORIZON_DAYS } from "./grid.ts";

const rounds = Number(process.argv[2] ?? 2000);
const config = loadConfig({ ...process.env, LOG_LEVEL: "warn", DATA_DIR: process.env.DATA_DIR ?? "" });
const database = await openDatabase(process.env.DATABASE_URL ? config.database : { kind: "pglite", dataDir: null });
await migrateDatabase(database);
const app = await buildApp({ config, database });
if (!process.env.DATABASE_URL) await seedDemo(database.db, demoSettings(app.deps));
const today = new Date().toISOString().slice(0, 10);
const urls: string[] = [];
for (let i = 0; i < HORIZON_DAYS; i++) {
  for (const api of ["frontend", "frontend_padel"]) urls.push(`/api/${api}/schedules?date=${addDays(today, i)}`);
}
const cache = scheduleCache(app.deps);
const run = async (n: number) => {
  for (let i = 0; i < n; i++) {
    cache.invalidate();
    const res = await app.inject({ method: "GET", url: urls[i % urls.length] as string });
    if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}`);
  }
};
await run(200); // warm up the JIT and the pool
const started = performance.now();
const cpu = process.cpuUsage();
await run(rounds);
const ms = (performance.now() - started) / rounds;
const { user, system } = process.cpuUsage(cpu);
const cpuMs = (user + system) / 1000 / rounds;
const warm = performance.now();
for (let i = 0; i < rounds; i++) await app.inject({ method: "GET", url: urls[0] as string });
const warmMs = (performance.now() - warm) / rounds;
console.log(
  `${database.kind}: cold grid ${ms.toFixed(3)} ms/request (this process's CPU ${cpuMs.toFixed(3)} ms), warm ${warmMs.toFixed(3)} ms/request (${rounds} requests, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")})`,
);
await app.close();
await database.close();
