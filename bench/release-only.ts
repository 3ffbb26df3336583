/**
 * `npm run bench:release`: only issue 13's figures (the release rush R1–R4 and the waitlist W)
 * on a fresh database, PGlite, or PostgreSQL with DATABASE_URL. Sizes: BENCH_RELEASE_MEMBERS
 * (1,000), BENCH_RELEASE_BOTS (20), BENCH_RELEASE_WINDOW (seconds of entries, 20),
 * BENCH_WAITLIST_CELLS (200; needs members × 3 ≥ cells × 5). BENCH_ONLY=release|waitlist runs one.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { addDays, grid } from "./grid.ts";
import type { Row } from "./load.ts";
import type { Figure } from "./order-figures.ts";
import { registerMembers } from "./plan-members.ts";
import { releaseFigures, releasePeople } from "./release-figures.ts";
import { createBenchDatabase, freePort, startServer } from "./server.ts";
import { waitlistFigures } from "./waitlist-figures.ts";

const loadNow = () => loadavg()[0]?.toFixed(1) ?? "?";
const only = process.env.BENCH_ONLY;

const pgDb = process.env.DATABASE_URL ? await createBenchDatabase(process.env.DATABASE_URL) : null;
const dataDir = mkdtempSync(join(tmpdir(), "courtside-release-"));
const port = await freePort();
const server = await startServer({ port, dataDir, databaseUrl: pgDb?.url });
const loadBefore = loadNow();
try {
  const today = (await grid(server.url, "tennis")).date;
  const rows: Row[] = [];
  const figures: Figure[] = [];
  const registered = performance.now();
  const people =
    only === "waitlist"
      ? { members: await registerMembers(server.url, 1000, { plan: false, concurrency: 4, label: "waiting" }), bots: [] }
      : await releasePeople(server.url);
  console.log(
    `registered ${people.members.length} members and ${people.bots.length} bots in ${((performance.now() - registered) / 1000).toFixed(1)} s (load ${loadNow()})`,
  );
  const loads: string[] = [];
  let releaseDate = addDays(today, 11);
  if (only !== "waitlist") {
    const before = loadNow();
    const release = await releaseFigures(server.url, today, people);
    rows.push(...release.rows);
    figures.push(...release.figures);
    releaseDate = release.rush.date;
    loads.push(`release ${before} → ${loadNow()}`);
  }
  if (only !== "release") {
    const before = loadNow();
    const waitlist = await waitlistFigures(server.url, today, people.members, [releaseDate]);
    rows.push(...waitlist.rows);
    figures.push(...waitlist.figures);
    loads.push(`waitlist ${before} → ${loadNow()}`);
  }
  console.log(`\n== ${pgDb ? "PostgreSQL" : "PGlite"} (load average ${loadBefore} → ${loadNow()}; ${loads.join("; ")})`);
  console.table(
    rows.map((r) => ({
      scenario: r.name,
      "req/s": Math.round(r.rps),
      "p50 ms": Number(r.p50.toFixed(1)),
      "p99 ms": Number(r.p99.toFixed(1)),
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
