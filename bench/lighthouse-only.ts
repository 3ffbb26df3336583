/** `npm run bench:lighthouse`: only the Lighthouse pages, on a fresh embedded database (quicker than the whole bench). */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LIGHTHOUSE_PAGES, lighthouseScores } from "./lighthouse.ts";
import { freePort, startServer } from "./server.ts";

const server = await startServer({ port: await freePort(), dataDir: mkdtempSync(join(tmpdir(), "courtside-lh-")) });
try {
  for (const p of await lighthouseScores(server.url, LIGHTHOUSE_PAGES, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)))
    console.log(
      `${p.path}: performance ${p.performance} (runs ${p.performanceRuns?.join(", ")}), accessibility ${p.accessibility}, LCP ${p.lcpMs.toFixed(0)} ms, TBT ${p.tbtMs.toFixed(0)} ms\n  ${p.advice.join("; ")}`,
    );
} finally {
  await server.stop();
}
