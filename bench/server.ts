import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";

// The same free-port helper the fault tests use to start servers.
export { freePort } from "../apps/server/test/support/server-process.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Samples the server's resident set (VmRSS) every 100 ms and keeps the peak. */
export class RssSampler {
  peakKb = 0;
  private readonly timer: NodeJS.Timeout;
  constructor(private readonly pid: number) {
    this.timer = setInterval(() => this.sample(), 100);
    this.timer.unref();
  }
  sample(): number {
    try {
      const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${this.pid}/status`, "utf8"));
      const kb = Number(match?.[1] ?? 0);
      if (kb > this.peakKb) this.peakKb = kb;
      return kb;
    } catch {
      return 0;
    }
  }
  /** Peak since the last reset, then starts a new window. */
  takePeakMb(): number {
    this.sample();
    const mb = this.peakKb / 1024;
    this.peakKb = 0;
    return mb;
  }
  stop(): void {
    clearInterval(this.timer);
  }
}

/** `workers`: WORKERS for the server (PostgreSQL only; 1 when unset). */
export type ServerOptions = { port: number; dataDir: string; databaseUrl?: string; workers?: number };

export type RunningServer = {
  url: string;
  child: ChildProcess;
  rss: RssSampler;
  /** Milliseconds from spawn to the first 200 from /readyz. */
  readyMs: number;
  /** process.memoryUsage() of the server right after a full garbage collection (bench/memory-probe.mjs). */
  memory(): Promise<NodeJS.MemoryUsage>;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/** Every server the bench started and that still runs: killed when the bench ends, however it ends. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => process.exit(130));
}

/** Starts the server as its own process and resolves once /readyz answers 200. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    APP_URL: url,
    DATA_DIR: options.dataDir,
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    // Production runs demo pieces only when asked by name: the bench books and pays on the demo facility.
    APP_SECRET: "bench-secret-0123456789abcdefghijklmnop",
    DEMO_PAYMENTS: "true",
    // One trusted hop: the live-stream round gives each simulated browser its own X-Forwarded-For
    // (bench/streams.ts), as distinct clients behind a proxy, so the per-address stream cap counts each once.
    TRUST_PROXY: "1",
    // The least proof of work a guest order can carry: the bench measures the server's order path, not the client's puzzle.
    GUEST_PROOF_WORK: "1",
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  env.WORKERS = String(options.workers ?? 1);
  const started = performance.now();
  // BENCH_SERVER_ARGS adds node flags to the server, e.g. "--cpu-prof --cpu-prof-dir=bench/results/profiles".
  const extra = (process.env.BENCH_SERVER_ARGS ?? "").split(" ").filter(Boolean);
  // The built server, as `npm start` runs it (npm run bench builds it first); BENCH_SERVER=source runs src/ through tsx.
  const entry =
    process.env.BENCH_SERVER === "source"
      ? ["--import", "tsx", "apps/server/src/main.ts"]
      : ["--enable-source-maps", "apps/server/dist/main.js"];
  const memoryFile = join(options.dataDir, "..", `bench-memory-${options.port}.json`);
  env.BENCH_MEMORY_FILE = memoryFile;
  const probe = ["--expose-gc", "--import", pathToFileURL(join(ROOT, "bench/memory-probe.mjs")).href];
  const child = spawn(process.execPath, [...extra, ...probe, ...entry], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      running.delete(child);
      resolve();
    }),
  );
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  const deadline = started + 60_000;
  while (true) {
    if (dead) throw new Error(`the server exited during start-up (code ${child.exitCode})`);
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("the server was not ready within 60 s");
    }
    const ok = await fetch(`${url}/readyz`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  const rss = new RssSampler(child.pid ?? 0);
  return {
    url,
    child,
    rss,
    readyMs,
    async memory() {
      rmSync(memoryFile, { force: true });
      child.kill("SIGUSR2");
      for (let i = 0; i < 100 && !existsSync(memoryFile); i++) await new Promise((r) => setTimeout(r, 50));
      return JSON.parse(readFileSync(memoryFile, "utf8")) as NodeJS.MemoryUsage;
    },
    async stop(signal = "SIGTERM") {
      rss.stop();
      if (!dead) child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A fresh database next to the one DATABASE_URL names; dropped by the returned function. */
export async function createBenchDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `courtside_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
