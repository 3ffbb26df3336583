/**
 * `npm run bench:lighthouse [-- /path …]`: only Lighthouse, on the landing pages (or the paths
 * given) of a fresh embedded database: quicker than the whole bench while working on a page.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LIGHTHOUSE_PAGES, lighthouseScores } from "./lighthouse.ts";
import { freePort, startServer } from "./server.ts";

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : LIGHTHOUSE_PAGES;
const server = await startServer({ port: await freePort(), dataDir: mkdtempSync(join(tmpdir(), "courtside-lh-")) });
try {
  for (const p of await lighthouseScores(server.url, paths, Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 1)))
    console.log(
      `${p.path}: performance ${p.performance} (runs ${p.performanceRuns?.join(", ")}), accessibility ${p.accessibility}, LCP ${p.lcpMs.toFixed(0)} ms, TBT ${p.tbtMs.toFixed(0)} ms\n  ${p.advice.join("; ")}`,
    );
} finally {
  await server.stop();
}
