import { gzipSync } from "node:zlib";
import { expect, test } from "./support/test.ts";

const BUDGET_BYTES = 150 * 1024;

test("the landing route loads at most 150 KB of gzipped JavaScript", async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (!response.url().endsWith(".js")) return;
    scripts.set(response.url(), gzipSync(await response.body()).length);
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const total = [...scripts.values()].reduce((sum, n) => sum + n, 0);
  console.log(`landing route JS: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files`);
  for (const [url, size] of scripts) console.log(`  ${(size / 1024).toFixed(1)} KB ${url.split("/").pop()}`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

test("a direct visit to a landing page names its route chunk in the HTML, and the page renders", async ({ page }) => {
  const html = await (await page.request.get("/court-schedules-tennis")).text();
  const named = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? "");
  expect(named.filter((href) => href.includes("court-schedules-page"))).toHaveLength(1);
  await page.goto("/court-schedules-tennis");
  await expect(page.getByRole("heading", { level: 1, name: "Tennis court schedules" })).toBeVisible();
});
