import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const options: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  // Only violations are read: axe keeps one node per passing rule instead of every one.
  resultTypes: ["violations"],
};

/**
 * axe-core run in the page itself, injected once per document. @axe-core/playwright's analyze()
 * injected the 600 kB script into the page and into a new blank page on every call (~1.2 s a scan
 * here against ~0.2 s), which was most of the browser suite's time. The app has no frames to merge.
 */
const scan = async (page: Page) => {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (opts) => (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(document, opts),
    options,
  );
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
};

// Views fade in and colours change with a transition; mid-way colours are blended and would fail the contrast check falsely.
const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll(".route-fade")].every((el) => getComputedStyle(el).opacity === "1") &&
      document.getAnimations().every((a) => a.playState !== "running"),
    undefined,
    // Bounded: a page that never settles fails here, by name, not at the test's timeout.
    { timeout: 15_000 },
  );

async function scanSettled(page: Page, context: string) {
  await settled(page);
  let violations = await scan(page);
  if (violations.length > 0) {
    // A closing dialog or a hover can blend colours for a moment; only what persists counts.
    await page.waitForTimeout(1000);
    violations = await scan(page);
  }
  expect(violations, `axe violations on ${context}`).toEqual([]);
}

const scheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);

/**
 * Fails the test on any axe violation (WCAG 2.1 A/AA and best practice) of the page at rest, in
 * light colours and, when the page follows the device (the default), in dark ones too.
 */
export async function expectNoAxeViolations(page: Page, context: string) {
  // Routes load lazily: scan the page once its heading is there, not the static shell the HTML paints first.
  await page.locator("main:not(.app-shell-main) h1").first().waitFor();
  await scanSettled(page, context);
  const before = await scheme(page);
  // A document outside the app (a receipt's HTML) has one scheme; a player's own choice is kept.
  const followsDevice = await page.evaluate(() => (localStorage.getItem("mantine-color-scheme-value") ?? "auto") === "auto");
  if (before === undefined || !followsDevice) return;
  const other = before === "dark" ? "light" : "dark";
  await page.emulateMedia({ colorScheme: other });
  await expect.poll(() => scheme(page)).toBe(other);
  await scanSettled(page, `${context}, in ${other} colours`);
  await page.emulateMedia({ colorScheme: before === "dark" ? "dark" : "light" });
  await expect.poll(() => scheme(page)).toBe(before);
}
