import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));

/** A port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>;
  /** True while the process runs. */
  alive(): boolean;
  /** What the process wrote to stderr (warnings and errors at LOG_LEVEL=warn), for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed by the server. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown main.ts installs. */
  stop(): Promise<void>;
};

/** Every process this test file started and that still runs. */
const started = new Set<ServerProcess>();

/** Kills whatever a failed or timed-out test left running (call from afterAll). */
export async function killServerProcesses(): Promise<void> {
  await Promise.all([...started].map((server) => server.kill()));
}

export type ServerEnv = { DATABASE_URL?: string; DATA_DIR?: string } & Record<string, string | undefined>;

/**
 * Runs apps/server/src/main.ts as its own process (as `npm start` would, without the web
 * build) on the given database, and resolves once it answers /readyz. Nothing is shared in
 * memory with the test: it talks to the server over HTTP only.
 */
export async function startServerProcess(env: ServerEnv, options: { port?: number; timeoutMs?: number } = {}) {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: url,
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    // Production asks for these by name; every instance of one test shares the secret, as a real deployment does.
    APP_SECRET: "server-process-test-secret-0123456789abcdef",
    DEMO_PAYMENTS: "true",
    FACILITY_TIMEZONE: "Europe/Madrid",
    // Remote clients stand for many players, each with an address of their own (remote.ts).
    TRUST_PROXY: "1",
    // Guests still prove work (remote.ts solves it), at the least cost: these tests are about faults.
    GUEST_PROOF_WORK: "1",
    ...env,
  };
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: childEnv,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  let running = true;
  // A test worker that dies (or times out) must not leave servers running on a shared machine.
  const orphanGuard = () => child.kill("SIGKILL");
  process.once("exit", orphanGuard);
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => {
      running = false;
      process.removeListener("exit", orphanGuard);
      started.delete(server);
      resolve(code ?? signal ?? "unknown");
    }),
  );
  const server: ServerProcess = {
    url,
    port,
    child,
    exited,
    alive: () => running,
    output: () => stderr,
    async kill() {
      if (running) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (running) child.kill("SIGTERM");
      const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
  started.add(server);
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    if (!running) throw new Error(`the server exited during start-up (${await exited}):\n${stderr}`);
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server was not ready within ${options.timeoutMs ?? 20_000} ms:\n${stderr}`);
    }
    const ready = await fetch(`${url}/readyz`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ready) return server;
    await new Promise((r) => setTimeout(r, 50));
  }
}
