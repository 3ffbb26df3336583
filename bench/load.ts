import { createHash } from "node:crypto";
import http from "node:http";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import autocannon from "autocannon";

export type Row = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers that were not 2xx (autocannon's errors are socket-level). */
  non2xx: number;
  peakRssMb: number;
  note?: string;
};

/** Drives one GET path with autocannon for a fixed time. */
export async function hammer(name: string, url: string, connections: number, seconds: number): Promise<Omit<Row, "peakRssMb">> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Sorted-sample percentile (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** Requests in flight for every load the bench drives. */
export const CONNECTIONS = 50;

export type Answer = { status: number; ms: number };

/**
 * Plain node:http with one keep-alive agent: the load generator runs on the same cores as the
 * server, and a thousand fetch() calls in half a second cost the client more than the server
 * (they added ~400 ms to every rush answer measured here).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };

export function request(url: string, method: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** One guest's anti-forgery cookie, as the browser would get it. */
export async function xsrfToken(base: string): Promise<string> {
  const res = await request(`${base}/api/csrf-cookie`, "GET");
  const cookie = (res.headers["set-cookie"] ?? []).find((c) => c.startsWith("XSRF-TOKEN="));
  const value = cookie?.split(";")[0]?.slice("XSRF-TOKEN=".length);
  if (!value) throw new Error("no XSRF-TOKEN cookie from /api/csrf-cookie");
  return value;
}

export type Cell = { sport: "tennis" | "padel"; date: string; timeslotId: number; courtId: number };

export const ORDER_PATH = { tennis: "/api/frontend/orders", padel: "/api/frontend_padel/orders" } as const;
let sequence = 0;

/** A guest's solved proof of work (the bench server asks the least work: GUEST_PROOF_WORK=1, bench/server.ts). */
export async function guestProof(base: string): Promise<unknown> {
  const challenge = JSON.parse((await request(`${base}/api/guest-challenge`, "GET")).body);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the guest challenge could not be solved");
  return { challenge, solution };
}

/**
 * POSTs one guest order for one court-slot, as its own player (`label`: an e-mail and an
 * address behind the trusted proxy, as unpaid holds count per payer and per address);
 * answers status and milliseconds.
 */
export async function bookCell(base: string, xsrf: string, cell: Cell, label: string, proof: unknown): Promise<Answer> {
  const body = {
    date: cell.date,
    timeslot_id: cell.timeslotId,
    court_ids: [cell.courtId],
    guest: true,
    billing: { name: `Bench Guest ${label}`, email: `bench-${label}@example.test`, phone: "+34 600 111 222" },
    proof,
  };
  const started = performance.now();
  const res = await request(
    `${base}${ORDER_PATH[cell.sport]}`,
    "POST",
    {
      "content-type": "application/json",
      cookie: `XSRF-TOKEN=${xsrf}`,
      "x-xsrf-token": xsrf,
      "idempotency-key": `bench-${process.pid}-${label}-${++sequence}`,
      "x-forwarded-for": addressOf(label),
    },
    JSON.stringify(body),
  );
  if (process.env.BENCH_DEBUG && res.status !== 201 && res.status !== 409) console.log(res.status, res.body);
  return { status: res.status, ms: performance.now() - started };
}

/** A documentation-range address (198.18.0.0/15) of the player's own. */
export function addressOf(label: string): string {
  const hash = createHash("sha256").update(label).digest();
  return `198.${18 + ((hash[0] ?? 0) & 1)}.${hash[1]}.${hash[2]}`;
}

export type RushResult = {
  created: number;
  conflicts: number;
  serverErrors: number;
  other: number;
  p50: number;
  p99: number;
  spanMs: number;
};

/**
 * The booking rush: `clients` guests start within the same second; each fetches its own
 * anti-forgery cookie, then books one of the contested cells (spread round-robin).
 */
export async function rush(base: string, cells: Cell[], clients: number): Promise<RushResult> {
  // Each guest's session and proof are ready before the clock starts, as a real guest's are
  // (the browser solves the proof while they read the summary, on their own device): solving
  // 500 proofs here, on the server's two cores, measured this process, not the server.
  const ready: { xsrf: string; proof: unknown }[] = [];
  for (let i = 0; i < clients; i += 50) {
    const batch = Array.from({ length: Math.min(50, clients - i) }, async () => {
      const [xsrf, proof] = await Promise.all([xsrfToken(base), guestProof(base)]);
      return { xsrf, proof };
    });
    ready.push(...(await Promise.all(batch)));
  }
  const started = performance.now();
  const answers = await Promise.all(
    ready.map(async ({ xsrf, proof }, i) => {
      await new Promise((r) => setTimeout(r, (i * 1000) / clients / 2));
      return bookCell(base, xsrf, cells[i % cells.length] as Cell, `rush-${i}`, proof).catch(() => ({ status: 0, ms: 0 }));
    }),
  );
  const spanMs = performance.now() - started;
  const count = (test: (s: number) => boolean) => answers.filter((a) => test(a.status)).length;
  const times = answers.map((a) => a.ms);
  return {
    created: count((s) => s === 201),
    conflicts: count((s) => s === 409),
    serverErrors: count((s) => s >= 500 || s === 0),
    other: count((s) => s !== 201 && s !== 409 && s < 500 && s !== 0),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    spanMs,
  };
}

export type DistinctResult = { perSecond: number; created: number; failed: number; p50: number; p99: number; seconds: number };

/** Books every given cell once with `concurrency` requests in flight; none collide. */
export async function distinctOrders(base: string, cells: Cell[], concurrency: number): Promise<DistinctResult> {
  const xsrf = await xsrfToken(base);
  // Each order's proof is solved before the clock starts: the figure is the server's order path.
  const proofs: unknown[] = [];
  for (let i = 0; i < cells.length; i += 50) {
    proofs.push(...(await Promise.all(cells.slice(i, i + 50).map(() => guestProof(base)))));
  }
  return eachOnce(cells.length, concurrency, (i) => bookCell(base, xsrf, cells[i] as Cell, `distinct-${i}`, proofs[i]));
}

/** Runs `book(i)` for i in 0…count−1 with `concurrency` in flight; counts 201s per second. */
export async function eachOnce(
  count: number,
  concurrency: number,
  book: (i: number) => Promise<Answer>,
): Promise<DistinctResult> {
  const answers: Answer[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        answers.push(await book(i).catch(() => ({ status: 0, ms: 0 })));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const created = answers.filter((a) => a.status === 201).length;
  const times = answers.map((a) => a.ms);
  return {
    perSecond: created / seconds,
    created,
    failed: answers.length - created,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    seconds,
  };
}
