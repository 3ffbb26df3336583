/**
 * npm run bench: builds the web app and the server, starts the built server as its own
 * process on the embedded database (and, with DATABASE_URL, on a fresh PostgreSQL database
 * made for the run), drives it with autocannon, concurrent guests and open schedule streams,
 * runs Lighthouse (mobile) on the landing pages once, and prints requests/s, latency, errors,
 * peak RSS and the figures. Results JSON goes to bench/results/ (git-ignored).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { addDays, grid } from "./grid.ts";
import { gridFigures, workersAgainstOne as workerRound } from "./grid-figures.ts";
import { CHROME, LIGHTHOUSE_PAGES, lighthouseScores, type PageScores } from "./lighthouse.ts";
import { type Cell, CONNECTIONS, hammer, type Row, rush } from "./load.ts";
import { type Figure, orderFigures } from "./order-figures.ts";
import { releaseFigures, releasePeople } from "./release-figures.ts";
import { createBenchDatabase, freePort, type RunningServer, startServer } from "./server.ts";
import { liveStreams } from "./streams.ts";
import { waitlistFigures } from "./waitlist-figures.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUSH_CLIENTS = 500;
const STREAMS = 1000;

/** Audits per page; the median run counts. */
/** Lighthouse runs per page (the median counts); 0 skips Lighthouse. */
const LIGHTHOUSE_RUNS = Math.max(0, Math.floor(Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)) || 0);
const WEB_BUILT = existsSync(fileURLToPath(new URL("../apps/web/dist/index.html", import.meta.url)));
/** Lighthouse needs the system Chromium; without it every other figure is still measured. */
const CHROMIUM = existsSync(CHROME);

type Round = { database: string; rows: Row[]; figures: Figure[]; lighthouse?: PageScores[]; load: string };
const fmtMs = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : "not all");

async function measure(server: RunningServer, name: string, path: string, seconds = SECONDS): Promise<Row> {
  server.rss.takePeakMb();
  const row = await hammer(name, `${server.url}${path}`, CONNECTIONS, seconds);
  return { ...row, peakRssMb: server.rss.takePeakMb() };
}

/** The machine's 1-minute load average: other work on the same cores skews every figure. */
const loadNow = () => loadavg()[0]?.toFixed(1) ?? "?";

async function round(database: string, databaseUrl?: string, withLighthouse = false): Promise<Round> {
  const loadBefore = loadNow();
  const rows: Row[] = [];
  const figures: Figure[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "courtside-bench-"));
  const pgDb = databaseUrl ? await createBenchDatabase(databaseUrl) : null;
  const port = await freePort();
  let server = await startServer({ port, dataDir, databaseUrl: pgDb?.url });
  try {
    console.log(
      `\n== ${database}: server pid ${server.child.pid} at ${server.url} (first start with seeding ${server.readyMs.toFixed(0)} ms)`,
    );
    const today = (await grid(server.url, "tennis")).date;
    const tomorrow = addDays(today, 1);
    const day = await grid(server.url, "tennis", tomorrow);
    const slotId = day.timeslots[Math.floor(day.timeslots.length / 2)]?.id ?? 0;

    // Lighthouse (mobile) on the pages a player lands on, once per bench run, first: on a quiet
    // server, before the load runs leave it (and the machine) busy.
    let lighthouse: PageScores[] | undefined;
    if (withLighthouse && WEB_BUILT && CHROMIUM && LIGHTHOUSE_RUNS > 0) {
      lighthouse = await lighthouseScores(server.url, LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS);
    }
    if (lighthouse) {
      const worst = (key: "performance" | "accessibility") => Math.min(...(lighthouse ?? []).map((p) => p[key]));
      figures.push({
        id: "L",
        what: "Lighthouse mobile: lowest performance / accessibility",
        value: `${worst("performance")} / ${worst("accessibility")}`,
        target: ">= 90 / 100",
        met: worst("performance") >= 90 && worst("accessibility") === 100,
      });
    }

    // Warm the JIT and the connection pool before anything is counted.
    await hammer("warm-up", `${server.url}/api/frontend/schedules?date=${tomorrow}`, 10, 1);
    await hammer("warm-up", `${server.url}/healthz`, 10, 1);

    const health = await measure(server, "GET /healthz", "/healthz");
    const schedules = await measure(server, "GET schedules (day grid)", `/api/frontend/schedules?date=${tomorrow}`);
    const courts = await measure(
      server,
      "GET schedule-courts/all",
      `/api/frontend/schedule-courts/all/${slotId}?date=${tomorrow}`,
    );
    rows.push(health, schedules, courts);
    const ratio1 = schedules.rps / health.rps;
    const ratio2 = courts.rps / health.rps;
    figures.push({
      id: "1",
      what: "day grid rps / healthz rps (p99)",
      value: `${ratio1.toFixed(2)} (p99 ${schedules.p99} ms)`,
      target: ">= 0.5, p99 <= 20 ms",
      met: ratio1 >= 0.5 && schedules.p99 <= 20 && schedules.non2xx === 0,
    });
    figures.push({
      id: "2",
      what: "court filter rps / healthz rps",
      value: `${ratio2.toFixed(2)} (p99 ${courts.p99} ms)`,
      target: ">= 0.5",
      met: ratio2 >= 0.5 && courts.non2xx === 0,
    });

    // (7, 8) The grid while bookings land on the days read; cold grids (9, workers, comes last).
    const gridLoads = await gridFigures(server, {
      today,
      gridDate: tomorrow,
      single: { health, grid: schedules },
      seconds: SECONDS,
    });
    rows.push(...gridLoads.rows);
    figures.push(...gridLoads.figures);
    // Figure 7's hundreds of bookings and cancels leave the server busy after it (their mails,
    // stream diffs): the figures after it wait until /healthz answers as fast as it did before.
    await settled(server.url, health.rps);

    // (5) Live updates: 1,000 open schedule streams of one day hear of one booking on it.
    const streamDate = addDays(today, 2);
    const streamCell = (await grid(server.url, "tennis", streamDate)).cells.find((c) => c.status === "available");
    if (!streamCell) throw new Error(`no free tennis cell on ${streamDate} for the stream test`);
    const live = await liveStreams(
      server.url,
      { sport: "tennis", date: streamDate, timeslotId: streamCell.timeslot_id, courtId: streamCell.court_id },
      STREAMS,
      () => server.memory(),
    );
    figures.push({
      id: "5",
      what: `${STREAMS} streams: heard the booking (slowest, p99); memory per stream`,
      value:
        `${live.delivered}/${live.opened} (${fmtMs(live.maxMs)}, p99 ${fmtMs(live.p99Ms)}); ` +
        `${live.heapPerStreamKb.toFixed(1)} KiB heap+external per stream`,
      target: `${STREAMS}/${STREAMS} within 1000 ms`,
      met: live.opened === STREAMS && live.delivered === STREAMS && live.maxMs <= 1000,
    });

    // (3) The rush: 10 free court-slots tomorrow, 500 guests within one second.
    const free = day.cells.filter((c) => c.status === "available");
    const contested: Cell[] = free
      .slice(0, 10)
      .map((c) => ({ sport: "tennis", date: tomorrow, timeslotId: c.timeslot_id, courtId: c.court_id }));
    server.rss.takePeakMb();
    const r = await rush(server.url, contested, RUSH_CLIENTS);
    rows.push({
      name: `booking rush (${RUSH_CLIENTS} guests)`,
      rps: RUSH_CLIENTS / (r.spanMs / 1000),
      p50: r.p50,
      p99: r.p99,
      errors: r.serverErrors,
      non2xx: RUSH_CLIENTS - r.created,
      peakRssMb: server.rss.takePeakMb(),
    });
    figures.push({
      id: "3",
      what: `rush: 201 / 409 / 5xx / other (p99)`,
      value: `${r.created} / ${r.conflicts} / ${r.serverErrors} / ${r.other} (p99 ${r.p99.toFixed(0)} ms)`,
      target: `10 / ${RUSH_CLIENTS - 10} / 0 / 0, p99 <= 300 ms`,
      met:
        contested.length === 10 && r.created === 10 && r.conflicts === RUSH_CLIENTS - 10 && r.serverErrors === 0 && r.p99 <= 300,
    });

    // (R1–R4, W) Issue 13: a release rush of 1,000 members and 20 bots on the horizon's last
    // date, then 200 cancels with 1,000 members waiting (days +2 on, the same members).
    const people = await releasePeople(server.url);
    const release = await releaseFigures(server.url, today, people);
    rows.push(...release.rows);
    figures.push(...release.figures);
    await settled(server.url, health.rps);
    const waitlist = await waitlistFigures(server.url, today, people.members, [release.rush.date]);
    rows.push(...waitlist.rows);
    figures.push(...waitlist.figures);
    await settled(server.url, health.rps);

    // (4) Distinct orders: every remaining free court-slot in the horizon, none colliding.
    if (databaseUrl) {
      const orders = await orderFigures(server, today, contested);
      rows.push(...orders.rows);
      figures.push(...orders.figures);
    }

    // (6) Start-up on the existing database: kill, restart, time spawn -> /readyz.
    await server.stop("SIGKILL");
    server = await startServer({ port, dataDir, databaseUrl: pgDb?.url });
    figures.push({
      id: "6",
      what: "restart to /readyz (existing data)",
      value: `${(server.readyMs / 1000).toFixed(2)} s`,
      target: "<= 3 s",
      met: server.readyMs <= 3000,
    });
    // (9) PostgreSQL: the same /healthz and warm grid with WORKERS=2 on the same database.
    if (pgDb) {
      const restart = { port, dataDir, databaseUrl: pgDb.url, stop: () => server.stop() };
      const single = { health, grid: schedules };
      const two = await workerRound({ today, gridDate: tomorrow, single, seconds: SECONDS, restart });
      rows.push(...two.rows);
      figures.push(...two.figures);
    }
    return { database, rows, figures, lighthouse, load: `${loadBefore} → ${loadNow()}` };
  } finally {
    await server.stop();
    await pgDb?.drop().catch((err: unknown) => console.error("could not drop the bench database:", err));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Waits (at most a minute) until a short /healthz load reaches 80 % of `baseline` requests/s. */
async function settled(base: string, baseline: number): Promise<void> {
  for (let i = 0; i < 12; i++) {
    const probe = await hammer("settle", `${base}/healthz`, CONNECTIONS, 1);
    if (probe.rps >= baseline * 0.8) return;
    await new Promise((resolve) => setTimeout(resolve, 4000));
  }
  console.log("The server did not settle within a minute: the figures after it ran on a busy server.");
}

function printRound(r: Round): void {
  console.log(`\n== ${r.database} (load average ${r.load} on ${cpus().length} cores)`);
  console.table(
    r.rows.map((row) => ({
      scenario: row.name,
      "req/s": Math.round(row.rps),
      "p50 ms": Number(row.p50.toFixed(1)),
      "p99 ms": Number(row.p99.toFixed(1)),
      errors: row.errors,
      "non-2xx": row.non2xx,
      "peak RSS MB": Number(row.peakRssMb.toFixed(0)),
    })),
  );
  if (r.lighthouse) {
    console.table(
      r.lighthouse.map((p) => ({
        page: p.path,
        performance: p.performance,
        "perf. runs": (p.performanceRuns ?? [p.performance]).join(" "),
        accessibility: p.accessibility,
        "best practices": p.bestPractices,
        SEO: p.seo,
        "LCP ms": Math.round(p.lcpMs),
        "TBT ms": Math.round(p.tbtMs),
      })),
    );
    for (const p of r.lighthouse)
      if (p.advice.length > 0) console.log(`Lighthouse on ${p.path} asks about: ${p.advice.join("; ")}`);
  }
  console.table(
    r.figures.map((f) => ({ figure: f.id, what: f.what, value: f.value, target: f.target, met: f.met ? "yes" : "NO" })),
  );
}

async function main(): Promise<void> {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;
  console.log(`Courtside bench on ${machine}; ${SECONDS} s per load, ${CONNECTIONS} connections`);
  if (!WEB_BUILT) console.log("The web app is not built (npm run build): Lighthouse is skipped.");
  if (!CHROMIUM) console.log(`Chromium is not at ${CHROME} (bash scripts/ensure-chromium.sh): Lighthouse is skipped.`);
  const rounds: Round[] = [await round("embedded (PGlite)", undefined, true)];
  if (process.env.DATABASE_URL) rounds.push(await round("PostgreSQL", process.env.DATABASE_URL));
  else console.log("\nDATABASE_URL is not set: the PostgreSQL round and figure 4 (distinct orders) are skipped.");
  for (const r of rounds) printRound(r);
  const dir = fileURLToPath(new URL("results/", import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify({ machine, at: new Date().toISOString(), rounds }, null, 2)}\n`);
  console.log(`\nresults: ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
