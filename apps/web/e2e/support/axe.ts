import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const scan = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
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
