import { mkdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_PORT } from "./settings.ts";

/** A holder that died (a killed worker) is taken over after this long. */
const STALE_MS = 120_000;

/**
 * Padel's rules and its newest date (day +11) are shared by specs on both workers: a spec that
 * changes padel's rules (admin-office: the horizon and release time; release-draw: a draw on
 * day +11) or books padel's day +11 holds this lock across workers (a directory made
 * atomically), so none of them sees another's rules or draw.
 */
export async function withPadelDay<T>(run: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `courtside-e2e-${E2E_PORT}-padel.lock`);
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
  try {
    return await run();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
