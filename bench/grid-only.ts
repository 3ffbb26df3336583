/**
 * `npm run bench:grid`: only the day grid's figures (1, 7, 8 and, with DATABASE_URL, 9) on a
 * fresh database: quicker than the whole bench while working on the grid. BENCH_SECONDS sets
 * each load's length (default 5).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { addDays, grid } from "./grid.ts";
import { gridFigures, workersAgainstOne } from "./grid-figures.ts";
import { CONNECTIONS, hammer } from "./load.ts";
import { createBenchDatabase, freePort, startServer } from "./server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const loadNow = () => loadavg()[0]?.toFixed(1) ?? "?";

const pgDb = process.env.DATABASE_URL ? await createBenchDatabase(process.env.DATABASE_URL) : null;
const dataDir = mkdtempSync(join(tmpdir(), "courtside-grid-"));
const port = await freePort();
const server = await startServer({ port, dataDir, databaseUrl: pgDb?.url });
const loadBefore = loadNow();
try {
  const today = (await grid(server.url, "tennis")).date;
  const gridDate = addDays(today, 1);
  await hammer("warm-up", `${server.url}/api/frontend/schedules?date=${gridDate}`, 10, 1);
  const health = { ...(await hammer("GET /healthz", `${server.url}/healthz`, CONNECTIONS, SECONDS)), peakRssMb: 0 };
  const warm = await hammer("GET schedules", `${server.url}/api/frontend/schedules?date=${gridDate}`, CONNECTIONS, SECONDS);
  const single = { health, grid: { ...warm, peakRssMb: 0 } };
  const options = { today, gridDate, single, seconds: SECONDS };
  const { rows, figures } = await gridFigures(server, options);
  if (pgDb) {
    const restart = { port, dataDir, databaseUrl: pgDb.url, stop: () => server.stop() };
    const two = await workersAgainstOne({ ...options, restart });
    rows.push(...two.rows);
    figures.push(...two.figures);
  }
  console.log(`\n== ${pgDb ? "PostgreSQL" : "PGlite"} (load average ${loadBefore} → ${loadNow()})`);
  console.table(
    [single.health, single.grid, ...rows].map((r) => ({
      scenario: r.name,
      "req/s": Math.round(r.rps),
      "p99 ms": r.p99,
      "non-2xx": r.non2xx,
    })),
  );
  console.table(
    figures.map((f) => ({ figure: f.id, what: f.what, value: f.value, target: f.target, met: f.met ? "yes" : "NO" })),
  );
} finally {
  await server.stop();
  await pgDb?.drop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}
