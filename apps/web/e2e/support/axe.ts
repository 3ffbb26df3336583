import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const scan = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
};

/** Fails the test on any axe violation (WCAG 2.1 A/AA and best practice) of the page at rest. */
export async function expectNoAxeViolations(page: Page, context: string) {
  // Routes load lazily: scan the page once its heading is there, not the static shell the HTML paints first.
  await page.locator("main:not(.app-shell-main) h1").first().waitFor();
  // Views fade in; mid-fade colours are blended and would fail the contrast check falsely.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll(".route-fade")].every((el) => getComputedStyle(el).opacity === "1") &&
      document.getAnimations().every((a) => a.playState !== "running"),
  );
  let violations = await scan(page);
  if (violations.length > 0) {
    // A closing dialog or a hover can blend colours for a moment; only what persists counts.
    await page.waitForTimeout(1000);
    violations = await scan(page);
  }
  expect(violations, `axe violations on ${context}`).toEqual([]);
}
