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

// The first paint of a landing page needs no script: its HTML carries the header and the page's
// h1, the same words and place as the rendered page, which then replaces it.
for (const path of ["/", "/tennis", "/padel", "/court-schedules-tennis", "/court-schedules"]) {
  test(`${path} shows its heading before any script runs, where the rendered page puts it (390 px)`, async ({ browser }) => {
    const viewport = { width: 390, height: 844 };
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport });
    const withScripts = await browser.newContext({ viewport });
    try {
      const shell = await withoutScripts.newPage();
      await shell.goto(path);
      const shellHeading = shell.getByRole("heading", { level: 1 });
      await expect(shellHeading).toBeVisible();
      await expect(shell.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Padel" })).toHaveAttribute(
        "href",
        "/padel",
      );

      const app = await withScripts.newPage();
      await app.goto(path);
      const appHeading = app.getByRole("heading", { level: 1 });
      await expect(appHeading).toHaveText((await shellHeading.textContent()) ?? "");
      await expect(app.locator(".app-shell")).toHaveCount(0);
      const [before, after] = [await shellHeading.boundingBox(), await appHeading.boundingBox()];
      expect(Math.abs((before?.y ?? 0) - (after?.y ?? 0))).toBeLessThanOrEqual(4);
      expect(before?.height).toBe(after?.height);
    } finally {
      await withoutScripts.close();
      await withScripts.close();
    }
  });
}
