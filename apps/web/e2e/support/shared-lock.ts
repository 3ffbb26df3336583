import { mkdir, rm, stat, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_PORT } from "./settings.ts";

/** A holder that died (a killed worker) is taken over this long after its last heartbeat. */
const STALE_MS = 120_000;
/** A live holder touches its lock this often, so a long test is never taken for a dead one. */
const HEARTBEAT_MS = 10_000;

/**
 * Runs `run` while holding a lock shared by both workers (a directory made atomically), so
 * specs (or one spec's desktop and phone runs) that change the same server-wide state take
 * turns and none sees another's change half-way.
 */
export async function withSharedLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `courtside-e2e-${E2E_PORT}-${name}.lock`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const since = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > STALE_MS) await rm(lock, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 250));
    }
  }
  // Without it a holder running past STALE_MS (admin-office's test may take 180 s) lost its
  // lock to a waiter, and two specs changed padel's rules at once.
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(lock, now, now).catch(() => {});
  }, HEARTBEAT_MS);
  try {
    return await run();
  } finally {
    clearInterval(heartbeat);
    await rm(lock, { recursive: true, force: true });
  }
}
