import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startSmtpSink } from "../../../server/test/support/smtp-sink.ts";
import { E2E_BASE_URL, E2E_PORT } from "./settings.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/**
 * Starts what a real install runs: a local SMTP server that writes what it receives to a
 * file the tests read, and the server itself on a fresh embedded database with demo data.
 */
export default async function globalSetup() {
  // A missing browser fails the run (in CI and locally alike); it is never a silent skip.
  if (!existsSync("/usr/bin/chromium")) {
    throw new Error("Browser tests need the system Chromium at /usr/bin/chromium (apt-get install chromium).");
  }
  if (!existsSync(path.join(root, "apps/web/dist/index.html"))) throw new Error("Build the web app first: npm run build");

  const work = mkdtempSync(path.join(tmpdir(), "courtside-e2e-"));
  const mailbox = path.join(work, "mailbox.json");
  const smtp = await startSmtpSink();
  // Write then rename, so a test never reads a half-written file; only when mail came (the whole
  // suite's mail, written ten times a second, grew into real work beside the tests).
  let saved = -1;
  const saveMailbox = setInterval(() => {
    if (smtp.received.length === saved) return;
    saved = smtp.received.length;
    writeFileSync(`${mailbox}.tmp`, JSON.stringify(smtp.received));
    renameSync(`${mailbox}.tmp`, mailbox);
  }, 100);
  process.env.E2E_MAILBOX = mailbox;

  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: path.join(work, "data"),
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      APP_URL: E2E_BASE_URL,
      SMTP_URL: smtp.url,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // Production runs demo pieces only when asked by name: the browser tests book, pay and sign in on the demo.
      APP_SECRET: "browser-tests-secret-0123456789abcdefghij",
      DEMO_PAYMENTS: "true",
      SEED_DEMO: "true",
      // Each test sends its own X-Forwarded-For (support/test.ts): one device per test. With one
      // trusted hop, the single address a test sends straight to the server is the client's.
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForReady(server);

  return async () => {
    clearInterval(saveMailbox);
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await smtp.close();
    rmSync(work, { recursive: true, force: true });
  };
}

async function waitForReady(server: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(`${E2E_BASE_URL}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("The server did not become ready within 90 s");
}
