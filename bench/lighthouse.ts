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
};

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Lighthouse at its default (mobile) settings: a phone screen, simulated slow 4G and a 4×
 * slower CPU, against the system Chromium (never a downloaded one). Each page gets a Chromium
 * of its own (a second audit in the same browser often loses its trace: NO_NAVSTART), and
 * one more try if the trace is lost anyway.
 */
export async function lighthouseScores(base: string, paths: string[]): Promise<PageScores[]> {
  const scores: PageScores[] = [];
  for (const path of paths) {
    let lastError: unknown;
    for (let attempt = 0; attempt < 2 && scores.length < paths.indexOf(path) + 1; attempt++) {
      try {
        scores.push(await audit(`${base}${path}`, path));
      } catch (err) {
        lastError = err;
      }
    }
    if (scores.length < paths.indexOf(path) + 1) throw lastError;
  }
  return scores;
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
