import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export type PageScores = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint and Total Blocking Time as Lighthouse simulated them, ms. */
  lcpMs: number;
  tbtMs: number;
  /** Titles of the performance audits that failed (what Lighthouse asks for). */
  advice: string[];
  /** Every run's performance score, lowest first (the figures above are the median run's). */
  performanceRuns?: number[];
};

export const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** The pages a player lands on first. */
export const LIGHTHOUSE_PAGES = ["/", "/court-schedules-tennis", "/tennis"];

/**
 * Lighthouse at its default (mobile) settings: a phone screen, simulated slow 4G and a 4×
 * slower CPU, against the system Chromium (never a downloaded one). Each page gets a Chromium
 * of its own (a second audit in the same browser often loses its trace: NO_NAVSTART), and
 * one more try if the trace is lost anyway. Each page is audited `runs` times and the run with
 * the median performance score is kept, as Lighthouse's own guidance on variability advises:
 * its simulation scales the CPU time it observes, so one busy moment on a shared machine moves
 * a single run by tens of points.
 */
export async function lighthouseScores(base: string, paths: string[], runs = 3): Promise<PageScores[]> {
  const scores: PageScores[] = [];
  for (const path of paths) {
    const tries: PageScores[] = [];
    for (let run = 0; run < runs; run++) tries.push(await auditWithRetry(`${base}${path}`, path));
    tries.sort((a, b) => a.performance - b.performance);
    const median = tries[Math.floor(tries.length / 2)] as PageScores;
    scores.push({ ...median, performanceRuns: tries.map((t) => t.performance) });
  }
  return scores;
}

async function auditWithRetry(url: string, path: string): Promise<PageScores> {
  try {
    return await audit(url, path);
  } catch {
    return audit(url, path);
  }
}

async function audit(url: string, path: string): Promise<PageScores> {
  const chrome = await launch({
    chromePath: CHROME,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no report for ${path}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${path}: ${lhr.runtimeError.message}`);
    // BENCH_LIGHTHOUSE_REPORTS=dir keeps each run's whole report (which element was the LCP, what shifted).
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) writeFileSync(join(reports, `${path.replace(/\W+/g, "_") || "_"}-${Date.now()}.json`), JSON.stringify(lhr));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
    const advice = (lhr.categories.performance?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
      .map((a) => a?.title ?? "");
    return {
      path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      advice,
    };
  } finally {
    chrome.kill();
  }
}
