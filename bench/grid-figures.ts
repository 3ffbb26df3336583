/**
 * Figures 7–9 (issue 16): the day grid while bookings land on the days being read, the cold
 * grid (no cache can help), and the server with one worker per core against one process.
 */
import http from "node:http";
import autocannon from "autocannon";
import { addDays, grid, HORIZON_DAYS } from "./grid.ts";
import { guestProof, ORDER_PATH, percentile, type Row, request, xsrfToken } from "./load.ts";
import type { Figure } from "./order-figures.ts";
import { type RunningServer, startServer } from "./server.ts";

const SPORT_API = { tennis: "frontend", padel: "frontend_padel" } as const;
type Sport = keyof typeof SPORT_API;
type Free = { sport: Sport; date: string; timeslotId: number; courtId: number };
type Load = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

const READERS = 50;
const RATES = [20, 100];
/**
 * A booking is cancelled this long after its answer, so its cell comes free for the next one:
 * the three dates have a few hundred free cells, the figure books 600 in 10 s. So the server
 * takes as many cancellations as bookings, twice the writes the figure names.
 */
const KEEP_MS = 1500;
/** Every SAMPLE_EVERY-th booking is watched for by two readers on connections of their own. */
const SAMPLE_EVERY = 10;
const gridPath = (sport: Sport, date: string) => `/api/${SPORT_API[sport]}/schedules?date=${date}`;

async function drive(url: string, paths: string[], seconds: number, connections = READERS): Promise<Load> {
  let next = 0;
  // One counter for all connections: each request asks for the next path, so concurrent
  // connections never ask for the same grid at once (they would share one cold read).
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] as string }) }],
  });
  const { average: rps } = result.requests;
  return {
    rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const row = (name: string, load: Load): Row => ({ name, ...load, peakRssMb: 0 });

/** The three dates of the horizon with most cells held or booked, both sports counted. */
export async function busiestDates(base: string, today: string): Promise<string[]> {
  const taken: { date: string; n: number }[] = [];
  for (let i = 0; i < HORIZON_DAYS; i++) {
    const date = addDays(today, i);
    let n = 0;
    for (const sport of ["tennis", "padel"] as const) {
      n += (await grid(base, sport, date)).cells.filter((c) => c.status === "held" || c.status === "booked").length;
    }
    taken.push({ date, n });
  }
  return taken
    .sort((a, b) => b.n - a.n)
    .slice(0, 3)
    .map((d) => d.date);
}

export async function freeCellsOn(base: string, dates: string[]): Promise<Free[]> {
  const free: Free[] = [];
  for (const date of dates) {
    for (const sport of ["tennis", "padel"] as const) {
      for (const c of (await grid(base, sport, date)).cells) {
        if (c.status === "available") free.push({ sport, date, timeslotId: c.timeslot_id, courtId: c.court_id });
      }
    }
  }
  return free;
}

/** A grid read on a connection of its own (no keep-alive): with workers, readers land on each. */
function freshRead(url: string): Promise<{ cells: { court_id: number; timeslot_id: number; status: string }[] }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve(JSON.parse(body)));
      })
      .on("error", reject);
  });
}

/** Milliseconds from `since` until a reader of its own sees the cell taken; Infinity after 3 s. */
async function seenAfter(base: string, cell: Free, since: number): Promise<number> {
  while (performance.now() - since < 3000) {
    const { cells } = await freshRead(`${base}${gridPath(cell.sport, cell.date)}`);
    const found = cells.find((c) => c.court_id === cell.courtId && c.timeslot_id === cell.timeslotId);
    if (found && found.status !== "available") return performance.now() - since;
    await new Promise((r) => setTimeout(r, 10));
  }
  return Number.POSITIVE_INFINITY;
}

type Writes = { booked: number; refused: number; failed: number; seenMs: number[] };

/**
 * Books free cells at `rate` per second for `seconds` (each cell cancelled KEEP_MS after its
 * answer and used again), every SAMPLE_EVERY-th one watched by two fresh readers.
 */
export async function bookAtRate(base: string, pool: Free[], rate: number, seconds: number, proofs: unknown[]): Promise<Writes> {
  const xsrf = await xsrfToken(base);
  const headers = { cookie: `XSRF-TOKEN=${xsrf}`, "x-xsrf-token": xsrf };
  const writes: Writes = { booked: 0, refused: 0, failed: 0, seenMs: [] };
  const pending: Promise<unknown>[] = [];
  const total = Math.round(rate * seconds);
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    const cell = pool.shift();
    if (!cell) {
      writes.refused++;
      continue;
    }
    pending.push(bookThenCancel(base, headers, cell, i, proofs.pop(), writes, pool));
  }
  await Promise.all(pending);
  return writes;
}

let label = 0;
async function bookThenCancel(
  base: string,
  headers: Record<string, string>,
  cell: Free,
  i: number,
  proof: unknown,
  writes: Writes,
  pool: Free[],
): Promise<void> {
  const player = `gw-${process.pid}-${++label}`;
  const body = JSON.stringify({
    date: cell.date,
    timeslot_id: cell.timeslotId,
    court_ids: [cell.courtId],
    guest: true,
    billing: { name: "Bench Reader", email: `${player}@example.test`, phone: "+34 600 111 222" },
    proof,
  });
  const address = `198.${18 + (label & 1)}.${(label >> 8) & 255}.${label & 255}`;
  const res = await request(
    `${base}${ORDER_PATH[cell.sport]}`,
    "POST",
    { ...headers, "content-type": "application/json", "idempotency-key": `bench-${player}-key`, "x-forwarded-for": address },
    body,
  ).catch(() => null);
  if (res?.status !== 201) {
    if (res && res.status < 500) writes.refused++;
    else writes.failed++;
    return;
  }
  writes.booked++;
  const answeredAt = performance.now();
  if (i % SAMPLE_EVERY === 0) {
    const seen = await Promise.all([seenAfter(base, cell, answeredAt), seenAfter(base, cell, answeredAt)]);
    writes.seenMs.push(...seen);
  }
  await new Promise((r) => setTimeout(r, Math.max(0, KEEP_MS - (performance.now() - answeredAt))));
  const order = JSON.parse(res.body) as { order_id: string; paymentlink: string };
  const key = new URL(order.paymentlink).searchParams.get("key") ?? "";
  const cancel = `${base}/api/${SPORT_API[cell.sport]}/orders/${order.order_id}/cancel?key=${encodeURIComponent(key)}`;
  const cancelled = await request(cancel, "POST", { ...headers, "x-forwarded-for": address }).catch(() => null);
  if (cancelled?.status === 200) pool.push(cell);
  else writes.failed++;
}

/** (7) The grids of the three busiest dates under 50 readers while bookings land on them at 20/s, then 100/s. */
export async function gridUnderWrites(
  server: RunningServer,
  today: string,
  health: Row,
  seconds: number,
): Promise<{ rows: Row[]; figures: Figure[] }> {
  const dates = await busiestDates(server.url, today);
  const paths = dates.flatMap((date) => [gridPath("tennis", date), gridPath("padel", date)]);
  const pool = await freeCellsOn(server.url, dates);
  const proofs: unknown[] = [];
  const needed = Math.ceil(RATES.reduce((sum, rate) => sum + rate * seconds, 0) * 1.05);
  // Solved before any clock starts, as a real guest's phone solves its own.
  for (let i = 0; i < needed; i += 50)
    proofs.push(...(await Promise.all(Array.from({ length: 50 }, () => guestProof(server.url)))));
  const rows: Row[] = [];
  const figures: Figure[] = [];
  for (const rate of RATES) {
    const [reads, writes] = await Promise.all([
      drive(server.url, paths, seconds),
      bookAtRate(server.url, pool, rate, seconds, proofs),
    ]);
    rows.push(row(`grid of 3 busiest dates, bookings ${rate}/s + cancels`, reads));
    const ratio = reads.rps / health.rps;
    const slowest = Math.max(0, ...writes.seenMs);
    figures.push({
      id: `7@${rate}`,
      what: `grid under writes ${rate}/s: rps ÷ healthz (p99); booked/refused/5xx; slowest reader sees a booking`,
      value:
        `${ratio.toFixed(2)} (p99 ${reads.p99} ms); ${writes.booked}/${writes.refused}/${writes.failed}; ` +
        `${Number.isFinite(slowest) ? `${slowest.toFixed(0)} ms` : "not all"} (p99 ${percentile(writes.seenMs, 99).toFixed(0)} ms, ${writes.seenMs.length} samples)`,
      target: ">= 0.5, p99 <= 50 ms, 0 × 5xx, all within 1000 ms",
      met: ratio >= 0.5 && reads.p99 <= 50 && reads.non2xx === 0 && writes.failed === 0 && slowest <= 1000,
    });
  }
  return { rows, figures };
}

/**
 * (8) Cold grids: requests rotate over both sports and 1,500 dates from today on (the bookable
 * ones first), so no grid is asked for twice within the cache's 1 s and every answer is built
 * from the database.
 */
export async function coldGrid(
  server: RunningServer,
  today: string,
  seconds: number,
): Promise<{ rows: Row[]; figures: Figure[] }> {
  const paths: string[] = [];
  for (let i = 0; i < 1500; i++) for (const sport of ["tennis", "padel"] as const) paths.push(gridPath(sport, addDays(today, i)));
  const load = await drive(server.url, paths, seconds);
  return {
    rows: [row("cold grid (3,000 sport-dates rotated)", load)],
    figures: [
      {
        id: "8",
        what: "cold grid requests/s (p99)",
        value: `${load.rps.toFixed(0)}/s (p99 ${load.p99} ms)`,
        target: ">= 1000/s on PostgreSQL",
        met: load.rps >= 1000 && load.non2xx === 0,
      },
    ],
  };
}

/** (9) /healthz and the warm grid with WORKERS=2 against the same figures of one process. */
export async function workerFigures(
  server: RunningServer,
  single: { health: Row; grid: Row },
  gridDate: string,
  seconds: number,
): Promise<{ rows: Row[]; figures: Figure[] }> {
  await drive(server.url, ["/healthz"], 1, 10); // warm-up
  const health = await drive(server.url, ["/healthz"], seconds);
  const warm = await drive(server.url, [gridPath("tennis", gridDate)], seconds);
  const healthRatio = health.rps / single.health.rps;
  const gridRatio = warm.rps / single.grid.rps;
  return {
    rows: [row("GET /healthz, 2 workers", health), row("GET schedules (day grid), 2 workers", warm)],
    figures: [
      {
        id: "9",
        what: "2 workers ÷ 1 process: /healthz, warm grid",
        value: `${healthRatio.toFixed(2)}, ${gridRatio.toFixed(2)}`,
        target: ">= 1.6 each",
        met: healthRatio >= 1.6 && gridRatio >= 1.6,
      },
    ],
  };
}

type GridOptions = {
  today: string;
  gridDate: string;
  /** Figure 1's /healthz and warm-grid rows of this server. */
  single: { health: Row; grid: Row };
  seconds: number;
};

/** Figures 7 and 8 on a running server. */
export async function gridFigures(server: RunningServer, options: GridOptions): Promise<{ rows: Row[]; figures: Figure[] }> {
  const writes = await gridUnderWrites(server, options.today, options.single.health, options.seconds);
  const cold = await coldGrid(server, options.today, options.seconds);
  return { rows: [...writes.rows, ...cold.rows], figures: [...writes.figures, ...cold.figures] };
}

/** Figure 9 (PostgreSQL): stops the one-process server, starts one with WORKERS=2 on the same database. */
export async function workersAgainstOne(
  options: GridOptions & { restart: { port: number; dataDir: string; databaseUrl: string; stop(): Promise<void> } },
): Promise<{ rows: Row[]; figures: Figure[] }> {
  const { stop, ...where } = options.restart;
  await stop();
  const workers = await startServer({ ...where, workers: 2 });
  try {
    return await workerFigures(workers, options.single, options.gridDate, options.seconds);
  } finally {
    await workers.stop();
  }
}
